import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { NetworkImage } from './NetworkImage.js'

afterEach(cleanup)

describe('NetworkImage', () => {
  it('without an image: the first letter, as an image named after the network', () => {
    render(<NetworkImage name="optimism" />)
    const image = screen.getByRole('img', { name: 'optimism' })
    expect(image.textContent).toBe('O')
    expect(image.style.width).toBe('24px')
  })

  it('imageUrl: an <img> with the name as alt; the letter when it fails to load', () => {
    const { container } = render(<NetworkImage name="Base" imageUrl="https://example.test/base.png" />)
    const image = screen.getByRole('img', { name: 'Base' }) as HTMLImageElement
    expect(image.tagName).toBe('IMG')
    fireEvent.error(image)
    expect(container.querySelector('img')).toBeNull()
    expect(screen.getByRole('img', { name: 'Base' }).textContent).toBe('B')
  })

  it('imageUrl changed after a failure: tries the new image', () => {
    const { container, rerender } = render(<NetworkImage name="Base" imageUrl="https://example.test/1.png" />)
    fireEvent.error(container.querySelector('img') as HTMLImageElement)
    rerender(<NetworkImage name="Base" imageUrl="https://example.test/2.png" />)
    expect(container.querySelector('img')?.getAttribute('src')).toBe('https://example.test/2.png')
  })

  it('size and shape: sized box, circle by default or rounded', () => {
    const { container } = render(<NetworkImage name="Base" size={40} shape="rounded" />)
    const box = container.firstElementChild as HTMLElement
    expect(box.style.height).toBe('40px')
    expect(box.className).toBe('atr-image atr-image--rounded')
  })

  it('decorative: hidden from assistive technology', () => {
    const { container } = render(<NetworkImage name="Base" decorative />)
    expect(screen.queryByRole('img')).toBeNull()
    expect(container.firstElementChild?.getAttribute('aria-hidden')).toBe('true')
  })

  it('an empty name still draws a placeholder letter', () => {
    render(<NetworkImage name="  " />)
    expect(screen.getByRole('img').textContent).toBe('?')
  })
})
