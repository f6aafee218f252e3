import { cleanup, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { QrCode } from './QrCode.js'

afterEach(cleanup)

function getSide(svg: Element): number {
  return Number(svg.getAttribute('viewBox')?.split(' ')[2])
}

/** The drawn code: the encoder loads on first use, so the path arrives after the first render. */
async function findDrawnCode(name?: string): Promise<Element> {
  const svg = screen.getByRole('img', name === undefined ? {} : { name })
  await waitFor(() => expect(svg.querySelector('path')).not.toBeNull())
  return svg
}

describe('QrCode', () => {
  // Runs first in this file: the encoder is not loaded yet.
  it('is a blank white square of its size, marked busy, until the encoder has loaded', async () => {
    render(<QrCode value="wc:abc@2" label="Scan with your wallet" size={200} />)
    const svg = screen.getByRole('img', { name: 'Scan with your wallet' })
    expect(svg.getAttribute('aria-busy')).toBe('true')
    expect(svg.getAttribute('width')).toBe('200')
    expect(svg.querySelector('path')).toBeNull()
    expect(svg.querySelector('rect')?.getAttribute('fill')).toBe('#fff')
    await findDrawnCode('Scan with your wallet')
    expect(svg.getAttribute('aria-busy')).toBe('false')
  })

  it('is an image named by its label: one non-empty path on white with a 4-module quiet zone, 280 px', async () => {
    render(<QrCode value="wc:abc@2" label="Scan with your wallet" />)
    const svg = await findDrawnCode('Scan with your wallet')
    expect(svg.tagName.toLowerCase()).toBe('svg')
    expect(svg.getAttribute('width')).toBe('280')
    expect(svg.querySelectorAll('path')).toHaveLength(1)
    expect(svg.querySelector('path')?.getAttribute('d')).toMatch(/^M\d/)
    expect(getSide(svg)).toBe(21 + 8)
    expect(svg.querySelector('rect')?.getAttribute('fill')).toBe('#fff')
  })

  it('value: a longer value makes a larger matrix; the same value the same output', async () => {
    const short = render(<QrCode value="wc:1" label="QR" />).container
    await findDrawnCode()
    const shortMarkup = short.innerHTML
    cleanup()
    const long = render(<QrCode value={`wc:${'f'.repeat(200)}`} label="QR" />)
    expect(getSide(await findDrawnCode())).toBeGreaterThan(29)
    long.unmount()
    expect(render(<QrCode value="wc:1" label="QR" />).container.innerHTML).toBe(shortMarkup)
  })

  it('size: sets width and height', () => {
    render(<QrCode value="x" label="QR" size={200} />)
    expect(screen.getByRole('img').getAttribute('height')).toBe('200')
  })

  it('imageUrl: draws the image centred in the cleared square', async () => {
    render(<QrCode value="wc:abc@2" label="QR" imageUrl="https://example.test/logo.png" />)
    const svg = await findDrawnCode()
    const image = svg.querySelector('image') as SVGImageElement
    const side = getSide(svg)
    const x = Number(image.getAttribute('x'))
    const width = Number(image.getAttribute('width'))
    expect(image.getAttribute('href')).toBe('https://example.test/logo.png')
    expect(x + width / 2).toBe(side / 2)
    expect(Number(image.getAttribute('y'))).toBe(x)
  })
})
