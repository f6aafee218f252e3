'use client'

import { useMemo } from 'react'
import { useLazyValue } from '../lazy/useLazyValue.js'
import { getLoadedQrEncoder, loadQrEncoder } from './loadQrEncoder.js'

const QR_ENCODER = { load: loadQrEncoder, peek: getLoadedQrEncoder }

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
 * (scanners need the contrast), with an optional centred image. The encoder loads on first use
 * (see `loadQrEncoder`); until it arrives the image is a blank white square of the same size,
 * marked busy, so the layout does not move when the code appears.
 */
export function QrCode({ value, size = 280, label, imageUrl }: QrCodeProps) {
  // A failed download leaves the blank square; the next QR code to mount tries again.
  const encoder = useLazyValue(QR_ENCODER)

  const withImage = imageUrl !== undefined && imageUrl !== ''
  const code = useMemo(() => encoder?.createQrCodePath(value, { withImage }), [encoder, value, withImage])
  const side = code === undefined ? 1 : code.moduleCount + code.quietZoneModules * 2
  return (
    <svg
      className="atr-qr"
      role="img"
      aria-label={label}
      aria-busy={code === undefined}
      width={size}
      height={size}
      viewBox={`0 0 ${side} ${side}`}
      shapeRendering="crispEdges"
    >
      <rect width={side} height={side} fill="#fff" />
      {code !== undefined && <path d={code.path} fill="#000" />}
      {code !== undefined && withImage && (
        <image
          href={imageUrl}
          x={(side - code.imageModules) / 2 + 0.5}
          y={(side - code.imageModules) / 2 + 0.5}
          width={code.imageModules - 1}
          height={code.imageModules - 1}
          preserveAspectRatio="xMidYMid meet"
        />
      )}
    </svg>
  )
}
