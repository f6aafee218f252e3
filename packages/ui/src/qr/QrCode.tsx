'use client'

import { useMemo } from 'react'
import { createQrCodePath, QR_QUIET_ZONE_MODULES } from './createQrCodePath.js'

export type QrCodeProps = {
  /** The text to encode, e.g. a WalletConnect URI. */
  value: string
  /** Width and height in px. Defaults to 280. */
  size?: number | undefined
  /** The accessible name of the image, e.g. 'QR code to scan with your wallet'. */
  label: string
  /** An image drawn in the centre (e.g. the wallet's logo). */
  imageUrl?: string | undefined
}

/**
 * A QR code drawn as one SVG path, black on white with the standard quiet zone whatever the theme
 * (scanners need the contrast), with an optional centred image.
 */
export function QrCode({ value, size = 280, label, imageUrl }: QrCodeProps) {
  const withImage = imageUrl !== undefined && imageUrl !== ''
  const { moduleCount, path, imageModules } = useMemo(
    () => createQrCodePath(value, { withImage }),
    [value, withImage],
  )
  const side = moduleCount + QR_QUIET_ZONE_MODULES * 2
  const imageStart = (side - imageModules) / 2
  return (
    <svg
      className="atr-qr"
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${side} ${side}`}
      shapeRendering="crispEdges"
    >
      <rect width={side} height={side} fill="#fff" />
      <path d={path} fill="#000" />
      {withImage && (
        <image
          href={imageUrl}
          x={imageStart + 0.5}
          y={imageStart + 0.5}
          width={imageModules - 1}
          height={imageModules - 1}
          preserveAspectRatio="xMidYMid meet"
        />
      )}
    </svg>
  )
}
