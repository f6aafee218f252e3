'use client'

import { createContext, useCallback, useContext, useEffect, useState } from 'react'
import { WALLET_IMAGE_SIZE_PX } from '../theme/styles/walletGridStyles.js'
import { getWalletMonogram } from './getWalletMonogram.js'

export type WalletImageProps = {
  /** The wallet's name: the accessible name (unless `decorative`) and the monogram's letters. */
  name: string
  /** The wallet's id: the monogram's colour derives from it. */
  seed: string
  imageUrl?: string | undefined
  /** Width and height in px. Defaults to the wallet grid's 48 (`WALLET_IMAGE_SIZE_PX`). */
  size?: number | undefined
  /** How long the image may take to load before the monogram replaces it (UI-014: 2 s). */
  timeoutMs: number
  /** Hides the image from assistive technology when the name is already shown beside it. */
  decorative?: boolean | undefined
}

type ImageStatus = 'loading' | 'loaded' | 'failed'

/** Holds back the wallet images under it that have not started loading (a grid being scrolled). */
export type WalletImageGate = {
  readonly isDeferred: () => boolean
  readonly subscribe: (onChange: () => void) => () => void
  readonly setDeferred: (deferred: boolean) => void
}

/**
 * A gate that tells only the images waiting on it, not every image: a context value would
 * re-render, or walk the tree to, every tile of the grid each time a scroll starts or ends.
 */
export function createWalletImageGate(): WalletImageGate {
  let deferred = false
  const listeners = new Set<() => void>()
  return {
    isDeferred: () => deferred,
    subscribe(onChange) {
      listeners.add(onChange)
      return () => listeners.delete(onChange)
    },
    setDeferred(next) {
      if (next === deferred) return
      deferred = next
      for (const listener of listeners) listener()
    },
  }
}

/**
 * The gate of the wallet images under it: an image not yet started while it is deferred shows the
 * neutral square until it opens. One already started goes on.
 */
export const WalletImageGateContext = createContext<WalletImageGate | undefined>(undefined)

/**
 * A wallet's image, loaded with a time-out: a neutral square while it loads, the image once it
 * has, and a generated monogram (`getWalletMonogram`) when there is no URL, the image fails, or it
 * is still loading after `timeoutMs`. A broken or blank icon never shows. Under
 * a deferred `WalletImageGateContext` the load waits, on the neutral square, until the gate opens.
 */
export function WalletImage({
  name,
  seed,
  imageUrl,
  size = WALLET_IMAGE_SIZE_PX,
  timeoutMs,
  decorative = false,
}: WalletImageProps) {
  const accessibility = decorative
    ? ({ 'aria-hidden': true } as const)
    : ({ role: 'img', 'aria-label': name } as const)
  const url = imageUrl === '' ? undefined : imageUrl
  // Held here, not in the image: a tile scrolled past mounts no image component at all.
  const gate = useContext(WalletImageGateContext)
  const [started, setStarted] = useState(() => gate?.isDeferred() !== true)
  // Subscribed only while waiting: a started image does not hear the grid's scrolls.
  useEffect(() => {
    if (started || gate === undefined) return
    const startWhenOpen = () => {
      if (!gate.isDeferred()) setStarted(true)
    }
    startWhenOpen()
    return gate.subscribe(startWhenOpen)
  }, [started, gate])
  return (
    <span
      className="atr-image atr-image--rounded atr-wallet-image"
      // The default size is the style sheet's, not inline: tiles without an inline style of their own
      // share their computed style, which a grid mounting rows as it scrolls recomputes less.
      style={size === WALLET_IMAGE_SIZE_PX ? undefined : { inlineSize: size, blockSize: size }}
      {...accessibility}
    >
      {/* Keyed by URL: a tile reused for another wallet starts loading afresh. */}
      {(started || url === undefined) && (
        <LoadingImage key={url} name={name} seed={seed} url={url} size={size} timeoutMs={timeoutMs} />
      )}
    </span>
  )
}

type LoadingImageProps = Pick<WalletImageProps, 'name' | 'seed' | 'timeoutMs'> & {
  url: string | undefined
  size: number
}

function LoadingImage({ name, seed, url, size, timeoutMs }: LoadingImageProps) {
  const [status, setStatus] = useState<ImageStatus>(url === undefined ? 'failed' : 'loading')
  useEffect(() => {
    if (status !== 'loading') return
    const timer = setTimeout(() => setStatus('failed'), timeoutMs)
    return () => clearTimeout(timer)
  }, [status, timeoutMs])
  // A cached image is complete before React attaches onLoad: show it at once rather than waiting
  // for an event that has already fired.
  const checkComplete = useCallback((image: HTMLImageElement | null) => {
    if (image?.complete && image.naturalWidth > 0) setStatus('loaded')
  }, [])
  if (status === 'failed') {
    const monogram = getWalletMonogram(name, seed)
    return (
      <span
        className="atr-wallet-monogram"
        style={{
          background: monogram.background,
          color: monogram.foreground,
          fontSize: Math.round(size * 0.36),
        }}
      >
        {monogram.letters}
      </span>
    )
  }
  return (
    <img
      ref={checkComplete}
      className={
        status === 'loaded' ? 'atr-wallet-image-img atr-wallet-image-img--loaded' : 'atr-wallet-image-img'
      }
      src={url}
      alt=""
      width={size}
      height={size}
      decoding="async"
      draggable={false}
      onLoad={() => setStatus('loaded')}
      onError={() => setStatus('failed')}
    />
  )
}
