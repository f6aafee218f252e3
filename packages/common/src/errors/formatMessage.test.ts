import { describe, expect, expectTypeOf, it } from 'vitest'
import { formatMessage, type MessageParameters } from './formatMessage.js'
import { NETWORK_MESSAGES } from './messages/networkMessages.js'
import { RPC_MESSAGES } from './messages/rpcMessages.js'

describe('formatMessage', () => {
  it('[VAL-012] returns a domain text without placeholders as it is', () => {
    expect(formatMessage(NETWORK_MESSAGES.INVALID_CHAIN_ID)).toBe('Invalid chainId')
  })

  it('[API-029] fills the placeholders of a domain text', () => {
    expect(formatMessage(RPC_MESSAGES.HTTP_STATUS, { status: 404 })).toBe('HTTP status code: 404')
  })

  it('types the parameters from the text', () => {
    expectTypeOf<MessageParameters<typeof RPC_MESSAGES.HTTP_STATUS>>().toEqualTypeOf<{
      readonly status: string | number | bigint
    }>()
    // @ts-expect-error a text with placeholders needs its parameters
    formatMessage(RPC_MESSAGES.HTTP_STATUS)
    // @ts-expect-error a text without placeholders takes none
    formatMessage(NETWORK_MESSAGES.INVALID_CHAIN_ID, { n: 1 })
    // @ts-expect-error an unknown placeholder does not compile
    formatMessage(RPC_MESSAGES.HTTP_STATUS, { code: 404 })
  })
})
