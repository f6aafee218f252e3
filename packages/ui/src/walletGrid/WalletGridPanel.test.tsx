import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { WalletGridPanel } from './WalletGridPanel.js'
import { WalletGridSkeleton } from './WalletGridSkeleton.js'

afterEach(cleanup)

describe('WalletGridPanel', () => {
  it('empty: its text as a polite status, no button', () => {
    render(<WalletGridPanel tone="empty" title="No wallets found" description="Try another name" />)
    expect(screen.getByRole('status').textContent).toBe('No wallets foundTry another name')
    expect(screen.queryByRole('button')).toBeNull()
  })

  it('error: an alert with its action', () => {
    const onClick = vi.fn()
    render(
      <WalletGridPanel tone="error" title="Couldn't load wallets" action={{ label: 'Try again', onClick }} />,
    )
    expect(screen.getByRole('alert').textContent).toBe("Couldn't load wallets")
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(onClick).toHaveBeenCalledOnce()
  })

  it('action.loading: the button is busy and ignores clicks', () => {
    const onClick = vi.fn()
    render(
      <WalletGridPanel tone="error" title="Failed" action={{ label: 'Try again', onClick, loading: true }} />,
    )
    const button = screen.getByRole('button', { name: 'Try again' })
    fireEvent.click(button)
    expect(onClick).not.toHaveBeenCalled()
    expect(button.getAttribute('aria-busy')).toBe('true')
  })
})

describe('WalletGridSkeleton', () => {
  it('announces its label and shows hidden placeholder tiles, 4 rows of `columns`', () => {
    const { container } = render(<WalletGridSkeleton label="Loading wallets" columns={3} />)
    expect(screen.getByRole('status').textContent).toBe('Loading wallets')
    expect(container.querySelectorAll('.atr-wallet-tile--skeleton')).toHaveLength(12)
    expect(screen.queryByRole('button')).toBeNull()
  })
})
