import { cleanup, render } from '@testing-library/react'
import { afterEach, expect, it } from 'vitest'
import { Skeleton } from './Skeleton.js'

afterEach(cleanup)

it('is a hidden, full-width, 16 px placeholder by default', () => {
  const { container } = render(<Skeleton />)
  const skeleton = container.firstElementChild as HTMLElement
  expect(skeleton.getAttribute('aria-hidden')).toBe('true')
  expect([skeleton.style.width, skeleton.style.height]).toEqual(['100%', '16px'])
})

it('width, height and circle: shape the placeholder', () => {
  const { container } = render(<Skeleton width={40} height="2em" circle />)
  const skeleton = container.firstElementChild as HTMLElement
  expect([skeleton.style.width, skeleton.style.height, skeleton.style.borderRadius]).toEqual([
    '40px',
    '2em',
    '50%',
  ])
})
