import { defineNetwork, mainnet, NetworkNotFoundError } from '@atrium/common'
import { createMemoryStorage } from '@atrium/core'
import { ChainNotConfiguredError, ConnectorNotConnectedError, ProviderNotFoundError } from '@wagmi/core'
import {
  ChainMismatchError,
  InternalRpcError,
  SwitchChainError,
  TransactionExecutionError,
  UserRejectedRequestError,
  WaitForCallsStatusTimeoutError,
} from 'viem'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createWagmiAdapter } from '../adapter/createWagmiAdapter.js'
import {
  type ScriptedAnswer,
  startScriptedRpcServer,
  waitForIo,
} from '../transports/startScriptedRpcServer.test-helper.js'
import { toSwitchNetworkError, toWagmiAdapterError } from './toWagmiAdapterError.js'

const ACCOUNT = 'eip155:1:0x52908400098527886E0F7030069857D2E4169EE7' as const
const servers: Awaited<ReturnType<typeof startScriptedRpcServer>>[] = []
afterEach(async () => {
  vi.useRealTimers()
  for (const server of servers.splice(0)) await server.close()
})

async function adapterOn(script: () => ScriptedAnswer) {
  const server = await startScriptedRpcServer(script)
  servers.push(server)
  const adapter = createWagmiAdapter({
    networks: [defineNetwork(mainnet, { rpcUrls: server.url })],
    storage: createMemoryStorage(),
  })
  return { adapter, server }
}

describe('toWagmiAdapterError through the adapter, against a real local HTTP server', () => {
  it('[RPC-017] an HTTP failure (after the retries) is HTTP_REQUEST_FAILED with the status, cause kept', async () => {
    const { adapter, server } = await adapterOn(() => ({ kind: 'status', status: 503 }))
    const error = await adapter.getBalance({ caipAddress: ACCOUNT }).catch((caught: unknown) => caught)
    expect(error).toMatchObject({
      code: 'HTTP_REQUEST_FAILED',
      message: 'HTTP request failed.',
      meta: { status: 503 },
    })
    expect((error as Error).cause).toMatchObject({ name: 'HttpRequestError' })
    expect(server.posts()).toBe(4)
  })

  it('[RPC-017] a JSON-RPC error response is RPC_REQUEST_FAILED with the node code', async () => {
    const { adapter } = await adapterOn(() => ({ kind: 'rpcError', code: -32005, message: 'rate limited' }))
    const error = await adapter.getBalance({ caipAddress: ACCOUNT }).catch((caught: unknown) => caught)
    expect(error).toMatchObject({
      code: 'RPC_REQUEST_FAILED',
      message: 'RPC Request failed.',
      meta: { rpcCode: -32005 },
    })
  })

  it('[RPC-012] a node that never answers ends in REQUEST_TIMEOUT', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const { adapter, server } = await adapterOn(() => ({ kind: 'hang' }))
    let settled = false
    const outcome = adapter.getBalance({ caipAddress: ACCOUNT }).catch((caught: unknown) => {
      settled = true
      return caught
    })
    const runDue = () => vi.advanceTimersByTimeAsync(0)
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      await waitForIo(() => server.posts() === attempt, `request ${attempt}`, runDue)
      await vi.advanceTimersByTimeAsync(10_000)
      if (attempt < 4) {
        await waitForIo(() => vi.getTimerCount() > 0, 'the retry delay', runDue)
        await vi.advanceTimersToNextTimerAsync()
      }
    }
    await waitForIo(() => settled, 'the time-out', runDue)
    expect(await outcome).toMatchObject({
      code: 'REQUEST_TIMEOUT',
      message: 'The request took too long to respond.',
    })
  })
})

describe('toWagmiAdapterError', () => {
  it('passes Atrium errors through unchanged', () => {
    const error = new NetworkNotFoundError()
    expect(toWagmiAdapterError(error)).toBe(error)
  })

  it('[RPC-012] a batch whose status did not settle in time is REQUEST_TIMEOUT, cause kept', () => {
    const timeout = new WaitForCallsStatusTimeoutError({ id: '0x01' })
    expect(toWagmiAdapterError(timeout)).toMatchObject({ code: 'REQUEST_TIMEOUT', cause: timeout })
  })

  it("maps wagmi's connection errors to coded errors, keeping the cause", () => {
    const notConnected = new ConnectorNotConnectedError()
    expect(toWagmiAdapterError(notConnected)).toMatchObject({ code: 'RPC_UNAUTHORIZED', cause: notConnected })
    expect(toWagmiAdapterError(new ProviderNotFoundError()).code).toBe('RPC_RESOURCE_NOT_FOUND')
    expect(toWagmiAdapterError(new ChainNotConfiguredError()).code).toBe('NETWORK_NOT_FOUND')
    expect(
      toWagmiAdapterError(new ChainMismatchError({ chain: mainnetChain(), currentChainId: 10 })).code,
    ).toBe('RPC_CHAIN_DISCONNECTED')
  })

  it('[RPC-018] keeps the deepest wallet code: 4001 stays user rejected under any wrapper', () => {
    const wallet = Object.assign(new Error('User denied'), { code: 4001 })
    const wrapped = new UserRejectedRequestError(new UserRejectedRequestError(wallet))
    expect(toWagmiAdapterError(wrapped)).toMatchObject({
      code: 'RPC_USER_REJECTED_REQUEST',
      rpcCode: 4001,
      message: 'User rejected the request.',
      cause: wrapped,
    })
    const internal = new InternalRpcError(Object.assign(new Error('boom'), { code: -32603 }))
    expect(toWagmiAdapterError(internal)).toMatchObject({ code: 'RPC_INTERNAL_ERROR', rpcCode: -32603 })
  })

  it('[RPC-020][RPC-031] a failed transaction is the readable node error', () => {
    const node = Object.assign(new Error('nonce too low: next nonce 5, tx nonce 3'), { code: -32000 })
    const error = new TransactionExecutionError(node as never, {} as never)
    expect(toWagmiAdapterError(error).code).toBe('NODE_NONCE_TOO_LOW')
    expect(toWagmiAdapterError(new Error('plain'))).toMatchObject({
      code: 'RPC_UNKNOWN_ERROR',
      details: 'plain',
    })
  })

  it('[RPC-019] a failed switch: 4001 kept, 4902 unrecognised, anything else the default chain error', () => {
    const rejected = new UserRejectedRequestError(Object.assign(new Error('no'), { code: 4001 }))
    expect(toSwitchNetworkError(rejected)).toMatchObject({ code: 'RPC_USER_REJECTED_REQUEST', rpcCode: 4001 })
    const unknown = new SwitchChainError(Object.assign(new Error('Unrecognized chain'), { code: 4902 }))
    expect(toSwitchNetworkError(unknown)).toMatchObject({ code: 'CHAIN_UNRECOGNIZED', rpcCode: 4902 })
    const broken = new UserRejectedRequestError(Object.assign(new Error('bad params'), { code: -32602 }))
    expect(toSwitchNetworkError(broken)).toMatchObject({
      code: 'CHAIN_DEFAULT_ERROR',
      rpcCode: 5000,
      cause: broken,
    })
  })
})

function mainnetChain() {
  return { id: 1, name: 'Ethereum' } as never
}
