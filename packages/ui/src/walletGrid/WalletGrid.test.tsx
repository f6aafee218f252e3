import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { WalletGrid } from './WalletGrid.js'

afterEach(cleanup)

const items = Array.from({ length: 100 }, (_, index) => ({ key: `wallet-${index}`, name: `Wallet ${index}` }))

describe('WalletGrid', () => {
  // happy-dom lays nothing out: the grid's viewport measures 0 px, as a real one does before its
  // first layout, so what shows here is what the first frame paints.
  it('mounts the first four rows in its first render, before it has measured its viewport', () => {
    render(<WalletGrid label="Wallets" items={items} onSelect={vi.fn()} imageTimeoutMs={2000} />)
    const tiles = screen.getAllByRole('button')
    expect(tiles.map((tile) => tile.title)).toEqual(items.slice(0, 16).map((item) => item.name))
    expect(tiles.filter((tile) => tile.tabIndex === 0).map((tile) => tile.title)).toEqual(['Wallet 0'])
  })

  it('mounts only the rows it has when they are fewer', () => {
    render(<WalletGrid label="Wallets" items={items.slice(0, 6)} onSelect={vi.fn()} imageTimeoutMs={2000} />)
    expect(screen.getAllByRole('row')).toHaveLength(2)
    expect(screen.getAllByRole('button')).toHaveLength(6)
  })

  it('selects the tile clicked, and the clicked tile becomes the tab stop', () => {
    const onSelect = vi.fn()
    render(<WalletGrid label="Wallets" items={items} onSelect={onSelect} imageTimeoutMs={2000} />)
    const tile = screen.getByRole('button', { name: 'Wallet 5' })
    fireEvent.focus(tile)
    fireEvent.click(tile)
    expect(onSelect).toHaveBeenCalledWith(items[5])
    const tabStops = screen.getAllByRole('button', { hidden: true }).filter((button) => button.tabIndex === 0)
    expect(tabStops.map((button) => button.title)).toEqual(['Wallet 5'])
  })
})
