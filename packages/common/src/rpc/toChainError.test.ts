import { describe, expect, it } from 'vitest'
import { CHAIN_ERROR_CODES } from './jsonRpcErrorCodes.js'
import { toChainError } from './toChainError.js'

describe('toChainError', () => {
  it('[RPC-019] chain error codes are 4902, 5000 and 32603', () => {
    expect(CHAIN_ERROR_CODES).toEqual({ UNRECOGNIZED_CHAIN_ID: 4902, DEFAULT: 5000, INVALID_CHAIN_ID: 32603 })
  })

  it('[RPC-019] 4902 is the unrecognised chain', () => {
    expect(toChainError(4902)).toMatchObject({
      name: 'ChainError',
      code: 'CHAIN_UNRECOGNIZED',
      rpcCode: 4902,
    })
  })

  it('[RPC-019] 32603 is the invalid chain id (positive, as written)', () => {
    expect(toChainError(32603)).toMatchObject({ code: 'CHAIN_INVALID_ID', rpcCode: 32603 })
  })

  it('[RPC-019] anything else is the default 5000', () => {
    expect(toChainError(-32603)).toMatchObject({ code: 'CHAIN_DEFAULT_ERROR', rpcCode: 5000 })
    expect(toChainError(undefined).rpcCode).toBe(5000)
  })

  it('[RPC-019] pins the texts', () => {
    expect([4902, 32603, 5000].map((code) => toChainError(code).message)).toMatchInlineSnapshot(`
      [
        "The wallet does not recognise this chain.",
        "The chain id is not valid.",
        "The wallet could not complete the chain request.",
      ]
    `)
  })
})
