import { formatUsd } from '@atrium/common'
import { DEV_ACCOUNTS } from '@atrium/devnet'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { loadLaterViews } from '../../src/modal/loadLaterViews.js'
import { ModalRoot } from '../../src/modal/ModalRoot.js'
import { ANNOUNCED_WALLET } from '../helpers/createSubject.test-helper.js'
import { renderWithAppKit } from '../helpers/renderWithAppKit.test-helper.js'
import { createSwapSubject, setSwapApiFault } from '../helpers/swapDevnet.test-helper.js'

beforeAll(() => loadLaterViews())
afterEach(() => setSwapApiFault(undefined))

// A holder of the devnet tokens; only this file sends from it on its own chain, one test at a time.
const SWAPPER = DEV_ACCOUNTS[1]
/** A quote and its transaction take a few requests to the devnet. */
const QUOTED = { timeout: 15_000 }

/** Connects the test wallet, opens Account and presses Swap: the form set up on the devnet chain. */
async function openSwap() {
  const subject = createSwapSubject({ privateKey: SWAPPER.privateKey })
  const connector = subject.stores.connectors
    .getState()
    .connectors.find((entry) => entry.id === ANNOUNCED_WALLET.id)
  if (connector === undefined) throw new Error('test wallet not listed')
  await subject.appKit.connect({ connector })
  renderWithAppKit(subject.appKit, <ModalRoot />)
  act(() => subject.appKit.open())
  const dialog = screen.getByRole('dialog')
  fireEvent.click(await within(dialog).findByRole('button', { name: 'Swap' }, QUOTED))
  await within(dialog).findByRole('heading', { name: 'Swap' })
  await within(dialog).findByRole('textbox', { name: 'Amount to pay' }, QUOTED)
  return { subject, dialog }
}

/** Opens the picker of `side`, searches `symbol` and picks it. */
async function pickToken(dialog: HTMLElement, side: 'You pay' | 'You receive', symbol: string) {
  fireEvent.click(within(dialog).getByRole('button', { name: new RegExp(`^${side}: `) }))
  fireEvent.change(await within(dialog).findByRole('searchbox', { name: 'Search tokens' }), {
    target: { value: symbol.toLowerCase() },
  })
  fireEvent.click(within(dialog).getByRole('button', { name: new RegExp(`^${symbol}`) }))
  await within(dialog).findByRole('button', { name: `${side}: ${symbol}, change token` })
}

const typeAmount = (dialog: HTMLElement, amount: string) =>
  fireEvent.change(within(dialog).getByRole('textbox', { name: 'Amount to pay' }), {
    target: { value: amount },
  })

const mainButton = (dialog: HTMLElement, name: string | RegExp) =>
  within(dialog).findByRole('button', { name }, QUOTED) as Promise<HTMLButtonElement>

const sentTransactions = (subject: ReturnType<typeof createSwapSubject>) =>
  subject.wallet.requests.filter((request) => request.method === 'eth_sendTransaction')

const tokenBalance = (subject: ReturnType<typeof createSwapSubject>, symbol: string) =>
  Number(
    subject.stores.account.getState().chains.eip155.tokenBalance.find((token) => token.symbol === symbol)
      ?.quantity.numeric ?? '0',
  )

