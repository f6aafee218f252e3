import { HTTPException } from 'hono/http-exception'

/**
 * The USD price of every asset the devnet's Blockchain API reports, by symbol: fixed, so tests can
 * compute the values they expect. An asset missing here is priced 0.
 */
export const DEVNET_USD_PRICES: Readonly<Record<string, number>> = Object.freeze({
  ETH: 3000,
  SOL: 150,
  BTC: 60_000,
  ROC: 5,
  USDC: 1,
  DUSD: 1,
  ATR: 2.5,
})

/** What one US dollar is worth in each currency the API answers in (the `currency` parameter). */
export const DEVNET_CURRENCY_RATES: Readonly<Record<string, number>> = Object.freeze({
  usd: 1,
  eur: 0.9,
  gbp: 0.8,
})

/**
 * What one US dollar is worth in `currency` (case-insensitive).
 *
 * @throws HTTPException 400 for a currency not in `DEVNET_CURRENCY_RATES`.
 */
export function getDevnetCurrencyRate(currency: string): number {
  const rate = DEVNET_CURRENCY_RATES[currency.toLowerCase()]
  if (rate === undefined) throw new HTTPException(400, { message: `Unsupported currency: ${currency}` })
  return rate
}

/**
 * The price of `symbol` in `currency`.
 *
 * @throws HTTPException 400 for a currency not in `DEVNET_CURRENCY_RATES`.
 */
export function getDevnetPrice(symbol: string, currency: string): number {
  return (DEVNET_USD_PRICES[symbol] ?? 0) * getDevnetCurrencyRate(currency)
}
