import { fc, test } from '@fast-check/vitest'
import { describe, expect, it } from 'vitest'
import { parseNodeError } from './parseNodeError.js'

/** Error texts as geth, anvil, reth and hardhat return them. */
const NODE_TEXTS = [
  ['[RPC-020]', 'execution reverted', 'NODE_EXECUTION_REVERTED_WITHOUT_REASON'],
  ['[RPC-021]', 'max fee per gas higher than 2^256-1', 'NODE_FEE_CAP_TOO_HIGH'],
  [
    '[RPC-022]',
    'max fee per gas less than block base fee: address 0xf39F…, maxFeePerGas: 1 baseFee: 7',
    'NODE_FEE_CAP_TOO_LOW',
  ],
  ['[RPC-022]', 'transaction is outdated', 'NODE_FEE_CAP_TOO_LOW'],
  ['[RPC-023]', 'nonce too high', 'NODE_NONCE_TOO_HIGH'],
  ['[RPC-024]', 'nonce too low: next nonce 5, tx nonce 3', 'NODE_NONCE_TOO_LOW'],
  ['[RPC-024]', 'already known', 'NODE_NONCE_TOO_LOW'],
  ['[RPC-025]', 'nonce has max value', 'NODE_NONCE_MAX_VALUE'],
  [
    '[RPC-026]',
    'insufficient funds for gas * price + value: have 0 want 21000000000000',
    'NODE_INSUFFICIENT_FUNDS',
  ],
  ['[RPC-026]', 'insufficient funds for transfer', 'NODE_INSUFFICIENT_FUNDS'],
  ['[RPC-027]', 'intrinsic gas too high', 'NODE_INTRINSIC_GAS_TOO_HIGH'],
  ['[RPC-027]', 'exceeds block gas limit', 'NODE_INTRINSIC_GAS_TOO_HIGH'],
  ['[RPC-028]', 'intrinsic gas too low: gas 20000, minimum needed 21000', 'NODE_INTRINSIC_GAS_TOO_LOW'],
  ['[RPC-029]', 'transaction type not supported', 'NODE_TRANSACTION_TYPE_NOT_SUPPORTED'],
  ['[RPC-030]', 'max priority fee per gas higher than max fee per gas', 'NODE_TIP_ABOVE_FEE_CAP'],
] as const

