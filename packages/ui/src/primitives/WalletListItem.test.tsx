import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { WalletListItem } from './WalletListItem.js'

afterEach(cleanup)

describe('WalletListItem', () => {
  it('is a button row named by the wallet, with its image and a chevron', () => {
    const onClick = vi.fn()
    const { container } = render(
      <WalletListItem name="Test Wallet" imageUrl="data:image/svg+xml,x" onClick={onClick} />,
    )
    const button = screen.getByRole('button', { name: 'Test Wallet' })
    expect(container.querySelector('img')?.getAttribute('src')).toBe('data:image/svg+xml,x')
    expect(container.querySelector('img')?.getAttribute('alt')).toBe('')
    fireEvent.click(button)
    expect(onClick).toHaveBeenCalledOnce()
  })

  it('imageUrl absent: shows the first letter instead', () => {
    const { container } = render(<WalletListItem name="rabby" />)
    expect(container.querySelector('.atr-image')?.textContent).toBe('R')
  })

  it('tag: shows the label, part of the accessible name', () => {
    render(<WalletListItem name="Test Wallet" tag="Installed" />)
    expect(screen.getByRole('button', { name: 'Test Wallet Installed' })).toBeTruthy()
  })

  it('loading: spinner instead of the chevron, busy, clicks ignored', () => {
    const onClick = vi.fn()
    const { container } = render(<WalletListItem name="Test Wallet" loading onClick={onClick} />)
    expect(container.querySelector('.atr-spin')).not.toBeNull()
    fireEvent.click(screen.getByRole('button'))
    expect(onClick).not.toHaveBeenCalled()
    expect(screen.getByRole('button').getAttribute('aria-busy')).toBe('true')
  })

  it('disabled: disables the row', () => {
    render(<WalletListItem name="Test Wallet" disabled />)
    expect((screen.getByRole('button') as HTMLButtonElement).disabled).toBe(true)
  })
})
