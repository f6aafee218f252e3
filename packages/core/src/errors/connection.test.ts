import { describe, expect, it } from 'vitest'
import { ConnectionControllerClientNotSetError, DisconnectFailedError } from './connection.js'

describe('connection errors', () => {
  it('[ERR-017][CONN-024] carry their catalogue code, class name and exact text', () => {
    expect(new ConnectionControllerClientNotSetError().toJSON()).toMatchInlineSnapshot(`
      {
        "code": "CONNECTION_CONTROLLER_CLIENT_NOT_SET",
        "message": "ConnectionController client not set",
        "name": "ConnectionControllerClientNotSetError",
      }
    `)
    const cause = new Error('wallet gone')
    expect(new DisconnectFailedError({ cause })).toMatchObject({
      name: 'DisconnectFailedError',
      code: 'DISCONNECT_FAILED',
      message: 'Failed to disconnect',
      cause,
    })
  })
})
