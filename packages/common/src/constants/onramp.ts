/** [ONRAMP-008] Lower bound of the on-ramp fee, as a rate of the fiat amount. */
export const ONRAMP_FEE_RATE_MIN = 0.01

/** [ONRAMP-008] Upper bound of the on-ramp fee, as a rate of the fiat amount. */
export const ONRAMP_FEE_RATE_MAX = 0.02

/** [ONRAMP-004][ONRAMP-005] Built-in payment-method limits, used when options cannot be fetched. */
export const ONRAMP_FALLBACK_PAYMENT_METHOD_LIMITS = [
  { id: 'card', min: '10.00', max: '7500.00' },
  { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
] as const

/** [ONRAMP-002][ONRAMP-006] Built-in payment currencies, each with the fallback limits. */
export const ONRAMP_FALLBACK_PAYMENT_CURRENCIES = [
  { id: 'USD', payment_method_limits: ONRAMP_FALLBACK_PAYMENT_METHOD_LIMITS },
  { id: 'EUR', payment_method_limits: ONRAMP_FALLBACK_PAYMENT_METHOD_LIMITS },
] as const

const ETHEREUM = { name: 'ethereum', display_name: 'Ethereum', chain_id: '1' } as const
const POLYGON = { name: 'polygon', display_name: 'Polygon', chain_id: '137' } as const

/**
 * [ONRAMP-002][ONRAMP-007] Built-in purchase currencies: USDC and ETH on Ethereum and Polygon.
 * Native ETH has an empty `contract_address`; on Polygon ETH is bridged WETH, USDC is native USDC.
 */
export const ONRAMP_FALLBACK_PURCHASE_CURRENCIES = [
  {
    id: 'USDC',
    name: 'USD Coin',
    symbol: 'USDC',
    networks: [
      { ...ETHEREUM, contract_address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48' },
      { ...POLYGON, contract_address: '0x3c499c542cEF5E3811e1192ce70d8cC03d5c3359' },
    ],
  },
  {
    id: 'ETH',
    name: 'Ethereum',
    symbol: 'ETH',
    networks: [
      { ...ETHEREUM, contract_address: '' },
      { ...POLYGON, contract_address: '0x7ceB23fD6bC0adD59E62ac25578270cFf1b9f619' },
    ],
  },
] as const
