import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { Avatar } from './Avatar.js'
import { getAvatarGradient } from './getAvatarGradient.js'

afterEach(cleanup)

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

describe('Avatar', () => {
  it('without an image: the gradient generated from the address, 40 px, decorative', () => {
    const { container } = render(<Avatar address={ADDRESS} />)
    const avatar = container.firstElementChild as HTMLElement
    expect(avatar.getAttribute('aria-hidden')).toBe('true')
    expect(avatar.style.width).toBe('40px')
    expect(avatar.style.background).toContain('linear-gradient')
  })

  it('the fallback is deterministic: same address, same rendering', () => {
    const first = render(<Avatar address={ADDRESS} />).container.innerHTML
    cleanup()
    expect(render(<Avatar address={ADDRESS} />).container.innerHTML).toBe(first)
    expect(getAvatarGradient(ADDRESS)).toContain('linear-gradient(')
  })

  it('imageUrl: shows the image; falls back to the gradient when it fails to load', () => {
    const { container } = render(<Avatar address={ADDRESS} imageUrl="https://example.test/a.png" />)
    const image = container.querySelector('img') as HTMLImageElement
    expect(image.getAttribute('src')).toBe('https://example.test/a.png')
    fireEvent.error(image)
    expect(container.querySelector('img')).toBeNull()
    expect((container.firstElementChild as HTMLElement).style.background).toContain('linear-gradient')
  })

  it('size: sets width and height', () => {
    const { container } = render(<Avatar address={ADDRESS} size={64} />)
    expect((container.firstElementChild as HTMLElement).style.height).toBe('64px')
  })

  it('label: makes the avatar a named image', () => {
    render(<Avatar address={ADDRESS} label="Account avatar" />)
    expect(screen.getByRole('img', { name: 'Account avatar' })).toBeTruthy()
  })
})