describe('parseNodeError', () => {
  for (const [id, text, code] of NODE_TEXTS) {
    it(`${id} '${text}' reads as ${code}`, () => {
      expect(parseNodeError(new Error(text)).code).toBe(code)
      expect(parseNodeError(text).code).toBe(code)
    })
  }

  it('[RPC-020] execution reverted with its reason (geth, anvil, hardhat, ganache)', () => {
    expect(parseNodeError('execution reverted: Ownable: caller is not the owner').message).toBe(
      'Execution reverted with reason: Ownable: caller is not the owner.',
    )
    expect(parseNodeError('execution reverted: revert: Not enough').reason).toBe('Not enough')
    expect(
      parseNodeError(
        "Error: VM Exception while processing transaction: reverted with reason string 'Too low'",
      ).reason,
    ).toBe('Too low')
    expect(parseNodeError('VM Exception while processing transaction: revert Sold out').reason).toBe(
      'Sold out',
    )
  })

  it('[RPC-020] a reason decoded from Error(string) revert data', () => {
    const data =
      '0x08c379a0' +
      '0000000000000000000000000000000000000000000000000000000000000020' +
      '000000000000000000000000000000000000000000000000000000000000000b' +
      '4e6f7420616c6c6f776564000000000000000000000000000000000000000000'
    expect(parseNodeError({ code: 3, message: 'execution reverted', data })).toMatchObject({
      code: 'NODE_EXECUTION_REVERTED',
      reason: 'Not allowed',
    })
    expect(parseNodeError({ code: 3, message: 'reverted', data })).toMatchObject({ reason: 'Not allowed' })
  })

  it('[RPC-020] without a known reason', () => {
    expect(parseNodeError({ code: 3, message: 'execution reverted', data: '0xdeadbeef' }).message).toBe(
      'Execution reverted for an unknown reason.',
    )
  })

  it('[RPC-024] nonce too low suggests fetching the latest transaction count', () => {
    expect(parseNodeError('nonce too low').message).toMatch(/latest transaction count/)
  })

  it('[RPC-026] insufficient funds says the total cost exceeds the balance', () => {
    expect(parseNodeError('insufficient funds for gas * price + value').message).toMatch(
      /total cost .* exceeds the balance/,
    )
  })

  it('[RPC-020..030] finds the node text nested in cause, details or a JSON-RPC error object', () => {
    const viemLike = Object.assign(new Error('Transaction creation failed.'), {
      details: 'nonce too high',
    })
    expect(parseNodeError(viemLike).code).toBe('NODE_NONCE_TOO_HIGH')
    const wrapped = new Error('Request failed', { cause: new Error('intrinsic gas too low') })
    expect(parseNodeError(wrapped).code).toBe('NODE_INTRINSIC_GAS_TOO_LOW')
    const response = {
      jsonrpc: '2.0',
      id: 1,
      error: { code: -32000, message: 'transaction type not supported' },
    }
    expect(parseNodeError(response).code).toBe('NODE_TRANSACTION_TYPE_NOT_SUPPORTED')
    expect(
      parseNodeError({ cause: { cause: { message: 'max fee per gas higher than 2^256-1' } } }).code,
    ).toBe('NODE_FEE_CAP_TOO_HIGH')
  })

  it('[RPC-020] a revert reason wins over other phrases inside it', () => {
    expect(parseNodeError('execution reverted: nonce too low').code).toBe('NODE_EXECUTION_REVERTED')
  })

  it("[RPC-031] unknown errors read exactly 'An error occurred while executing: ' plus the cause", () => {
    expect(parseNodeError('something odd happened').message).toBe(
      'An error occurred while executing: something odd happened',
    )
    expect(parseNodeError(new Error('outer', { cause: new Error('inner detail') })).message).toBe(
      'An error occurred while executing: inner detail',
    )
    expect(parseNodeError(undefined).message).toBe('An error occurred while executing: Unknown error')
  })

  it('[RPC-020..031] pins every readable text', () => {
    expect(
      Object.fromEntries(NODE_TEXTS.map(([, text]) => [text, parseNodeError(text).message])),
    ).toMatchInlineSnapshot(`
      {
        "already known": "Nonce provided for the transaction is lower than the current nonce of the account. Try increasing the nonce or fetch the latest transaction count (eth_getTransactionCount).",
        "exceeds block gas limit": "The amount of gas provided for the transaction exceeds the limit allowed for the block.",
        "execution reverted": "Execution reverted for an unknown reason.",
        "insufficient funds for gas * price + value: have 0 want 21000000000000": "The total cost (gas * gas fee + value) of executing this transaction exceeds the balance of the account.",
        "insufficient funds for transfer": "The total cost (gas * gas fee + value) of executing this transaction exceeds the balance of the account.",
        "intrinsic gas too high": "The amount of gas provided for the transaction exceeds the limit allowed for the block.",
        "intrinsic gas too low: gas 20000, minimum needed 21000": "The amount of gas provided for the transaction is too low.",
        "max fee per gas higher than 2^256-1": "The fee cap (maxFeePerGas) cannot be higher than the maximum allowed value (2^256-1).",
        "max fee per gas less than block base fee: address 0xf39F…, maxFeePerGas: 1 baseFee: 7": "The fee cap (maxFeePerGas) cannot be lower than the block base fee.",
        "max priority fee per gas higher than max fee per gas": "The provided tip (maxPriorityFeePerGas) cannot be higher than the fee cap (maxFeePerGas).",
        "nonce has max value": "Nonce provided for the transaction exceeds the maximum allowed nonce.",
        "nonce too high": "Nonce provided for the transaction is higher than the next one expected.",
        "nonce too low: next nonce 5, tx nonce 3": "Nonce provided for the transaction is lower than the current nonce of the account. Try increasing the nonce or fetch the latest transaction count (eth_getTransactionCount).",
        "transaction is outdated": "The fee cap (maxFeePerGas) cannot be lower than the block base fee.",
        "transaction type not supported": "The transaction type is not supported for this chain.",
      }
    `)
  })

  test.prop([fc.string({ minLength: 1 }).filter((text) => text.trim() !== '')], { numRuns: 10_000 })(
    '[RPC-031] any text matching no pattern reads as the unknown prefix plus the text',
    (text) => {
      const reading = parseNodeError(text)
      if (reading.code === 'NODE_UNKNOWN_ERROR') {
        expect(reading.message).toBe(`An error occurred while executing: ${text.trim()}`)
      }
    },
  )

  test.prop([fc.anything()], { numRuns: 10_000 })('[RPC-020..031] never throws on junk', (value) => {
    const reading = parseNodeError(value)
    expect(reading.message.length).toBeGreaterThan(0)
  })

  it('[RPC-020..031] survives cycles and throwing getters', () => {
    const cyclic: { message: string; cause?: unknown } = { message: 'loop' }
    cyclic.cause = cyclic
    expect(parseNodeError(cyclic).code).toBe('NODE_UNKNOWN_ERROR')
    const hostile = Object.defineProperty({}, 'message', {
      get() {
        throw new Error('nope')
      },
    })
    expect(parseNodeError(hostile).code).toBe('NODE_UNKNOWN_ERROR')
  })
})
