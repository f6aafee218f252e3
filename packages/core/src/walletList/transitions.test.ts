import { describe, expect, it } from 'vitest'
import { getInitialWalletListState } from './createWalletListStore.js'
import { getWalletListKey } from './getWalletListKey.js'
import { IDLE_WALLET_PAGES } from './selectors.js'
import {
  appendNewWallets,
  reduceChains,
  reducePageFailed,
  reducePageLoaded,
  reducePageRequested,
  reduceSearchFailed,
  reduceSearchLoaded,
  reduceSearchStarted,
  toWalletListError,
} from './transitions.js'

const wallet = (id: string) => ({ id, name: id })
const page = (from: number, size: number) =>
  Array.from({ length: size }, (_, index) => wallet(`w${from + index}`))
const error = { code: 'HTTP_STATUS', message: 'HTTP status code: 500' }

describe('wallet list transitions', () => {
  it('[CONNECTOR-019] a first page of 40 records the count and asks for page 2 next', () => {
    const state = reducePageLoaded(reducePageRequested(getInitialWalletListState(), ''), {
      key: '',
      page: 1,
      wallets: page(0, 40),
      count: 95,
    })
    expect(state.pages['']).toMatchObject({ status: 'ready', count: 95, nextPage: 2, error: undefined })
    expect(state.pages['']?.wallets).toHaveLength(40)
  })

  it('[CONNECTOR-019] the page covering the count is the last; an empty page ends the list early', () => {
    let state = getInitialWalletListState()
    state = reducePageLoaded(state, { key: '', page: 1, wallets: page(0, 40), count: 80 })
    state = reducePageLoaded(state, { key: '', page: 2, wallets: page(40, 40), count: 80 })
    expect(state.pages['']).toMatchObject({ nextPage: undefined, count: 80 })
    const shrunk = reducePageLoaded(getInitialWalletListState(), {
      key: 'k',
      page: 1,
      wallets: [],
      count: 500,
    })
    expect(shrunk.pages.k?.nextPage).toBeUndefined()
  })

  it('[CONNECTOR-019] a page with a dropped entry still moves to the next page', () => {
    const state = reducePageLoaded(getInitialWalletListState(), {
      key: '',
      page: 1,
      wallets: page(0, 39),
      count: 95,
    })
    expect(state.pages['']?.nextPage).toBe(2)
  })

  it('pages that overlap add only the wallets not listed yet', () => {
    expect(appendNewWallets([wallet('a'), wallet('b')], [wallet('b'), wallet('c'), wallet('c')])).toEqual([
      wallet('a'),
      wallet('b'),
      wallet('c'),
    ])
  })

  it('a failed page keeps the pages before it and records the error; a new request clears it', () => {
    let state = reducePageLoaded(getInitialWalletListState(), {
      key: '',
      page: 1,
      wallets: page(0, 40),
      count: 95,
    })
    state = reducePageFailed(reducePageRequested(state, ''), { key: '', error })
    expect(state.pages['']).toMatchObject({ status: 'error', error, nextPage: 2 })
    expect(state.pages['']?.wallets).toHaveLength(40)
    expect(reducePageRequested(state, '').pages['']).toMatchObject({ status: 'loading', error: undefined })
  })

  it('pages are kept per chains filter; switching back finds them', () => {
    const solana = ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'] as const
    let state = reducePageLoaded(getInitialWalletListState(), {
      key: '',
      page: 1,
      wallets: page(0, 3),
      count: 3,
    })
    state = reduceChains(state, solana)
    expect(state.pages[getWalletListKey(solana)] ?? IDLE_WALLET_PAGES).toBe(IDLE_WALLET_PAGES)
    state = reduceChains(state, [])
    expect(state.pages['']?.wallets).toHaveLength(3)
    expect(reduceChains(state, [])).toBe(state)
  })

  it('[CONNECTOR-020] only the latest search lands; a cleared search drops a late answer', () => {
    let state = reduceSearchStarted(getInitialWalletListState(), { text: 'tr', chainsKey: '' })
    state = reduceSearchStarted(state, { text: 'trust', chainsKey: '' })
    const late = reduceSearchLoaded(state, { text: 'tr', chainsKey: '', wallets: [wallet('old')] })
    expect(late).toBe(state)
    state = reduceSearchLoaded(state, { text: 'trust', chainsKey: '', wallets: [wallet('trust')] })
    expect(state.search).toMatchObject({ text: 'trust', status: 'ready', wallets: [wallet('trust')] })
    const cleared = reduceSearchStarted(state, { text: '', chainsKey: '' })
    expect(cleared.search).toMatchObject({ text: '', status: 'idle', wallets: [] })
    expect(reduceSearchFailed(cleared, { text: 'trust', chainsKey: '', error })).toBe(cleared)
  })

  it('errors become plain data: an Atrium error keeps its code and message, anything else is generic', () => {
    expect(
      toWalletListError(Object.assign(new Error('HTTP status code: 500'), { code: 'HTTP_STATUS' })),
    ).toEqual(error)
    expect(toWalletListError('boom')).toEqual({
      code: 'SOMETHING_WENT_WRONG',
      message: 'Something went wrong',
    })
  })
})
