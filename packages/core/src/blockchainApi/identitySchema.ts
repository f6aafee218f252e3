import { z } from 'zod'

/** [API-004] Response of GET `/v1/identity/{address}`: the address's name and avatar, either may be null. */
export const identitySchema = z.object({
  name: z
    .string()
    .nullish()
    .transform((value) => value ?? null),
  avatar: z
    .string()
    .nullish()
    .transform((value) => value ?? null),
})

/** [API-004] An address's identity: name and avatar, `null` when it has none. */
export type Identity = z.output<typeof identitySchema>
