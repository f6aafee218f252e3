import { installLayout } from '@atrium/testing/unit'
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { WalletGrid } from '../../src/walletGrid/WalletGrid.js'
import type { WalletGridItem } from '../../src/walletGrid/WalletTile.js'

const VIEWPORT_HEIGHT_PX = 440
const ROW_HEIGHT_PX = 112

function createWallets(count: number): WalletGridItem[] {
  return Array.from({ length: count }, (_, index) => ({ key: `wallet-${index}`, name: `Wallet ${index}` }))
}

async function renderGrid(props: Partial<Parameters<typeof WalletGrid>[0]> & { items: WalletGridItem[] }) {
  const onSelect = vi.fn()
  const view = render(
    <WalletGrid label="All wallets" onSelect={onSelect} imageTimeoutMs={2_000} {...props} />,
  )
  // The observer's reports, then the renders they cause.
  await act(async () => {})
  await act(async () => {})
  return { ...view, onSelect, grid: screen.getByRole('grid', { name: 'All wallets' }) }
}

function getTile(name: string): HTMLElement {
  return screen.getByRole('button', { name })
}

/**
 * Presses `key` on the focused tile, lets a row mounted far away be measured, and expects the tile
 * of wallet `name` to have focus.
 */
async function expectKeyFocuses(key: string, name: string, init: { ctrlKey?: boolean } = {}) {
  fireEvent.keyDown(document.activeElement as Element, { key, ...init })
  await act(async () => {})
  expect(document.activeElement).toBe(getTile(name))
}

let restoreLayout: () => void

// What a browser lays out: the grid's 440 px viewport and 112 px rows (the virtualizer measures them).
beforeEach(() => {
  restoreLayout = installLayout((element) => ({
    width: 328,
    height: element.classList.contains('atr-wallet-grid') ? VIEWPORT_HEIGHT_PX : ROW_HEIGHT_PX,
  }))
})

afterEach(() => {
  cleanup()
  restoreLayout()
})

