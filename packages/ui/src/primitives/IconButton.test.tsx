import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, expect, it, vi } from 'vitest'
import { IconButton } from './IconButton.js'

afterEach(cleanup)

it('is a button named by its label, showing the icon, calling onClick', () => {
  const onClick = vi.fn()
  render(<IconButton label="Close" icon="close" onClick={onClick} />)
  const button = screen.getByRole('button', { name: 'Close' })
  expect(button.getAttribute('type')).toBe('button')
  expect(button.getAttribute('title')).toBe('Close')
  expect(button.querySelector('svg[aria-hidden="true"]')).not.toBeNull()
  fireEvent.click(button)
  expect(onClick).toHaveBeenCalledOnce()
})

it('disabled: does not call onClick', () => {
  const onClick = vi.fn()
  render(<IconButton label="Back" icon="back" onClick={onClick} disabled />)
  fireEvent.click(screen.getByRole('button', { name: 'Back' }))
  expect(onClick).not.toHaveBeenCalled()
})
