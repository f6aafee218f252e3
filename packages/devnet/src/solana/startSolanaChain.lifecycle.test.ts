import { spawn } from 'node:child_process'
import { createServer, type Server } from 'node:net'
import { fileURLToPath, pathToFileURL } from 'node:url'
import {
  Connection,
  Keypair,
  LAMPORTS_PER_SOL,
  PublicKey,
  SystemProgram,
  sendAndConfirmTransaction,
  Transaction,
} from '@solana/web3.js'
import { afterEach, describe, expect, test } from 'vitest'
import { DevnetInvalidParameterError, DevnetPortInUseError } from '../errors.js'
import { getFreePort, isPortFree } from '../ports.js'
import { SOLANA_DEV_MINT } from './solanaDevMint.js'
import {
  createAssociatedTokenAccountInstruction,
  createTransferCheckedInstruction,
  getAssociatedTokenAddress,
  getDevKeypair,
} from './solanaTestClient.test-helper.js'
import { type DevnetSolanaChain, startSolanaChain } from './startSolanaChain.js'

const chains: DevnetSolanaChain[] = []
const blockers: Server[] = []

afterEach(async () => {
  await Promise.all(chains.splice(0).map((chain) => chain.stop()))
  await Promise.all(blockers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))))
})

async function start(parameters: Parameters<typeof startSolanaChain>[0]) {
  const chain = await startSolanaChain(parameters)
  chains.push(chain)
  return chain
}

async function occupy(port: number): Promise<void> {
  const server = createServer()
  blockers.push(server)
  await new Promise<void>((resolve) => server.listen({ port, host: '127.0.0.1' }, resolve))
}

/** A free port whose successor is free too. */
async function getFreePortPair(): Promise<number> {
  for (;;) {
    const port = await getFreePort()
    if (port < 65_535 && (await isPortFree(port + 1))) return port
  }
}

