import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, expect, it } from 'vitest'
import { Text } from './Text.js'

afterEach(cleanup)

it('renders a body paragraph by default', () => {
  const { container } = render(<Text>Hello</Text>)
  expect(container.innerHTML).toBe('<p class="atr-text atr-text--body">Hello</p>')
})

it('as, variant, tone, align, truncate and id: element, classes and id', () => {
  render(
    <Text as="h2" variant="title" tone="secondary" align="center" truncate id="title">
      Connect wallet
    </Text>,
  )
  const heading = screen.getByRole('heading', { level: 2, name: 'Connect wallet' })
  expect(heading.id).toBe('title')
  expect(heading.className).toBe(
    'atr-text atr-text--title atr-text--secondary atr-text--center atr-text--truncate',
  )
})
