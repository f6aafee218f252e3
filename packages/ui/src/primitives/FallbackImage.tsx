'use client'

import { type CSSProperties, type ReactNode, useState } from 'react'
import { joinClassNames } from './joinClassNames.js'

export type FallbackImageProps = {
  imageUrl?: string | undefined
  size: number
  shape: 'circle' | 'rounded'
  /** The accessible name; `undefined` makes the image decorative (hidden from assistive technology). */
  label?: string | undefined
  /** Drawn when there is no image or it fails to load. */
  fallback: ReactNode
  fallbackStyle?: CSSProperties
}

/**
 * An image of fixed size that shows `fallback` instead when `imageUrl` is absent or fails to load,
 * so a broken icon never appears. Shared by network images, wallet images and avatars.
 */
export function FallbackImage({ imageUrl, size, shape, label, fallback, fallbackStyle }: FallbackImageProps) {
  const [failedUrl, setFailedUrl] = useState<string>()
  const showImage = imageUrl !== undefined && imageUrl !== '' && failedUrl !== imageUrl
  const className = joinClassNames('atr-image', `atr-image--${shape}`)
  const style = {
    width: size,
    height: size,
    fontSize: Math.round(size * 0.45),
    ...(showImage ? {} : fallbackStyle),
  }
  if (showImage) {
    return (
      <span className={className} style={style} aria-hidden={label === undefined || undefined}>
        <img
          src={imageUrl}
          alt={label ?? ''}
          width={size}
          height={size}
          onError={() => setFailedUrl(imageUrl)}
        />
      </span>
    )
  }
  if (label === undefined) {
    return (
      <span className={className} style={style} aria-hidden="true">
        {fallback}
      </span>
    )
  }
  return (
    <span className={className} style={style} role="img" aria-label={label}>
      {fallback}
    </span>
  )
}
