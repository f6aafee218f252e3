import * as z from 'zod/mini'

const nullableText = z.pipe(
  z.nullish(z.string()),
  z.transform((value: string | null | undefined) => value ?? null),
)

/**
 * [API-004] Response of GET `/v1/identity/{address}`: the address's name and avatar, either may be
 * null. The storage caches re-check cached identities with `isIdentity`, which must stay in step.
 */
export const identitySchema = z.object({
  name: nullableText,
  avatar: nullableText,
})

/** [API-004] An address's identity: name and avatar, `null` when it has none. */
export type Identity = z.output<typeof identitySchema>
