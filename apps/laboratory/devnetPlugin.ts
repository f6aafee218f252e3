import {
  BITCOIN_DEV_ACCOUNTS,
  DEFAULT_EVM_PORT_BASE,
  DEV_ACCOUNTS,
  DEVNET_HOST,
  type Devnet,
  type DevnetEvmEndpoint,
  getBitcoinDevnetNetwork,
  getDevnetUrls,
  getPolkadotDevnetNetwork,
  getRococoAssetHubFacts,
  getSolanaDevnetNetwork,
  POLKADOT_DEV_ACCOUNTS,
  type PolkadotChainFacts,
  SECURE_FRAME_PORT_OFFSET,
  SOLANA_DEV_ACCOUNTS,
  startDevnet,
} from '@atrium/devnet'
import type { Plugin } from 'vite'
import type { LaboratoryDevnet } from './src/devnet.js'

function portBase(): number {
  const fromEnv = Number(process.env.ATRIUM_DEVNET_PORT_BASE)
  return Number.isInteger(fromEnv) && fromEnv > 0 ? fromEnv : DEFAULT_EVM_PORT_BASE
}

/** `ATRIUM_DEVNET_WALLETS`: how many wallets the devnet's directory lists (its own default otherwise). */
function directoryWallets(): { wallets?: number } {
  const fromEnv = Number(process.env.ATRIUM_DEVNET_WALLETS)
  return Number.isInteger(fromEnv) && fromEnv > 0 ? { wallets: fromEnv } : {}
}

type DevnetEndpoints = {
  evm: readonly DevnetEvmEndpoint[]
  relay?: { url: string } | undefined
  solana?: { rpcUrl: string; wsUrl: string } | undefined
  bitcoin?: { url: string } | undefined
  polkadot?: (PolkadotChainFacts & { wsUrl: string; httpUrl: string }) | undefined
  walletDirectory?: { url: string } | undefined
  blockchainApi?: { url: string } | undefined
  /** The secure frame page: the laboratory's `apiUrls.frame`. */
  frameUrl?: string | undefined
}

function required<value>(value: value | undefined, what: string): value {
  if (value === undefined) throw new Error(`the laboratory needs the devnet's ${what}`)
  return value
}

/**
 * What the page learns of the devnet: endpoints, networks, and the funded dev keys its in-browser
 * wallets sign with (account 1 of each chain; account 2 receives the test transfers). Never real keys.
 */
function toLaboratoryDevnet(devnet: DevnetEndpoints): LaboratoryDevnet {
  const [, devWallet, recipient] = DEV_ACCOUNTS
  const solana = required(devnet.solana, 'Solana chain')
  const polkadot = required(devnet.polkadot, 'Polkadot chain')
  return {
    evm: devnet.evm.map(({ chainId, name, rpcUrl }) => ({ chainId, name, rpcUrl })),
    relayUrl: devnet.relay?.url,
    walletDirectoryUrl: devnet.walletDirectory?.url,
    blockchainApiUrl: devnet.blockchainApi?.url,
    frameUrl: devnet.frameUrl,
    devWalletPrivateKey: devWallet?.privateKey ?? '0x',
    recipientAddress: recipient?.address ?? '0x',
    solana: {
      network: getSolanaDevnetNetwork(solana),
      devWalletSecretKey: [...required(SOLANA_DEV_ACCOUNTS[1], 'Solana accounts').secretKey],
      recipientAddress: required(SOLANA_DEV_ACCOUNTS[2], 'Solana accounts').address,
    },
    bitcoin: {
      network: getBitcoinDevnetNetwork(required(devnet.bitcoin, 'Bitcoin chain')),
      devWalletWif: required(BITCOIN_DEV_ACCOUNTS[1], 'Bitcoin accounts').wif,
      recipientAddress: required(BITCOIN_DEV_ACCOUNTS[2], 'Bitcoin accounts').paymentAddress,
    },
    polkadot: {
      network: getPolkadotDevnetNetwork(polkadot),
      ss58Prefix: polkadot.ss58Prefix,
      devWalletUri: required(POLKADOT_DEV_ACCOUNTS[1], 'Polkadot accounts').uri,
      recipientAddress: required(POLKADOT_DEV_ACCOUNTS[2], 'Polkadot accounts').address,
    },
  }
}

/** The URLs of a devnet started elsewhere (or not yet): the Polkadot facts are the spec's, known without it. */
async function getExternalDevnet(portBase: number): Promise<DevnetEndpoints> {
  const urls = getDevnetUrls({ portBase })
  const polkadot = required(urls.polkadot, 'Polkadot chain')
  return {
    ...urls,
    polkadot: { ...(await getRococoAssetHubFacts()), wsUrl: polkadot.wsUrl, httpUrl: polkadot.httpUrl },
    frameUrl: `http://${DEVNET_HOST}:${portBase + SECURE_FRAME_PORT_OFFSET}/`,
  }
}

/**
 * The dApp origins the dev auth service allows: this dev server's, by both loopback names, since
 * the secure frame refuses every page it was not told about.
 */
function getLaboratoryOrigins(port: number | undefined): string[] {
  const served = port ?? 5173
  return [`http://127.0.0.1:${served}`, `http://localhost:${served}`]
}

/**
 * Starts the local devnet with the dev server, so `pnpm lab` is one command, and hands its URLs to
 * the page as `__ATRIUM_DEVNET__`. Builds get the default URLs of a devnet started on its own;
 * `ATRIUM_DEVNET=external` does the same for a dev server whose devnet is already running.
 */
export function atriumDevnet(): Plugin {
  let devnet: Devnet | undefined
  return {
    name: 'atrium-devnet',
    async config(config, environment) {
      const external =
        environment.command !== 'serve' || environment.isPreview || process.env.ATRIUM_DEVNET === 'external'
      if (external) {
        return {
          define: {
            __ATRIUM_DEVNET__: JSON.stringify(toLaboratoryDevnet(await getExternalDevnet(portBase()))),
          },
        }
      }
      devnet = await startDevnet({
        portBase: portBase(),
        ...directoryWallets(),
        auth: { allowedOrigins: getLaboratoryOrigins(config.server?.port) },
      })
      const endpoints = { ...devnet, frameUrl: devnet.auth?.frame.url }
      return { define: { __ATRIUM_DEVNET__: JSON.stringify(toLaboratoryDevnet(endpoints)) } }
    },
    configureServer(server) {
      for (const service of devnet?.services ?? [])
        server.config.logger.info(`  devnet  ${service.name.padEnd(24)} ${service.url}`)
      server.httpServer?.once('close', () => void devnet?.stop())
      // POST from the same machine: the relay goes down and comes back, as in an outage mid-session (e2e).
      server.middlewares.use('/__atrium/devnet/relay/restart', (request, response) => {
        const loopback = ['127.0.0.1', '::1', '::ffff:127.0.0.1'].includes(request.socket.remoteAddress ?? '')
        const relay = devnet?.relay
        if (request.method !== 'POST' || !loopback || relay === undefined) {
          response.statusCode = request.method === 'POST' ? 404 : 405
          response.end()
          return
        }
        relay.restart().then(
          () => response.writeHead(204).end(),
          (error: unknown) => response.writeHead(500).end(String(error)),
        )
      })
    },
  }
}
