'use client'

import { IMAGE_PRELOAD_TIMEOUT_MS, REACT_MESSAGES } from '@atrium/common'
import {
  createAllWalletRowsBuilder,
  getWalletPages,
  hasMoreWallets,
  isWalletSearchShown,
  type WalletRow,
  type WalletRowsInput,
} from '@atrium/core'
import {
  Button,
  Text,
  WalletGrid,
  type WalletGridItem,
  WalletGridPanel,
  WalletGridSkeleton,
} from '@atrium/ui'
import { useMemo, useState } from 'react'
import { useAppKitContext } from '../context/useAppKitContext.js'
import { getWalletRowTag } from './getWalletRowTag.js'
import { selectWalletRow } from './selectWalletRow.js'
import { getBuiltInWalletIcon } from './walletIcons.js'

type WalletTile = WalletGridItem & { readonly row: WalletRow }

// One tile per row object: rows a page left alone keep their tile, so the grid's memoized tiles
// do not render again.
const TILES = new WeakMap<WalletRow, WalletTile>()

function toTile(row: WalletRow): WalletTile {
  let tile = TILES.get(row)
  if (tile === undefined) {
    tile = {
      key: row.key,
      name: row.name,
      imageUrl: row.imageUrl ?? getBuiltInWalletIcon(row.connector),
      tag: getWalletRowTag(row),
      row,
    }
    TILES.set(row, tile)
  }
  return tile
}

/** A later page failed: the wallets loaded so far stay, with a retry under them. */
function LoadMoreFailed(props: { readonly onRetry: () => void }) {
  return (
    <div role="alert" style={LOAD_MORE_FAILED_STYLE}>
      <Text tone="secondary">{REACT_MESSAGES.WALLETS_UNAVAILABLE}</Text>
      <Button variant="secondary" size="sm" onClick={props.onRetry}>
        {REACT_MESSAGES.TRY_AGAIN}
      </Button>
    </div>
  )
}

/**
 * Every wallet (core's `getAllWalletRows`: the page's wallets, then the directory's, one tile per
 * wallet; the matches while searching) in a `WalletGrid`, which asks for the next page of 40 as
 * its last rows scroll into view. Never blank: placeholder tiles while the first page or a search
 * loads, 'No wallets found' when nothing matches, and a retry when the directory failed (under
 * the wallets already shown, or in their place). A tile selects through core's rule
 * (`selectWalletRow`).
 */
export function AllWalletsGrid(props: { readonly input: WalletRowsInput }) {
  const appKit = useAppKitContext()
  const { input } = props
  const { walletList } = input
  const searching = isWalletSearchShown(walletList)
  // Built page by page: a page loaded while scrolling costs its own wallets, not all of them.
  const [getRows] = useState(createAllWalletRowsBuilder)
  const rows = getRows(input)
  const tiles = useMemo(() => rows.map(toTile), [rows])
  const pages = getWalletPages(walletList)
  const request = searching ? walletList.search : pages
  // 'idle': the first page is about to be asked for (the view's effect), so it loads too.
  const loading = input.hasDirectory && (request.status === 'loading' || request.status === 'idle')
  const failed = request.status === 'error'
  const retry = () => void appKit.walletList?.retry()
  if (tiles.length === 0) {
    if (failed)
      return (
        <WalletGridPanel
          tone="error"
          title={REACT_MESSAGES.WALLETS_LOAD_FAILED}
          action={{ label: REACT_MESSAGES.TRY_AGAIN, onClick: retry }}
        />
      )
    if (loading) return <WalletGridSkeleton label={REACT_MESSAGES.LOADING_WALLETS} />
    return (
      <WalletGridPanel
        tone="empty"
        title={REACT_MESSAGES.NO_WALLETS_FOUND}
        description={searching ? REACT_MESSAGES.NO_WALLETS_MATCH : undefined}
      />
    )
  }
  const canLoadMore = hasMoreWallets(walletList) && !loading && !failed
  return (
    <>
      <WalletGrid
        // A new search starts at the top of its results.
        key={walletList.search.text}
        label={REACT_MESSAGES.WALLET_LIST_LABEL}
        items={tiles}
        onSelect={(tile) => selectWalletRow(appKit, tile.row)}
        imageTimeoutMs={IMAGE_PRELOAD_TIMEOUT_MS}
        onEndReached={canLoadMore ? () => void appKit.walletList?.loadMore() : undefined}
        loadingMore={loading}
        totalCount={searching ? undefined : pages.count}
      />
      {failed && <LoadMoreFailed onRetry={retry} />}
    </>
  )
}

const LOAD_MORE_FAILED_STYLE = {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: 12,
  paddingInline: 4,
} as const
