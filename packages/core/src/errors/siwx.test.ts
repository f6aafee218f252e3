import { describe, expect, it } from 'vitest'
import { SiwxChainNotSupportedError, SiwxInitializeFailedError, SiwxVerificationFailedError } from './siwx.js'

describe('sign-in errors', () => {
  it('[ERR-002] a session that does not verify: SMART_ACCOUNT_NOT_SUPPORTED with the spec text', () => {
    expect(new SiwxVerificationFailedError({ details: 'bad signature' }).toJSON()).toMatchInlineSnapshot(`
      {
        "code": "SMART_ACCOUNT_NOT_SUPPORTED",
        "message": "This application might not support Smart Accounts",
        "name": "SiwxVerificationFailedError",
      }
    `)
  })

  it('[ERR-004] a chain no verifier serves: CHAIN_NOT_SUPPORTED naming the chain in meta only', () => {
    const error = new SiwxChainNotSupportedError({ chainId: 'solana:5eykt4' })
    expect(error.toJSON()).toMatchInlineSnapshot(`
      {
        "code": "CHAIN_NOT_SUPPORTED",
        "message": "Chain is not supported",
        "name": "SiwxChainNotSupportedError",
      }
    `)
    expect(error.meta).toEqual({ chainId: 'solana:5eykt4' })
  })

  it('[ERR-003] a message that cannot be prepared keeps its cause', () => {
    const cause = new Error('nonce service down')
    expect(new SiwxInitializeFailedError({ cause })).toMatchObject({
      name: 'SiwxInitializeFailedError',
      code: 'AUTHENTICATION_INITIALIZE_FAILED',
      message: 'A problem occurred while trying initialize authentication',
      cause,
    })
  })
})
