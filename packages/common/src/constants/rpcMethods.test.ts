import { fc, test } from '@fast-check/vitest'
import { describe, expect, it } from 'vitest'
import {
  AUTH_PERMITTED_RPC_METHODS,
  isRpcMethodAllowed,
  isRpcSafeMethod,
  isRpcUnsafeMethod,
  RPC_SAFE_METHODS,
  RPC_UNSAFE_METHODS,
} from './rpcMethods.js'

describe('RPC method lists', () => {
  it('[RPC-001] the safe list holds the named reads and writes', () => {
    expect(RPC_SAFE_METHODS).toEqual(
      expect.arrayContaining([
        'eth_call',
        'eth_getBalance',
        'eth_chainId',
        'eth_getLogs',
        'eth_sendRawTransaction',
        'wallet_getCapabilities',
        'wallet_getCallsStatus',
        'wallet_getAssets',
        'eth_getUserOperationReceipt',
        'eth_getUserOperationByHash',
      ]),
    )
  })

  it('[RPC-002] the unsafe list is exactly the spec list', () => {
    expect(RPC_UNSAFE_METHODS).toEqual([
      'personal_sign',
      'eth_signTypedData_v4',
      'eth_sendTransaction',
      'solana_signMessage',
      'solana_signTransaction',
      'solana_signAllTransactions',
      'solana_signAndSendTransaction',
      'wallet_sendCalls',
      'wallet_grantPermissions',
      'wallet_revokePermissions',
      'eth_sendUserOperation',
    ])
  })

  it('[RPC-001][RPC-002] the lists do not overlap and hold no duplicates', () => {
    const all = [...RPC_SAFE_METHODS, ...RPC_UNSAFE_METHODS]
    expect(new Set(all).size).toBe(all.length)
  })

  it('[RPC-003] methods in neither list are not allowed', () => {
    expect(isRpcMethodAllowed('eth_call')).toBe(true)
    expect(isRpcMethodAllowed('personal_sign')).toBe(true)
    expect(isRpcMethodAllowed('eth_sign')).toBe(false)
    expect(isRpcMethodAllowed('wallet_switchEthereumChain')).toBe(false)
    expect(isRpcSafeMethod('personal_sign')).toBe(false)
    expect(isRpcUnsafeMethod('eth_call')).toBe(false)
  })

  test.prop([fc.anything()], { numRuns: 10_000 })('[RPC-003] the method predicates never throw', (value) => {
    expect(isRpcMethodAllowed(value)).toBe(isRpcSafeMethod(value) || isRpcUnsafeMethod(value))
  })

  it('[RPC-006] authentication permits exactly the spec list', () => {
    expect(AUTH_PERMITTED_RPC_METHODS).toMatchInlineSnapshot(`
      [
        "eth_accounts",
        "eth_requestAccounts",
        "eth_sendRawTransaction",
        "eth_sign",
        "eth_signTransaction",
        "eth_signTypedData",
        "eth_signTypedData_v3",
        "eth_signTypedData_v4",
        "eth_sendTransaction",
        "personal_sign",
        "wallet_switchEthereumChain",
        "wallet_addEthereumChain",
        "wallet_getPermissions",
        "wallet_requestPermissions",
        "wallet_registerOnboarding",
        "wallet_watchAsset",
        "wallet_scanQRCode",
        "wallet_getCallsStatus",
        "wallet_sendCalls",
        "wallet_getCapabilities",
        "wallet_grantPermissions",
        "wallet_revokePermissions",
        "wallet_getAssets",
      ]
    `)
    expect(AUTH_PERMITTED_RPC_METHODS).toHaveLength(23)
  })
})
