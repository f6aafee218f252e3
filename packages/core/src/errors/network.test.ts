import { describe, expect, it } from 'vitest'
import {
  ChainAdapterNotFoundError,
  ChainRequiredError,
  NetworkControllerClientNotSetError,
} from './network.js'

describe('network errors', () => {
  it('[ERR-015][ERR-016][ERR-018] carry their catalogue code, class name and exact text', () => {
    expect(new ChainAdapterNotFoundError().toJSON()).toMatchInlineSnapshot(`
      {
        "code": "CHAIN_ADAPTER_NOT_FOUND",
        "message": "Chain adapter not found",
        "name": "ChainAdapterNotFoundError",
      }
    `)
    expect(new NetworkControllerClientNotSetError().toJSON()).toMatchInlineSnapshot(`
      {
        "code": "NETWORK_CONTROLLER_CLIENT_NOT_SET",
        "message": "NetworkController client not set",
        "name": "NetworkControllerClientNotSetError",
      }
    `)
    expect(new ChainRequiredError().message.startsWith('Chain is required')).toBe(true)
    expect(new ChainRequiredError({ details: 'switchNetwork' })).toMatchObject({
      code: 'CHAIN_REQUIRED',
      details: 'switchNetwork',
    })
  })
})
