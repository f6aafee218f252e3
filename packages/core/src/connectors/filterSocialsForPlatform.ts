import { DEFAULT_SOCIALS, type SocialProvider, TELEGRAM_HIDDEN_SOCIALS } from '@atrium/common'

/** The Telegram client platforms with hidden socials; any other value hides nothing. */
export type TelegramPlatform = keyof typeof TELEGRAM_HIDDEN_SOCIALS | (string & {})

/** [OPT-006] `features.socials`, or the default google, x, discord, farcaster, github, apple, facebook. */
export function getSocials(configured?: readonly SocialProvider[]): readonly SocialProvider[] {
  return configured ?? DEFAULT_SOCIALS
}

/**
 * [FRAME-024][FRAME-025][FRAME-026] Inside Telegram, removes the socials its platform cannot
 * complete: iOS drops google, macOS drops x, Android drops facebook and x. Pass `undefined`
 * outside Telegram: the list is then returned as it is.
 */
export function filterSocialsForPlatform(
  socials: readonly SocialProvider[],
  platform: TelegramPlatform | undefined,
): readonly SocialProvider[] {
  if (platform === undefined || !Object.hasOwn(TELEGRAM_HIDDEN_SOCIALS, platform)) return socials
  const hidden: readonly string[] = TELEGRAM_HIDDEN_SOCIALS[platform as keyof typeof TELEGRAM_HIDDEN_SOCIALS]
  return socials.filter((social) => !hidden.includes(social))
}
