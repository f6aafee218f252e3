import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createWalletImageGate, WalletImage, WalletImageGateContext } from './WalletImage.js'

// The value @atrium/react passes from @atrium/common's IMAGE_PRELOAD_TIMEOUT_MS.
const TIMEOUT_MS = 2_000
const IMAGE_URL = 'https://directory.example/getWalletImage/metamask'

function createImage(props: Partial<Parameters<typeof WalletImage>[0]> = {}) {
  return (
    <WalletImage
      name="MetaMask"
      seed="metamask"
      imageUrl={IMAGE_URL}
      size={48}
      timeoutMs={TIMEOUT_MS}
      {...props}
    />
  )
}

function renderImage(props: Partial<Parameters<typeof WalletImage>[0]> = {}) {
  return render(createImage(props))
}

function getImage(container: HTMLElement): HTMLImageElement | null {
  return container.querySelector('img')
}

function getMonogram(container: HTMLElement): HTMLElement | null {
  return container.querySelector('.atr-wallet-monogram')
}

beforeEach(() => {
  vi.useFakeTimers()
})

afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

describe('WalletImage', () => {
  it('loads the image (hidden until loaded), then shows it', () => {
    const { container } = renderImage()
    const image = getImage(container) as HTMLImageElement
    expect(image.getAttribute('src')).toBe(IMAGE_URL)
    expect(image.className).not.toContain('--loaded')
    expect(getMonogram(container)).toBeNull()
    fireEvent.load(image)
    expect(image.className).toContain('atr-wallet-image-img--loaded')
  })

  it('[UI-014] an image still loading after 2 s is replaced by the monogram', async () => {
    const { container } = renderImage()
    await act(() => vi.advanceTimersByTimeAsync(TIMEOUT_MS - 1))
    expect(getImage(container)).not.toBeNull()
    await act(() => vi.advanceTimersByTimeAsync(1))
    expect(getImage(container)).toBeNull()
    expect(getMonogram(container)?.textContent).toBe('M')
  })

  it('[UI-014] deferred (a grid scrolling): no request and no time-out until allowed, then the load and its 2 s', async () => {
    const gate = createWalletImageGate()
    gate.setDeferred(true)
    const { container } = render(
      <WalletImageGateContext.Provider value={gate}>{createImage()}</WalletImageGateContext.Provider>,
    )
    await act(() => vi.advanceTimersByTimeAsync(TIMEOUT_MS * 2))
    expect(getImage(container)).toBeNull()
    expect(getMonogram(container)).toBeNull()
    act(() => gate.setDeferred(false))
    expect(getImage(container)?.getAttribute('src')).toBe(IMAGE_URL)
    // Started, it goes on even if the grid scrolls again.
    act(() => gate.setDeferred(true))
    await act(() => vi.advanceTimersByTimeAsync(TIMEOUT_MS - 1))
    expect(getImage(container)).not.toBeNull()
    await act(() => vi.advanceTimersByTimeAsync(1))
    expect(getMonogram(container)?.textContent).toBe('M')
  })

  it('[UI-014] an image that loaded in time stays after the 2 s', async () => {
    const { container } = renderImage()
    fireEvent.load(getImage(container) as HTMLImageElement)
    await act(() => vi.advanceTimersByTimeAsync(TIMEOUT_MS * 2))
    expect(getImage(container)?.className).toContain('--loaded')
    expect(getMonogram(container)).toBeNull()
  })

  it('an image that fails: the monogram at once, coloured from the seed', () => {
    const { container } = renderImage({ name: 'Trust Wallet', seed: 'trust' })
    fireEvent.error(getImage(container) as HTMLImageElement)
    const monogram = getMonogram(container) as HTMLElement
    expect(monogram.textContent).toBe('TW')
    expect(monogram.style.background).toBe('hsl(101 70% 88%)')
  })

  it('imageUrl absent or empty: the monogram without a request', () => {
    const { container, rerender } = renderImage({ imageUrl: undefined })
    expect(getImage(container)).toBeNull()
    expect(getMonogram(container)?.textContent).toBe('M')
    rerender(createImage({ imageUrl: '' }))
    expect(getImage(container)).toBeNull()
  })

  it('a new imageUrl starts loading afresh after a failure', () => {
    const { container, rerender } = renderImage()
    fireEvent.error(getImage(container) as HTMLImageElement)
    rerender(createImage({ imageUrl: `${IMAGE_URL}?v=2` }))
    expect(getImage(container)?.getAttribute('src')).toBe(`${IMAGE_URL}?v=2`)
  })

  it('is an image named by the wallet; decorative: hidden from assistive technology', () => {
    const { container, rerender } = renderImage()
    expect(screen.getByRole('img', { name: 'MetaMask' })).toBeTruthy()
    rerender(createImage({ decorative: true }))
    expect(screen.queryByRole('img')).toBeNull()
    expect(container.firstElementChild?.getAttribute('aria-hidden')).toBe('true')
    expect(getImage(container)?.getAttribute('alt')).toBe('')
  })
})
