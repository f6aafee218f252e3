import * as z from 'zod/mini'

/**
 * [API-014][API-015] An account name of the name service: the name, the addresses it points to
 * keyed by coin type, and its text attributes. The storage caches re-check cached names with
 * `isNameRecord`, which must stay in step.
 */
export const nameRecordSchema = z.object({
  name: z.string(),
  registered: z.optional(z.number()),
  updated: z.optional(z.number()),
  addresses: z.record(z.string(), z.object({ address: z.string(), created: z.optional(z.number()) })),
  attributes: z.optional(z.array(z.record(z.string(), z.string()))),
})

/** An account name record. */
export type NameRecord = z.output<typeof nameRecordSchema>
