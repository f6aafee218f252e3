import { formatDevnetSummary } from './cli/formatDevnetSummary.js'
import { parseCliArguments } from './cli/parseCliArguments.js'
import { isDevnetError } from './errors.js'
import { SOLANA_DEV_ACCOUNTS } from './solana/solanaDevAccounts.js'
import { startDevnet } from './startDevnet.js'

const USAGE = `Usage: atrium-devnet <command> [options]

Runs Atrium's local services on 127.0.0.1.

Commands:
  up                  Start every service, print their URLs and the funded accounts, and stay in
                      the foreground. Ctrl-C (SIGINT) or SIGTERM stops everything.

Options:
  --port-base <port>  First port (default 8545): EVM chain i listens on <port> + i (8545-8547),
                      the WalletConnect relay on <port> + 10 (ws://127.0.0.1:8555), Solana on
                      <port> + 20 and + 21 (JSON-RPC 8565, PubSub 8566), the Bitcoin regtest
                      Esplora API on <port> + 30 (8575) and Polkadot (Rococo Asset Hub run by
                      chopsticks, started on its first connection) on <port> + 40 (8585), the
                      wallet directory on <port> + 50 (http://127.0.0.1:8595) and the
                      Blockchain API on <port> + 60 (http://127.0.0.1:8605), the mail sink on
                      <port> + 70 (SMTP, smtp://127.0.0.1:8615) and its dev mailbox on <port> + 71
                      (http://127.0.0.1:8616/v1/messages), the auth service behind the secure
                      frame on <port> + 80 (http://127.0.0.1:8625), the secure frame page on
                      <port> + 82 (http://127.0.0.1:8627/), the OpenID Connect provider playing
                      the social providers on <port> + 84 (http://127.0.0.1:8629/<provider>) and
                      the Farcaster auth relay on <port> + 86 (http://127.0.0.1:8631).
                      0 or "auto" picks free ports. Also read from ATRIUM_DEVNET_PORT_BASE.
  --wallets <count>   How many wallets the wallet directory lists (default 600, at most 20000).
  -h, --help          Print this help.`

const STOP_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const

async function main(): Promise<void> {
  const cli = parseCliArguments({ args: process.argv.slice(2), environment: process.env })
  if (cli.command === 'help') {
    console.log(USAGE)
    return
  }

  const startedAt = performance.now()
  const devnet = await startDevnet({
    ...(cli.portBase === undefined ? {} : { portBase: cli.portBase }),
    ...(cli.wallets === undefined ? {} : { wallets: cli.wallets }),
    auth: {},
  })
  const startDurationMs = Math.round(performance.now() - startedAt)
  console.log(
    formatDevnetSummary({
      devnet: {
        ...devnet,
        solanaAccounts: devnet.solana === undefined ? undefined : SOLANA_DEV_ACCOUNTS,
        bitcoinAccounts: devnet.bitcoin?.accounts,
        polkadotAccounts: devnet.polkadot?.accounts,
      },
      startDurationMs,
    }),
  )

  let isStopping = false
  const stopAndExit = async (exitCode: number) => {
    isStopping = true
    await devnet.stop()
    process.exit(exitCode)
  }
  for (const signal of STOP_SIGNALS) {
    process.on(signal, () => {
      // A second signal while stopping exits at once; the exit hook SIGKILLs what is left.
      if (isStopping) process.exit(1)
      console.log('\nStopping the devnet…')
      void stopAndExit(0)
    })
  }
  void devnet.exited.then((exit) => {
    if (isStopping) return
    const how = exit.signal === null ? `code ${exit.exitCode}` : `signal ${exit.signal}`
    console.error(`${exit.service} stopped unexpectedly (${how}); stopping the devnet.`)
    void stopAndExit(1)
  })
}

main().catch((error: unknown) => {
  if (isDevnetError(error)) {
    console.error(error.message)
    if (error.code === 'DEVNET_INVALID_PARAMETER') console.error('Run atrium-devnet --help for usage.')
  } else {
    console.error(error)
  }
  process.exitCode = 1
})
