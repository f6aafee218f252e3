import * as z from 'zod/mini'

/**
 * A token balance (SPEC §3): name, symbol, CAIP-2 chain id, contract address (absent for native
 * tokens), USD value, USD price, quantity `{ decimals, numeric }` and icon. The storage caches
 * re-check cached balances with `isTokenBalance`, which must stay in step.
 */
export const tokenBalanceSchema = z.object({
  name: z.string(),
  symbol: z.string(),
  chainId: z.string(),
  address: z.optional(z.string()),
  value: z.optional(z.number()),
  price: z.number(),
  quantity: z.object({ decimals: z.string(), numeric: z.string() }),
  iconUrl: z.string(),
})

/** A token balance. */
export type TokenBalance = z.output<typeof tokenBalanceSchema>