describe('the Swap view on the devnet Uniswap V2', () => {
  it('[SWAP-001] shows Swap on a network the API quotes, sets the form up with ETH as source and the account’s balance', async () => {
    const { dialog, subject } = await openSwap()
    expect(subject.stores.swap.getState().status).toBe('initialised')
    expect(within(dialog).getByRole('button', { name: 'You pay: ETH, change token' })).toBeTruthy()
    expect(within(dialog).getByText(/^Balance: [\d,.]+ ETH$/)).toBeTruthy()
    expect((await mainButton(dialog, 'Select token')).disabled).toBe(true)
  })

  it('the picker is a step of the view: the header reads “Swap to” and its back returns to the form, focus on the token button', async () => {
    const { dialog, subject } = await openSwap()
    const tokenButton = within(dialog).getByRole('button', {
      name: 'You receive: Select token, change token',
    })
    fireEvent.click(tokenButton)
    expect(await within(dialog).findByRole('heading', { name: 'Swap to' })).toBeTruthy()
    expect(within(dialog).getByRole('searchbox', { name: 'Search tokens' })).toBe(document.activeElement)
    fireEvent.click(within(dialog).getByRole('button', { name: 'Back' }))
    expect(await within(dialog).findByRole('heading', { name: 'Swap' })).toBeTruthy()
    expect(subject.stores.router.getState().view).toBe('Swap')
    await waitFor(() =>
      expect(document.activeElement?.getAttribute('aria-label')).toBe(
        'You receive: Select token, change token',
      ),
    )
  })

  it('[SWAP-008][SWAP-014][SWAP-023] ETH → DUSD: quote with its details, review, one confirmation, “Swapped X to Y”, Account with the DUSD balance read again', async () => {
    const { dialog, subject } = await openSwap()
    await pickToken(dialog, 'You receive', 'DUSD')
    expect((await mainButton(dialog, 'Enter amount')).disabled).toBe(true)
    typeAmount(dialog, '0.01')
    const review = await mainButton(dialog, 'Review swap')
    await waitFor(() => expect(review.disabled).toBe(false), QUOTED)
    const quoted = subject.stores.swap.getState().toTokenAmount
    expect(Number(quoted)).toBeGreaterThan(0)
    expect(within(dialog).getByRole('textbox', { name: 'Amount to receive' })).toHaveProperty('value', quoted)
    expect(within(dialog).getByRole('status').textContent).toBe(`You receive ${quoted} DUSD`)
    expect(within(dialog).getByText(/^1 ETH = [\d,.]+ DUSD$/)).toBeTruthy()
    expect(within(dialog).getByText('Provider fee (0.85%)')).toBeTruthy()
    const { sourceTokenPriceInUSD } = subject.stores.swap.getState()
    expect(sourceTokenPriceInUSD).toBeGreaterThan(0)
    expect(within(dialog).getByText(formatUsd(0.01 * sourceTokenPriceInUSD * 0.0085))).toBeTruthy()
    const before = tokenBalance(subject, 'DUSD')

    fireEvent.click(review)
    expect(await within(dialog).findByRole('heading', { name: 'Review swap' })).toBeTruthy()
    fireEvent.click(await mainButton(dialog, /^Swap$/))
    expect(await within(dialog).findByText(`Swapped 0.01 ETH to ${quoted} DUSD`, {}, QUOTED)).toBeTruthy()
    await waitFor(() => expect(subject.stores.router.getState().view).toBe('Account'))
    expect(sentTransactions(subject)).toHaveLength(1)
    expect(subject.stores.swap.getState().status).toBe('uninitialised')
    expect(tokenBalance(subject, 'DUSD')).toBeGreaterThanOrEqual(before + Number(quoted) * 0.99)
  })

  it('[SWAP-006] DUSD → ETH: the review asks for the approval first, then the rebuilt swap: two confirmations', async () => {
    const { dialog, subject } = await openSwap()
    await pickToken(dialog, 'You pay', 'DUSD')
    await pickToken(dialog, 'You receive', 'ETH')
    typeAmount(dialog, '2')
    const review = await mainButton(dialog, 'Review swap')
    await waitFor(() => expect(review.disabled).toBe(false), QUOTED)
    fireEvent.click(review)
    fireEvent.click(await mainButton(dialog, 'Approve DUSD'))
    const swap = await mainButton(dialog, /^Swap$/)
    await waitFor(() => expect(swap.disabled).toBe(false), QUOTED)
    expect(sentTransactions(subject)).toHaveLength(1)
    fireEvent.click(swap)
    expect(await within(dialog).findByText(/^Swapped 2 DUSD to [\d.]+ ETH$/, {}, QUOTED)).toBeTruthy()
    expect(sentTransactions(subject)).toHaveLength(2)
  })

  it('[SWAP-018] an amount above the balance reads “Insufficient balance” and cannot be reviewed; nothing is signed', async () => {
    const { dialog, subject } = await openSwap()
    await pickToken(dialog, 'You receive', 'DUSD')
    typeAmount(dialog, '1000000')
    const button = await mainButton(dialog, 'Insufficient balance')
    expect(button.disabled).toBe(true)
    expect(sentTransactions(subject)).toHaveLength(0)
  })

  it('[SWAP-015] the flip makes the quoted amount the new source amount', async () => {
    const { dialog, subject } = await openSwap()
    await pickToken(dialog, 'You receive', 'DUSD')
    typeAmount(dialog, '0.01')
    await waitFor(() => expect(subject.stores.swap.getState().toTokenAmount).not.toBe(''), QUOTED)
    const quoted = subject.stores.swap.getState().toTokenAmount
    fireEvent.click(within(dialog).getByRole('button', { name: 'Switch tokens' }))
    expect(within(dialog).getByRole('button', { name: 'You pay: DUSD, change token' })).toBeTruthy()
    expect(within(dialog).getByRole('textbox', { name: 'Amount to pay' })).toHaveProperty('value', quoted)
  })

  it('a wallet refusal comes back to the form with “Transaction declined”, the amount kept', async () => {
    const { dialog, subject } = await openSwap()
    await pickToken(dialog, 'You receive', 'DUSD')
    typeAmount(dialog, '0.01')
    const review = await mainButton(dialog, 'Review swap')
    await waitFor(() => expect(review.disabled).toBe(false), QUOTED)
    fireEvent.click(review)
    subject.wallet.rejectNextRequest()
    fireEvent.click(await mainButton(dialog, /^Swap$/))
    expect((await within(dialog).findByRole('alert', {}, QUOTED)).textContent).toContain(
      'Transaction declined',
    )
    expect(within(dialog).getByRole('textbox', { name: 'Amount to pay' })).toHaveProperty('value', '0.01')
    expect(subject.stores.router.getState().view).toBe('Swap')
  })

  it('a failing quote shows its error and the form stays usable: Try again quotes it once the API answers', async () => {
    const { dialog, subject } = await openSwap()
    await pickToken(dialog, 'You receive', 'DUSD')
    await setSwapApiFault({ kind: 'status', status: 500, path: '/v1/convert/quotes' })
    typeAmount(dialog, '0.01')
    expect((await within(dialog).findByRole('alert', {}, QUOTED)).textContent).not.toBe('')
    await setSwapApiFault(undefined)
    fireEvent.click(await mainButton(dialog, 'Try again'))
    const review = await mainButton(dialog, 'Review swap')
    await waitFor(() => expect(review.disabled).toBe(false), QUOTED)
    expect(subject.stores.swap.getState().toTokenAmount).not.toBe('')
    expect(sentTransactions(subject)).toHaveLength(0)
  })

  it('[SWAP-025] choosing another slippage tolerance quotes again with it', async () => {
    const { dialog, subject } = await openSwap()
    await pickToken(dialog, 'You receive', 'DUSD')
    typeAmount(dialog, '0.01')
    const review = await mainButton(dialog, 'Review swap')
    await waitFor(() => expect(review.disabled).toBe(false), QUOTED)
    expect(subject.stores.swap.getState().slippage).toBe(1)
    fireEvent.click(within(dialog).getByRole('radio', { name: '2.0%' }))
    await waitFor(() => expect(review.disabled).toBe(true))
    await waitFor(() => expect(review.disabled).toBe(false), QUOTED)
    const { slippage, maxSlippage, toTokenAmount } = subject.stores.swap.getState()
    expect(slippage).toBe(2)
    expect(Number(maxSlippage)).toBeCloseTo(Number(toTokenAmount) * 0.02, 3)
  })
})
