'use client'

import {
  type CSSProperties,
  forwardRef,
  type KeyboardEvent,
  memo,
  type ReactElement,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react'
import { type CustomItemComponentProps, Virtualizer, type VirtualizerHandle } from 'virtua'
import { createWalletImageGate, WalletImageGateContext } from '../primitives/WalletImage.js'
import { getGridFocusTarget } from './getGridFocusTarget.js'
import { type WalletGridItem, WalletTile } from './WalletTile.js'
import { WalletTileSkeleton } from './WalletTileSkeleton.js'

/** A row's height in px: the 104 px tile and the 8 px gap under it (`walletGridStyles`). */
const ROW_HEIGHT_PX = 112

/**
 * Rows left below the viewport when `onEndReached` is called: the next page is asked for while
 * the user still has these to scroll through, so it usually lands before the end is seen.
 */
const END_REACHED_ROWS = 3

/**
 * Rows mounted by the grid's first render, before virtua has measured its viewport: the most the
 * style sheet's height (at most 440 px) shows. Without them the first frame is an empty grid and
 * the rows wait for the measuring pass, a whole render and a frame later.
 */
const FIRST_RENDER_ROWS = 4

export type WalletGridProps<item extends WalletGridItem> = {
  /** The grid's accessible name. */
  label: string
  items: readonly item[]
  onSelect: (item: item) => void
  /** Tiles per row. Defaults to 4. */
  columns?: number | undefined
  /** How long a tile's image may load before its monogram replaces it (UI-014: 2 s). */
  imageTimeoutMs: number
  /** Called as the last rows scroll into view; absent when there is nothing more to load. */
  onEndReached?: (() => void) | undefined
  /** More wallets are on their way: a row of placeholders ends the grid, which is marked busy. */
  loadingMore?: boolean | undefined
  /** How many wallets there are in all, loaded or not (the grid's announced row count). */
  totalCount?: number | undefined
}

/**
 * The virtualizer's element around each row. Virtua hides a row it has not measured yet
 * (`visibility: hidden`) and shows it once its ResizeObserver has reported the size: every row a
 * scroll mounts would be styled, laid out and painted twice in that frame. Every row here is
 * `ROW_HEIGHT_PX` high, the size the virtualizer places rows by, so a new row is already where
 * its measurement will put it and shows at once.
 */
const GridRowSlot = forwardRef<HTMLDivElement, CustomItemComponentProps>(function GridRowSlot(
  { style, children },
  ref,
) {
  const { visibility: _hiddenUntilMeasured, ...placed } = style
  return (
    <div ref={ref} style={placed}>
      {children}
    </div>
  )
})

/**
 * A virtualized grid of wallet tiles (virtua): only the rows in and near the viewport are in the
 * DOM, so thousands of wallets cost as much as a screenful. A WAI-ARIA grid with one tab stop
 * (roving tabindex): the arrows, Home and End (with Ctrl, the whole grid's) and Page Up and Page
 * Down move between tiles, right-to-left aware; Enter or Space selects. The active tile's row
 * stays mounted when scrolled away, so Tab always finds it. It scrolls itself; its height comes
 * from the style sheet.
 */
export function WalletGrid<item extends WalletGridItem>({
  label,
  items,
  onSelect,
  columns = 4,
  imageTimeoutMs,
  onEndReached,
  loadingMore = false,
  totalCount,
}: WalletGridProps<item>) {
  const [activeIndex, setActiveIndex] = useState(0)
  const scroller = useRef<HTMLDivElement>(null)
  const virtualizer = useRef<VirtualizerHandle>(null)
  // Set by a key press, so only keyboard moves take focus (not a list that grew or shrank).
  const focusRequested = useRef(false)
  const rowCount = Math.ceil(items.length / columns)
  const active = Math.min(activeIndex, Math.max(items.length - 1, 0))
  const activeRow = Math.floor(active / columns)
  const rows = useMemo(() => ({ length: rowCount + (loadingMore ? 1 : 0) }), [rowCount, loadingMore])
  const keepMounted = useMemo(() => (rowCount === 0 ? [] : [activeRow]), [rowCount, activeRow])

  const endReached = useRef(onEndReached)
  const select = useRef(onSelect)
  useLayoutEffect(() => {
    endReached.current = onEndReached
    select.current = onSelect
  })
  // The same callbacks on every render, so memoized tiles stay as they are.
  const selectItem = useCallback((item: item) => select.current(item), [])
  // While the grid scrolls, the tiles that scroll past render without starting their images: a
  // flick through hundreds of wallets mounts and drops rows every frame, and each image started
  // costs its element, its request and its time-out there. They start once the scrolling stops.
  const [imageGate] = useState(createWalletImageGate)
  const checkEnd = useCallback(() => {
    const handle = virtualizer.current
    if (handle === null || endReached.current === undefined) return
    const lastShownRow = handle.findItemIndex(handle.scrollOffset + handle.viewportSize)
    if (lastShownRow >= rowCount - END_REACHED_ROWS) endReached.current()
  }, [rowCount])
  // Virtua reports a scroll (or a resize) inside the frame that shows it, with the new rows.
  // The next page is asked for in a task queued from there, which runs once that frame is painted,
  // so neither its request nor the skeleton row it adds is part of the scroll's frame.
  const latestCheckEnd = useRef(checkEnd)
  useLayoutEffect(() => {
    latestCheckEnd.current = checkEnd
  })
  const pendingCheck = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const checkEndAfterFrame = () => {
    if (pendingCheck.current !== undefined) return
    pendingCheck.current = setTimeout(() => {
      pendingCheck.current = undefined
      latestCheckEnd.current()
    }, 0)
  }
  useEffect(() => () => clearTimeout(pendingCheck.current), [])
  // A page too short to fill the viewport (or one whose wallets were all known already) asks for
  // the next one without waiting for a scroll.
  const canLoadMore = onEndReached !== undefined
  useEffect(() => {
    if (canLoadMore) checkEnd()
  }, [canLoadMore, checkEnd])

  useLayoutEffect(() => {
    if (!focusRequested.current) return
    focusRequested.current = false
    virtualizer.current?.scrollToIndex(activeRow, { align: 'nearest' })
    // The active tile's row is always mounted (keepMounted), and shown before it is measured
    // (GridRowSlot), so it takes focus at once however far the key moved.
    scroller.current?.querySelector<HTMLElement>(`[data-index="${active}"]`)?.focus({ preventScroll: true })
  }, [active, activeRow])

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const element = scroller.current
    const target = getGridFocusTarget({
      key: event.key,
      ctrlKey: event.ctrlKey || event.metaKey,
      index: active,
      count: items.length,
      columns,
      pageRows: Math.max(1, Math.floor((virtualizer.current?.viewportSize ?? 0) / ROW_HEIGHT_PX)),
      rtl: element !== null && getComputedStyle(element).direction === 'rtl',
    })
    if (target === undefined) return
    // The grid's keys move between tiles; the container must not scroll on its own as well.
    event.preventDefault()
    if (target === active) return
    focusRequested.current = true
    setActiveIndex(target)
  }

  const renderRow = (row: number) =>
    row === rowCount ? (
      <WalletGridSkeletonRow columns={columns} />
    ) : (
      <WalletGridRow
        row={row}
        items={items}
        columns={columns}
        activeIndex={Math.floor(active / columns) === row ? active : -1}
        imageTimeoutMs={imageTimeoutMs}
        onSelect={selectItem}
        onFocus={setActiveIndex}
      />
    )

  return (
    // biome-ignore lint/a11y/useSemanticElements: a table cannot hold the virtualizer's positioned rows
    <div
      ref={scroller}
      className="atr-wallet-grid"
      role="grid"
      aria-label={label}
      aria-rowcount={Math.ceil(Math.max(totalCount ?? 0, items.length) / columns)}
      aria-colcount={columns}
      aria-busy={loadingMore || undefined}
      style={{ '--atr-wallet-grid-columns': columns } as CSSProperties}
      onKeyDown={onKeyDown}
    >
      <WalletImageGateContext.Provider value={imageGate}>
        <Virtualizer
          ref={virtualizer}
          data={rows}
          itemSize={ROW_HEIGHT_PX}
          // One row past each edge (virtua's default is 200 px, two rows): every row mounted costs
          // four tiles and their images, on opening the view and at each jump while scrolling.
          bufferSize={ROW_HEIGHT_PX}
          keepMounted={keepMounted}
          item={GridRowSlot}
          ssrCount={Math.min(rows.length, FIRST_RENDER_ROWS)}
          onScroll={() => {
            imageGate.setDeferred(true)
            checkEndAfterFrame()
          }}
          onScrollEnd={() => imageGate.setDeferred(false)}
          onResize={checkEndAfterFrame}
        >
          {(_, row) => renderRow(row)}
        </Virtualizer>
      </WalletImageGateContext.Provider>
    </div>
  )
}

