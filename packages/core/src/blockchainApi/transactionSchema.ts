import { z } from 'zod'

const imageSchema = z.object({ url: z.string() })

/** A transfer of a history transaction: a fungible token or an NFT (SPEC §3). */
export const transactionTransferSchema = z.object({
  fungible_info: z
    .object({ name: z.string().optional(), symbol: z.string().optional(), icon: imageSchema.nullish() })
    .nullish(),
  nft_info: z
    .object({
      name: z.string().nullish(),
      content: z.object({ preview: imageSchema.nullish() }).nullish(),
      flags: z.object({ is_spam: z.boolean() }).nullish(),
    })
    .nullish(),
  direction: z.string().optional(),
  quantity: z.object({ numeric: z.string() }).optional(),
  value: z.number().nullish(),
  price: z.number().nullish(),
})

/** [API-005] A history transaction: id, metadata and transfers (SPEC §3 Transaction state). */
export const transactionSchema = z.object({
  id: z.string(),
  metadata: z.object({
    minedAt: z.string(),
    chain: z.string().nullish(),
    operationType: z.string(),
    status: z.string(),
    sentFrom: z.string(),
    sentTo: z.string(),
    hash: z.string().optional(),
  }),
  transfers: z.array(transactionTransferSchema).nullish(),
})

/** A history transaction. */
export type Transaction = z.output<typeof transactionSchema>

/** [API-005] Response of the history endpoint: one page and the cursor of the next (null at the end). */
export const transactionHistorySchema = z.object({
  data: z.array(transactionSchema),
  next: z.string().nullish(),
})
