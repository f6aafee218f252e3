'use client'

import { NetworkImage } from './NetworkImage.js'

export type WaitingImageProps = {
  /** The wallet's name, the source of the fallback letter. */
  name: string
  imageUrl?: string | undefined
  /** The image's width and height in px; the ring adds 8 px on each side. Defaults to 80. */
  size?: number
  /** Draws the moving ring and announces `label` as a status. */
  waiting: boolean
  /** What is awaited, read by assistive technology (e.g. 'Waiting for MetaMask'). */
  label: string
}

const RING_GAP = 8
const RING_WIDTH = 3

/**
 * A wallet's image framed by a ring that runs around it while the wallet is awaited, so the
 * wait is shown on the wallet itself. The ring moves with a CSS animation, which reduced motion
 * slows instead of stopping.
 */
export function WaitingImage({ name, imageUrl, size = 80, waiting, label }: WaitingImageProps) {
  const side = size + RING_GAP * 2
  const inset = RING_WIDTH / 2
  const rect = {
    x: inset,
    y: inset,
    width: side - RING_WIDTH,
    height: side - RING_WIDTH,
    // The image's own corner (25 %) grown by the gap, so ring and image stay parallel.
    rx: size * 0.25 + RING_GAP,
    fill: 'none',
    strokeWidth: RING_WIDTH,
  }
  return (
    <span className="atr-waiting-image" style={{ width: side, height: side }}>
      <NetworkImage name={name} imageUrl={imageUrl} size={size} shape="rounded" decorative />
      {waiting && (
        <span role="status" aria-live="polite">
          <svg
            className="atr-waiting-ring"
            width={side}
            height={side}
            viewBox={`0 0 ${side} ${side}`}
            aria-hidden="true"
            focusable="false"
          >
            <rect {...rect} stroke="currentColor" strokeOpacity="0.15" />
            <rect
              {...rect}
              className="atr-waiting-ring-arc"
              stroke="var(--atrium-accent, currentColor)"
              strokeLinecap="round"
              pathLength={100}
              strokeDasharray="24 76"
            />
          </svg>
          <span className="atr-visually-hidden">{label}</span>
        </span>
      )}
    </span>
  )
}