describe('startSolanaChain: lifecycle', () => {
  test('serves PubSub on port + 1 by default, where a plain Connection looks for it', async () => {
    const port = await getFreePortPair()
    const chain = await start({ port })
    expect(chain.rpcUrl).toBe(`http://127.0.0.1:${port}`)
    expect(chain.wsUrl).toBe(`ws://127.0.0.1:${port + 1}`)
    const connection = new Connection(chain.rpcUrl, 'confirmed')
    const from = getDevKeypair(0)
    const transaction = new Transaction().add(
      SystemProgram.transfer({
        fromPubkey: from.publicKey,
        toPubkey: Keypair.generate().publicKey,
        lamports: LAMPORTS_PER_SOL,
      }),
    )
    expect(await sendAndConfirmTransaction(connection, transaction, [from])).toEqual(expect.any(String))
  })

  test('stop() frees both ports and can be called twice', async () => {
    const chain = await start({ port: 0 })
    expect(await isPortFree(chain.port)).toBe(false)
    expect(await isPortFree(chain.wsPort)).toBe(false)
    await Promise.all([chain.stop(), chain.stop()])
    expect(await isPortFree(chain.port)).toBe(true)
    expect(await isPortFree(chain.wsPort)).toBe(true)
    await expect(fetch(chain.rpcUrl, { method: 'POST', body: '{}' })).rejects.toThrow()
  })

  test('reports a taken JSON-RPC port as DEVNET_PORT_IN_USE', async () => {
    const port = await getFreePortPair()
    await occupy(port)
    const error = await startSolanaChain({ port }).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(DevnetPortInUseError)
    expect(error).toMatchObject({
      code: 'DEVNET_PORT_IN_USE',
      port,
      meta: { port, service: 'Solana JSON-RPC' },
    })
    expect(await isPortFree(port + 1)).toBe(true)
  })

  test('reports a taken PubSub port as DEVNET_PORT_IN_USE and releases the JSON-RPC port', async () => {
    const port = await getFreePortPair()
    await occupy(port + 1)
    const error = await startSolanaChain({ port }).catch((caught: unknown) => caught)
    expect(error).toMatchObject({
      code: 'DEVNET_PORT_IN_USE',
      message: `Port ${port + 1} is already in use (Solana PubSub WebSocket). Stop the process using it or pick other ports with --port-base.`,
    })
    expect(await isPortFree(port)).toBe(true)
  })

  test('takes an explicit wsPort', async () => {
    const [port, wsPort] = [await getFreePort(), await getFreePort()]
    const chain = await start({ port, wsPort })
    expect([chain.port, chain.wsPort]).toEqual([port, wsPort])
  })

  test('rejects ports that are no ports', async () => {
    await expect(startSolanaChain({ port: -1 })).rejects.toBeInstanceOf(DevnetInvalidParameterError)
    await expect(startSolanaChain({ port: 1.5 })).rejects.toMatchObject({ code: 'DEVNET_INVALID_PARAMETER' })
    await expect(startSolanaChain({ port: 0, wsPort: 70_000 })).rejects.toMatchObject({
      code: 'DEVNET_INVALID_PARAMETER',
      message: 'Invalid wsPort: 70000 is not a port (an integer from 0 to 65535; 0 picks a free one).',
    })
    await expect(startSolanaChain({ port: 65_535 })).rejects.toMatchObject({
      code: 'DEVNET_INVALID_PARAMETER',
    })
  })

  test('runs 20 chains one after another, each with a transfer and an ATA, without corrupting the heap', async () => {
    const mint = new PublicKey(SOLANA_DEV_MINT.address)
    const sender = getDevKeypair(0)
    const recipient = getDevKeypair(5).publicKey
    const results: string[] = []
    for (let run = 0; run < 20; run += 1) {
      const chain = await startSolanaChain({ port: 0 })
      try {
        const connection = new Connection(chain.rpcUrl, 'confirmed')
        const transaction = new Transaction().add(
          SystemProgram.transfer({
            fromPubkey: sender.publicKey,
            toPubkey: recipient,
            lamports: LAMPORTS_PER_SOL,
          }),
          createAssociatedTokenAccountInstruction({ payer: sender.publicKey, owner: recipient, mint }),
          createTransferCheckedInstruction({
            source: getAssociatedTokenAddress(sender.publicKey, mint),
            mint,
            destination: getAssociatedTokenAddress(recipient, mint),
            owner: sender.publicKey,
            amount: 1_000_000n,
            decimals: 6,
          }),
        )
        // Processed synchronously: the status is final as soon as sendTransaction answers.
        const signature = await connection.sendTransaction(transaction, [sender])
        expect((await connection.getSignatureStatus(signature)).value).toMatchObject({
          err: null,
          confirmationStatus: 'finalized',
        })
        const balance = await connection.getBalance(recipient)
        const tokens = await connection.getTokenAccountBalance(getAssociatedTokenAddress(recipient, mint))
        results.push(`${balance}/${tokens.value.uiAmountString}`)
      } finally {
        await chain.stop()
      }
    }
    expect(results).toEqual(Array(20).fill(`${1001 * LAMPORTS_PER_SOL}/1`))
  })

  test('lets Node exit by itself after stop(), with WebSocket and HTTP clients still connected', async () => {
    const entry = pathToFileURL(
      fileURLToPath(new URL('../../dist/solana/startSolanaChain.js', import.meta.url)),
    )
    const script = `
      import { WebSocket } from 'ws'
      import { startSolanaChain } from ${JSON.stringify(entry.href)}
      const chain = await startSolanaChain({ port: 0 })
      const answer = await fetch(chain.rpcUrl, { method: 'POST', body: '{"jsonrpc":"2.0","id":1,"method":"getSlot"}' })
      await answer.json()
      const socket = new WebSocket(chain.wsUrl)
      await new Promise((resolve) => socket.once('open', resolve))
      socket.send('{"jsonrpc":"2.0","id":1,"method":"slotSubscribe"}')
      await new Promise((resolve) => socket.once('message', resolve))
      await chain.stop()
      console.log('stopped')
    `
    const child = spawn(process.execPath, ['--input-type=module', '-e', script], {
      cwd: fileURLToPath(new URL('../..', import.meta.url)),
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    child.stdout.on('data', (data: Buffer) => {
      output += data.toString()
    })
    child.stderr.on('data', (data: Buffer) => {
      output += data.toString()
    })
    // A process held open by a leftover handle would never exit: kill it after a generous bound.
    const killer = setTimeout(() => child.kill('SIGKILL'), 15_000)
    const exit = await new Promise<{ code: number | null; signal: string | null }>((resolve) =>
      child.once('close', (code, signal) => resolve({ code, signal })),
    )
    clearTimeout(killer)
    expect(output.trim()).toBe('stopped')
    expect(exit).toEqual({ code: 0, signal: null })
  })
})
