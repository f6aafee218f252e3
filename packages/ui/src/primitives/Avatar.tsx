'use client'

import { FallbackImage } from './FallbackImage.js'
import { getAvatarGradient } from './getAvatarGradient.js'

export type AvatarProps = {
  /** The account's address; the generated gradient derives from it. */
  address: string
  /** The account's avatar (e.g. from its name record); the gradient shows when absent or broken. */
  imageUrl?: string | undefined
  /** Width and height in px. Defaults to 40. */
  size?: number
  /** The accessible name; without it the avatar is decorative. */
  label?: string
}

/** An account avatar: its image, or a gradient generated deterministically from the address. */
export function Avatar({ address, imageUrl, size = 40, label }: AvatarProps) {
  return (
    <FallbackImage
      imageUrl={imageUrl}
      size={size}
      shape="circle"
      label={label}
      fallback={null}
      fallbackStyle={{ background: getAvatarGradient(address) }}
    />
  )
}
