import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, expect, it } from 'vitest'
import { Spinner } from './Spinner.js'

afterEach(cleanup)

it('announces what is loading as a status', () => {
  render(<Spinner label="Connecting" />)
  expect(screen.getByRole('status').textContent).toBe('Connecting')
})

it('draws at the requested size', () => {
  const { container } = render(<Spinner label="Loading" size={40} />)
  expect(container.querySelector('svg')?.getAttribute('width')).toBe('40')
})
