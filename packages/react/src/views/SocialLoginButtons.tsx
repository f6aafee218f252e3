'use client'

import {
  EMBEDDED_SOCIAL_PROVIDERS,
  type EmbeddedSocialProvider,
  formatMessage,
  LOGIN_MESSAGES,
  SOCIAL_PROVIDER_NAMES,
  type SocialProvider,
} from '@atrium/common'
import { CONNECTING_SOCIAL_VIEW, filterSocialsForPlatform, getSocials, pushView } from '@atrium/core'
import { Button } from '@atrium/ui'
import { useStore } from 'zustand'
import { useAppKitContext } from '../context/useAppKitContext.js'
import { getTelegramPlatform } from '../platform/getTelegramPlatform.js'
import { openSocialWindow } from './socialWindow.js'

const isEmbeddedProvider = (social: SocialProvider): social is EmbeddedSocialProvider =>
  (EMBEDDED_SOCIAL_PROVIDERS as readonly string[]).includes(social)

/**
 * The Connect view's social sign-in: one button per provider of `features.socials` (OPT-006), less
 * those Telegram's platform cannot complete (FRAME-024..026). The first is a full-width 'Continue
 * with …', the others a grid. A provider opens its window inside the click (browsers block one
 * opened later) and `ConnectingSocial` follows it; Farcaster opens `ConnectingFarcaster`.
 */
export function SocialLoginButtons() {
  const { stores } = useAppKitContext()
  const configured = useStore(stores.options, (state) => state.features.socials)
  if (configured === false) return null
  const socials = filterSocialsForPlatform(getSocials(configured), getTelegramPlatform())
  if (socials.length === 0) return null

  const choose = (social: SocialProvider) => {
    if (social === 'farcaster') {
      pushView(stores, { view: 'ConnectingFarcaster' })
      return
    }
    if (!isEmbeddedProvider(social)) return
    openSocialWindow()
    pushView(stores, { view: CONNECTING_SOCIAL_VIEW, data: { socialProvider: social } })
  }
  const [first, ...rest] = socials
  return (
    <div style={COLUMN_STYLE}>
      {first !== undefined && (
        <Button variant="secondary" fullWidth onClick={() => choose(first)}>
          {formatMessage(LOGIN_MESSAGES.SOCIAL_BUTTON, { provider: SOCIAL_PROVIDER_NAMES[first] })}
        </Button>
      )}
      {rest.length > 0 && (
        <div style={GRID_STYLE}>
          {rest.map((social) => (
            <Button
              key={social}
              variant="secondary"
              fullWidth
              aria-label={formatMessage(LOGIN_MESSAGES.SOCIAL_BUTTON, {
                provider: SOCIAL_PROVIDER_NAMES[social],
              })}
              onClick={() => choose(social)}
            >
              {SOCIAL_PROVIDER_NAMES[social]}
            </Button>
          ))}
        </div>
      )}
    </div>
  )
}

const COLUMN_STYLE = { display: 'flex', flexDirection: 'column', gap: 8 } as const
const GRID_STYLE = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(128px, 1fr))',
  gap: 8,
} as const
