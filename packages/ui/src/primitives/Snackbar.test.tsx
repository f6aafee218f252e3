import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Snackbar } from './Snackbar.js'

afterEach(cleanup)

describe('Snackbar', () => {
  it('[UI-008] success: a polite status with the message', () => {
    render(<Snackbar variant="success" message="Address copied" open />)
    const status = screen.getByRole('status')
    expect(status.getAttribute('aria-live')).toBe('polite')
    expect(status.textContent).toBe('Address copied')
  })

  it('[UI-008] loading: a polite status with a spinner', () => {
    const { container } = render(<Snackbar variant="loading" message="Switching network" open />)
    expect(screen.getByRole('status').textContent).toBe('Switching network')
    expect(container.querySelector('.atr-spin')).not.toBeNull()
  })

  it('[UI-008] error: an assertive alert', () => {
    render(<Snackbar variant="error" message="Connection declined" open />)
    expect(screen.getByRole('alert').getAttribute('aria-live')).toBe('assertive')
    expect(screen.queryByRole('status')).toBeNull()
  })

  it('open false: renders nothing', () => {
    const { container } = render(<Snackbar variant="success" message="Copied" open={false} />)
    expect(container.innerHTML).toBe('')
  })

  it('onClose: a close button outside the live region calls it', () => {
    const onClose = vi.fn()
    render(<Snackbar variant="success" message="Copied" open onClose={onClose} closeLabel="Dismiss" />)
    const button = screen.getByRole('button', { name: 'Dismiss' })
    expect(screen.getByRole('status').contains(button)).toBe(false)
    fireEvent.click(button)
    expect(onClose).toHaveBeenCalledOnce()
  })

  it('without onClose: no close button', () => {
    render(<Snackbar variant="success" message="Copied" open />)
    expect(screen.queryByRole('button')).toBeNull()
  })
})
