import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { QrCode } from './QrCode.js'

afterEach(cleanup)

function getSide(svg: Element): number {
  return Number(svg.getAttribute('viewBox')?.split(' ')[2])
}

describe('QrCode', () => {
  it('is an image named by its label: one non-empty path on white with a 4-module quiet zone, 280 px', () => {
    render(<QrCode value="wc:abc@2" label="Scan with your wallet" />)
    const svg = screen.getByRole('img', { name: 'Scan with your wallet' })
    expect(svg.tagName.toLowerCase()).toBe('svg')
    expect(svg.getAttribute('width')).toBe('280')
    expect(svg.querySelectorAll('path')).toHaveLength(1)
    expect(svg.querySelector('path')?.getAttribute('d')).toMatch(/^M\d/)
    expect(getSide(svg)).toBe(21 + 8)
    expect(svg.querySelector('rect')?.getAttribute('fill')).toBe('#fff')
  })

  it('value: a longer value makes a larger matrix; the same value the same output', () => {
    const short = render(<QrCode value="wc:1" label="QR" />).container.innerHTML
    cleanup()
    const long = render(<QrCode value={`wc:${'f'.repeat(200)}`} label="QR" />)
    expect(getSide(screen.getByRole('img'))).toBeGreaterThan(29)
    long.unmount()
    expect(render(<QrCode value="wc:1" label="QR" />).container.innerHTML).toBe(short)
  })

  it('size: sets width and height', () => {
    render(<QrCode value="x" label="QR" size={200} />)
    expect(screen.getByRole('img').getAttribute('height')).toBe('200')
  })

  it('imageUrl: draws the image centred in the cleared square', () => {
    render(<QrCode value="wc:abc@2" label="QR" imageUrl="https://example.test/logo.png" />)
    const svg = screen.getByRole('img')
    const image = svg.querySelector('image') as SVGImageElement
    const side = getSide(svg)
    const x = Number(image.getAttribute('x'))
    const width = Number(image.getAttribute('width'))
    expect(image.getAttribute('href')).toBe('https://example.test/logo.png')
    expect(x + width / 2).toBe(side / 2)
    expect(Number(image.getAttribute('y'))).toBe(x)
  })
})
