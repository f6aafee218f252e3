import { z } from 'zod'

const optionalText = z.string().nullish()

/**
 * A wallet of the directory (SPEC §3 Wallet): id, name, image id, rdns, the mobile / desktop /
 * web-app links and the installed flag. Unknown fields are dropped; absent links may be `null`.
 */
export const walletSchema = z.object({
  id: z.string().min(1),
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
  chains: z.array(z.string()).nullish(),
  badge_type: optionalText,
  installed: z.boolean().optional(),
})

/** A wallet of the directory. */
export type Wallet = z.output<typeof walletSchema>
