import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, expect, it } from 'vitest'
import { WaitingImage } from './WaitingImage.js'

afterEach(cleanup)

it('runs a ring around the image and announces what is awaited while waiting', () => {
  const { container } = render(<WaitingImage name="MetaMask" waiting label="Waiting for MetaMask" />)
  expect(screen.getByRole('status').textContent).toBe('Waiting for MetaMask')
  expect(container.querySelector('.atr-waiting-ring-arc')).not.toBeNull()
})

it('shows the image alone, with no status, once the wait is over', () => {
  const { container } = render(<WaitingImage name="MetaMask" waiting={false} label="Waiting for MetaMask" />)
  expect(screen.queryByRole('status')).toBeNull()
  expect(container.querySelector('.atr-waiting-ring')).toBeNull()
  expect(container.textContent).toBe('M')
})

it('frames the image with 8 px on each side', () => {
  const { container } = render(<WaitingImage name="Rainbow" size={48} waiting label="Waiting for Rainbow" />)
  const frame = container.firstElementChild as HTMLElement
  expect([frame.style.width, frame.style.height]).toEqual(['64px', '64px'])
})
