import { describe, expect, it } from 'vitest'
import { isEvmAddress } from '../validators/isEvmAddress.js'
import {
  ONRAMP_FALLBACK_PAYMENT_CURRENCIES,
  ONRAMP_FALLBACK_PAYMENT_METHOD_LIMITS,
  ONRAMP_FALLBACK_PURCHASE_CURRENCIES,
  ONRAMP_FEE_RATE_MAX,
  ONRAMP_FEE_RATE_MIN,
} from './onramp.js'
import {
  GAS_ESTIMATE_UNITS,
  PROVIDER_FEE_RATE,
  SWAP_DESTINATION_MAX_DECIMALS,
  SWAP_SLIPPAGE_TOLERANCE_PERCENT,
  SWAP_SUGGESTED_TOKEN_SYMBOLS,
} from './swap.js'

describe('swap and on-ramp constants', () => {
  it('[SWAP-023] the provider fee rate is 0.0085', () => {
    expect(PROVIDER_FEE_RATE).toBe(0.0085)
  })

  it('[SWAP-024] the gas estimate is 150000 units', () => {
    expect(GAS_ESTIMATE_UNITS).toBe(150_000n)
  })

  it('[SWAP-025] the slippage tolerance is 1 percent', () => {
    expect(SWAP_SLIPPAGE_TOLERANCE_PERCENT).toBe(1)
  })

  it('[SWAP-026] suggested tokens (chosen)', () => {
    expect(SWAP_SUGGESTED_TOKEN_SYMBOLS).toEqual(['ETH', 'USDC', 'USDT', 'DAI', 'WBTC', 'WETH'])
  })

  it('[SWAP-027] destination amounts show at most 6 decimals', () => {
    expect(SWAP_DESTINATION_MAX_DECIMALS).toBe(6)
  })

  it('[ONRAMP-004][ONRAMP-005] card 10.00-7500.00, ach_bank_account 10.00-25000.00', () => {
    expect(ONRAMP_FALLBACK_PAYMENT_METHOD_LIMITS).toEqual([
      { id: 'card', min: '10.00', max: '7500.00' },
      { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
    ])
  })

  it('[ONRAMP-006] payment currencies are USD and EUR, each with the fallback limits', () => {
    expect(ONRAMP_FALLBACK_PAYMENT_CURRENCIES.map(({ id }) => id)).toEqual(['USD', 'EUR'])
    for (const currency of ONRAMP_FALLBACK_PAYMENT_CURRENCIES) {
      expect(currency.payment_method_limits).toBe(ONRAMP_FALLBACK_PAYMENT_METHOD_LIMITS)
    }
  })

  it('[ONRAMP-007][ONRAMP-010] purchase tokens are USDC and ETH on Ethereum and Polygon', () => {
    expect(
      ONRAMP_FALLBACK_PURCHASE_CURRENCIES.map(({ symbol, networks }) => [
        symbol,
        networks.map((n) => n.chain_id),
      ]),
    ).toEqual([
      ['USDC', ['1', '137']],
      ['ETH', ['1', '137']],
    ])
    for (const currency of ONRAMP_FALLBACK_PURCHASE_CURRENCIES) {
      expect(Object.keys(currency).sort()).toEqual(['id', 'name', 'networks', 'symbol'])
      for (const network of currency.networks) {
        expect(Object.keys(network).sort()).toEqual(['chain_id', 'contract_address', 'display_name', 'name'])
        if (network.contract_address !== '') expect(isEvmAddress(network.contract_address)).toBe(true)
      }
    }
  })

  it('[ONRAMP-008] the on-ramp fee range is 1-2%', () => {
    expect([ONRAMP_FEE_RATE_MIN, ONRAMP_FEE_RATE_MAX]).toEqual([0.01, 0.02])
  })
})