describe('WalletGrid', () => {
  it('is a grid named by its label: rows of 4 cells, each a tile named by its wallet', async () => {
    const { grid } = await renderGrid({ items: createWallets(10) })
    expect(grid.getAttribute('aria-rowcount')).toBe('3')
    expect(grid.getAttribute('aria-colcount')).toBe('4')
    const rows = within(grid).getAllByRole('row')
    expect(rows.map((row) => within(row).getAllByRole('gridcell').length)).toEqual([4, 4, 2])
    expect(rows.map((row) => row.getAttribute('aria-rowindex'))).toEqual(['1', '2', '3'])
    expect(within(rows[2] as HTMLElement).getByRole('button', { name: 'Wallet 9' })).toBeTruthy()
  })

  it('puts only the rows near the viewport in the DOM: 5,000 wallets, at most 60 tiles', async () => {
    const { grid } = await renderGrid({ items: createWallets(5_000) })
    const tiles = within(grid).getAllByRole('button')
    expect(tiles.length).toBeGreaterThan(0)
    expect(tiles.length).toBeLessThanOrEqual(60)
    expect(grid.getAttribute('aria-rowcount')).toBe('1250')
  })

  it('has one tab stop, the first tile, until another tile is focused', async () => {
    await renderGrid({ items: createWallets(8) })
    const tabStops = screen.getAllByRole('button').filter((tile) => tile.tabIndex === 0)
    expect(tabStops.map((tile) => tile.title)).toEqual(['Wallet 0'])
    act(() => getTile('Wallet 5').focus())
    expect(getTile('Wallet 5').tabIndex).toBe(0)
    expect(getTile('Wallet 0').tabIndex).toBe(-1)
  })

  it('the arrows move focus and the tab stop: right and left by a tile, down and up by a row', async () => {
    await renderGrid({ items: createWallets(12) })
    act(() => getTile('Wallet 0').focus())
    await expectKeyFocuses('ArrowRight', 'Wallet 1')
    await expectKeyFocuses('ArrowDown', 'Wallet 5')
    await expectKeyFocuses('ArrowLeft', 'Wallet 4')
    await expectKeyFocuses('ArrowUp', 'Wallet 0')
    expect(screen.getAllByRole('button').filter((tile) => tile.tabIndex === 0)).toEqual([getTile('Wallet 0')])
  })

  it('Home and End go to the row’s ends; with Ctrl, to the first and the last wallet, rendered though far away', async () => {
    await renderGrid({ items: createWallets(5_000) })
    act(() => getTile('Wallet 5').focus())
    await expectKeyFocuses('End', 'Wallet 7')
    await expectKeyFocuses('Home', 'Wallet 4')
    await expectKeyFocuses('End', 'Wallet 4999', { ctrlKey: true })
    expect(getTile('Wallet 4999').tabIndex).toBe(0)
    await expectKeyFocuses('Home', 'Wallet 0', { ctrlKey: true })
  })

  it('keeps the tab stop in the DOM when its row scrolls far out of view', async () => {
    const { grid } = await renderGrid({ items: createWallets(5_000) })
    act(() => getTile('Wallet 1').focus())
    grid.scrollTop = 100 * ROW_HEIGHT_PX
    fireEvent.scroll(grid)
    await act(async () => {})
    expect(getTile('Wallet 400')).toBeTruthy()
    expect(getTile('Wallet 1').tabIndex).toBe(0)
    expect(within(grid).getAllByRole('button').length).toBeLessThanOrEqual(60)
  })

  it('Page Down and Page Up move by the rows one viewport shows', async () => {
    await renderGrid({ items: createWallets(100) })
    act(() => getTile('Wallet 1').focus())
    // 440 px of 112 px rows: 3 rows.
    await expectKeyFocuses('PageDown', 'Wallet 13')
    await expectKeyFocuses('PageUp', 'Wallet 1')
  })

  it('a grid key at an edge keeps focus and is kept from scrolling; other keys pass', async () => {
    await renderGrid({ items: createWallets(6) })
    act(() => getTile('Wallet 0').focus())
    expect(fireEvent.keyDown(getTile('Wallet 0'), { key: 'ArrowUp' })).toBe(false)
    expect(document.activeElement).toBe(getTile('Wallet 0'))
    expect(fireEvent.keyDown(getTile('Wallet 0'), { key: 'a' })).toBe(true)
  })

  it('a click selects the wallet (Enter and Space click a focused button)', async () => {
    const items = createWallets(3)
    const { onSelect } = await renderGrid({ items })
    fireEvent.click(getTile('Wallet 2'))
    expect(onSelect).toHaveBeenCalledWith(items[2])
  })

  it('tag: shown on the tile and part of its name; the name is the tooltip', async () => {
    await renderGrid({ items: [{ key: 'io.metamask', name: 'MetaMask', tag: 'Installed' }] })
    const tile = getTile('MetaMask Installed')
    expect(tile.getAttribute('title')).toBe('MetaMask')
  })

  it('columns: lays the tiles out in rows of that many', async () => {
    const { grid } = await renderGrid({ items: createWallets(7), columns: 3 })
    expect(
      within(grid)
        .getAllByRole('row')
        .map((row) => within(row).getAllByRole('gridcell').length),
    ).toEqual([3, 3, 1])
    act(() => getTile('Wallet 0').focus())
    await expectKeyFocuses('ArrowDown', 'Wallet 3')
  })

  it('totalCount: announces the rows of every wallet, loaded or not', async () => {
    const { grid } = await renderGrid({ items: createWallets(40), totalCount: 5_000 })
    expect(grid.getAttribute('aria-rowcount')).toBe('1250')
  })

  it('onEndReached: called when the last rows are in view, not while many rows remain below', async () => {
    const onEndReached = vi.fn()
    await renderGrid({ items: createWallets(12), onEndReached })
    expect(onEndReached).toHaveBeenCalled()
    cleanup()
    const far = vi.fn()
    await renderGrid({ items: createWallets(400), onEndReached: far })
    expect(far).not.toHaveBeenCalled()
  })

  it('onEndReached: a scroll to the end asks once, after the frame that shows the scroll, not in it', async () => {
    const onEndReached = vi.fn()
    const { grid } = await renderGrid({ items: createWallets(400), onEndReached })
    grid.scrollTop = 97 * ROW_HEIGHT_PX
    fireEvent.scroll(grid)
    grid.scrollTop = 98 * ROW_HEIGHT_PX
    fireEvent.scroll(grid)
    expect(onEndReached).not.toHaveBeenCalled()
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)))
    expect(onEndReached).toHaveBeenCalledTimes(1)
  })

  it('loadingMore: a hidden row of placeholders ends the grid, marked busy', async () => {
    const { grid } = await renderGrid({ items: createWallets(4), loadingMore: true })
    expect(grid.getAttribute('aria-busy')).toBe('true')
    expect(grid.querySelectorAll('.atr-wallet-tile--skeleton')).toHaveLength(4)
    expect(within(grid).getAllByRole('row')).toHaveLength(1)
  })

  it('a shorter list keeps a tab stop: the last tile when the active one is gone', async () => {
    const { rerender, onSelect } = await renderGrid({ items: createWallets(12) })
    act(() => getTile('Wallet 10').focus())
    rerender(
      <WalletGrid label="All wallets" items={createWallets(3)} onSelect={onSelect} imageTimeoutMs={2_000} />,
    )
    expect(getTile('Wallet 2').tabIndex).toBe(0)
  })
})
