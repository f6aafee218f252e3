import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, expect, it, vi } from 'vitest'
import { Link } from './Link.js'

afterEach(cleanup)

it('is an external link by default: new tab, noopener noreferrer, external icon', () => {
  render(<Link href="https://etherscan.io/address/0x1">View on explorer</Link>)
  const link = screen.getByRole('link', { name: 'View on explorer' })
  expect(link.getAttribute('href')).toBe('https://etherscan.io/address/0x1')
  expect(link.getAttribute('target')).toBe('_blank')
  expect(link.getAttribute('rel')).toBe('noopener noreferrer')
  expect(link.querySelector('svg[aria-hidden="true"]')).not.toBeNull()
})

it('externalLabel: read after the text', () => {
  render(
    <Link href="https://example.test" externalLabel="(opens in a new tab)">
      Docs
    </Link>,
  )
  expect(screen.getByRole('link', { name: 'Docs (opens in a new tab)' })).toBeTruthy()
})

it('external false: same tab, no icon; onClick is called', () => {
  const onClick = vi.fn()
  render(
    <Link href="#help" external={false} onClick={onClick}>
      Help
    </Link>,
  )
  const link = screen.getByRole('link', { name: 'Help' })
  expect(link.getAttribute('target')).toBeNull()
  expect(link.querySelector('svg')).toBeNull()
  fireEvent.click(link)
  expect(onClick).toHaveBeenCalledOnce()
})