type WalletGridRowProps<item extends WalletGridItem> = {
  row: number
  items: readonly item[]
  columns: number
  /** The grid's active tile when it is in this row, otherwise -1. */
  activeIndex: number
  imageTimeoutMs: number
  onSelect: (item: item) => void
  onFocus: (index: number) => void
}

/**
 * One row of tiles. Memoized: virtua renders every mounted row again when it measures its
 * viewport or scrolls, and a row whose wallets and active tile are unchanged is skipped.
 */
const WalletGridRow = memo(function WalletGridRow<item extends WalletGridItem>({
  row,
  items,
  columns,
  activeIndex,
  imageTimeoutMs,
  onSelect,
  onFocus,
}: WalletGridRowProps<item>) {
  const start = row * columns
  return (
    // biome-ignore lint/a11y/useSemanticElements: a table's rows cannot be the virtualizer's positioned items
    // biome-ignore lint/a11y/useFocusableInteractive: the grid pattern focuses the tile in each cell, not the row
    <div className="atr-wallet-grid-row" role="row" aria-rowindex={row + 1}>
      {items.slice(start, start + columns).map((item, column) => {
        const index = start + column
        return (
          // biome-ignore lint/a11y/useSemanticElements: see the row
          // biome-ignore lint/a11y/useFocusableInteractive: see the row
          <div key={item.key} className="atr-wallet-grid-cell" role="gridcell">
            <WalletTile
              item={item}
              index={index}
              tabIndex={index === activeIndex ? 0 : -1}
              imageTimeoutMs={imageTimeoutMs}
              onSelect={onSelect}
              onFocus={onFocus}
            />
          </div>
        )
      })}
    </div>
  )
}) as <item extends WalletGridItem>(props: WalletGridRowProps<item>) => ReactElement

/** The row of placeholders that ends the grid while more wallets load. */
const WalletGridSkeletonRow = memo(function WalletGridSkeletonRow({ columns }: { columns: number }) {
  return (
    <div className="atr-wallet-grid-row" aria-hidden="true">
      {Array.from({ length: columns }, (_, column) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders in a fixed order
        <WalletTileSkeleton key={column} />
      ))}
    </div>
  )
})
