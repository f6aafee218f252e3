import { z } from 'zod'

/**
 * [API-014][API-015] An account name of the name service: the name, the addresses it points to
 * keyed by coin type, and its text attributes.
 */
export const nameRecordSchema = z.object({
  name: z.string(),
  registered: z.number().optional(),
  updated: z.number().optional(),
  addresses: z.record(z.string(), z.object({ address: z.string(), created: z.number().optional() })),
  attributes: z.array(z.record(z.string(), z.string())).optional(),
})

/** An account name record. */
export type NameRecord = z.output<typeof nameRecordSchema>
