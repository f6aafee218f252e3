import { z } from 'zod'

/** A hex or decimal quantity the API may send as a string or a number; kept as a string. */
export const quantitySchema = z.union([z.string(), z.number()]).transform((value) => String(value))

/**
 * [API-011][API-012] The transaction the API builds for a swap or an approval: `to`, `data`,
 * `value` and the EVM `gas` / `gasPrice`.
 */
export const swapTransactionSchema = z.object({
  tx: z.object({
    from: z.string().optional(),
    to: z.string(),
    data: z.string(),
    value: quantitySchema,
    eip155: z.object({ gas: quantitySchema, gasPrice: quantitySchema }),
  }),
})

/** A transaction built by the API. */
export type SwapTransaction = z.output<typeof swapTransactionSchema>['tx']
