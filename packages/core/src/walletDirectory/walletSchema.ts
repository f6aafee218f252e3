import * as z from 'zod/mini'

const optionalText = z.nullish(z.string())

/**
 * A wallet of the directory (SPEC §3 Wallet): id, name, image id, rdns, the mobile / desktop /
 * web-app links and the installed flag. Unknown fields are dropped; absent links may be `null`.
 * The recent-wallets storage re-checks stored wallets with `isWallet`, which must stay in step.
 */
export const walletSchema = z.object({
  id: z.string().check(z.minLength(1)),
  name: z.string(),
  image_id: optionalText,
  image_url: optionalText,
  rdns: optionalText,
  homepage: optionalText,
  mobile_link: optionalText,
  desktop_link: optionalText,
  webapp_link: optionalText,
  app_store: optionalText,
  play_store: optionalText,
  chrome_store: optionalText,
  chains: z.nullish(z.array(z.string())),
  badge_type: optionalText,
  installed: z.optional(z.boolean()),
})

/** A wallet of the directory. */
export type Wallet = z.output<typeof walletSchema>
