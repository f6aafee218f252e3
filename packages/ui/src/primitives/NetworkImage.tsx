'use client'

import { FallbackImage } from './FallbackImage.js'

export type NetworkImageProps = {
  /** The network's name: the accessible name and the source of the fallback letter. */
  name: string
  imageUrl?: string | undefined
  /** Width and height in px. Defaults to 24. */
  size?: number
  /** Hides the image from assistive technology when the name is already shown beside it. */
  decorative?: boolean
  shape?: 'circle' | 'rounded'
}

/** A network's (or wallet's) image; without one, or if it fails to load, the first letter of its name. */
export function NetworkImage({
  name,
  imageUrl,
  size = 24,
  decorative = false,
  shape = 'circle',
}: NetworkImageProps) {
  return (
    <FallbackImage
      imageUrl={imageUrl}
      size={size}
      shape={shape}
      label={decorative ? undefined : name}
      fallback={<span aria-hidden="true">{getInitial(name)}</span>}
    />
  )
}

function getInitial(name: string): string {
  return (Array.from(name.trim())[0] ?? '?').toUpperCase()
}
