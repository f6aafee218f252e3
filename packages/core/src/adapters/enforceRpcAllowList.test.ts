import {
  isAtriumError,
  isRpcMethodAllowed,
  RPC_SAFE_METHODS,
  RPC_UNSAFE_METHODS,
  RpcMethodNotAllowedError,
} from '@atrium/common'
import { fc, test } from '@fast-check/vitest'
import { describe, expect, it } from 'vitest'
import type { AuthRpcRequest } from './AuthProvider.js'
import { enforceRpcAllowList } from './enforceRpcAllowList.js'

/**
 * The embedded wallet's side of `request`, in memory: it records what reaches it and answers with
 * the method it received, so a test sees both what was forwarded and what came back.
 */
function createRecordingWallet() {
  const received: AuthRpcRequest[] = []
  const request = async (parameters: AuthRpcRequest) => {
    received.push(parameters)
    return { answered: parameters.method }
  }
  return { received, request: enforceRpcAllowList(request) }
}

async function expectRefused(promise: Promise<unknown>) {
  const error = await promise.then(
    () => expect.unreachable('the request was forwarded'),
    (reason: unknown) => reason,
  )
  expect(error).toBeInstanceOf(RpcMethodNotAllowedError)
  expect(isAtriumError(error) && error.code).toBe('RPC_METHOD_NOT_ALLOWED')
  expect((error as Error).message).toBe('Requested RPC call is not allowed')
}

describe('enforceRpcAllowList', () => {
  it('[RPC-001] a safe method reaches the embedded wallet with its parameters, and its answer comes back', async () => {
    const wallet = createRecordingWallet()
    const request = { method: 'eth_getBalance', params: ['0x0', 'latest'], chainId: 1 }
    await expect(wallet.request(request)).resolves.toEqual({ answered: 'eth_getBalance' })
    expect(wallet.received).toEqual([request])
  })

  it('[RPC-002] an unsafe method reaches the embedded wallet', async () => {
    const wallet = createRecordingWallet()
    await expect(
      wallet.request({ method: 'personal_sign', params: ['0x68656c6c6f', '0x0'] }),
    ).resolves.toEqual({ answered: 'personal_sign' })
    await expect(wallet.request({ method: 'solana_signMessage' })).resolves.toEqual({
      answered: 'solana_signMessage',
    })
    expect(wallet.received.map(({ method }) => method)).toEqual(['personal_sign', 'solana_signMessage'])
  })

  it.each([
    'eth_unknownMethod',
    'debug_traceTransaction',
    'eth_sign',
    '__proto__',
    'constructor',
    'toString',
    '',
    'ETH_CALL',
    ' eth_call',
  ])(
    "[RPC-003] %j rejects with 'Requested RPC call is not allowed' and never reaches the wallet",
    async (method) => {
      const wallet = createRecordingWallet()
      await expectRefused(wallet.request({ method }))
      expect(wallet.received).toEqual([])
    },
  )

  it.each([
    { label: 'a number', request: { method: 1 } },
    { label: 'null', request: { method: null } },
    { label: 'an object', request: { method: { toString: () => 'eth_call' } } },
    { label: 'a missing method', request: {} },
    { label: 'no request at all', request: undefined },
    { label: 'a string instead of a request', request: 'eth_call' },
  ])('[RPC-003] $label rejects with the typed error and never reaches the wallet', async ({ request }) => {
    const wallet = createRecordingWallet()
    await expectRefused(wallet.request(request as unknown as AuthRpcRequest))
    expect(wallet.received).toEqual([])
  })

  it('[RPC-003] the refusal is a rejection, never a synchronous throw, and names the method in meta', async () => {
    const wallet = createRecordingWallet()
    let pending: Promise<unknown> | undefined
    expect(() => {
      pending = wallet.request({ method: 'eth_unknownMethod' })
    }).not.toThrow()
    const error = await (pending as Promise<unknown>).catch((reason: unknown) => reason)
    expect(error).toMatchObject({ meta: { method: 'eth_unknownMethod' } })
    expect((error as Error).message).toMatchInlineSnapshot(`"Requested RPC call is not allowed"`)
  })

  it('[RPC-003] a method getter that changes its answer after the check cannot smuggle a method through', async () => {
    const wallet = createRecordingWallet()
    const answers = ['eth_chainId', 'debug_traceTransaction']
    const request = {
      get method() {
        return answers.shift() ?? 'debug_traceTransaction'
      },
    }
    await wallet.request(request)
    expect(wallet.received.map(({ method }) => method)).toEqual(['eth_chainId'])
  })

  it('[RPC-001][RPC-002] every method of both lists is forwarded', async () => {
    const wallet = createRecordingWallet()
    const methods = [...RPC_SAFE_METHODS, ...RPC_UNSAFE_METHODS]
    for (const method of methods) await wallet.request({ method })
    expect(wallet.received.map(({ method }) => method)).toEqual(methods)
  })

  test.prop([fc.string().filter((method) => !isRpcMethodAllowed(method))])(
    '[RPC-003] any string outside both lists is refused without reaching the wallet',
    async (method) => {
      const wallet = createRecordingWallet()
      await expectRefused(wallet.request({ method }))
      expect(wallet.received).toEqual([])
    },
  )
})
