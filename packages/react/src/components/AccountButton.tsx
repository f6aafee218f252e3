'use client'

import {
  BUTTON_MESSAGES,
  createLazyLoader,
  formatMessage,
  type Namespace,
  truncateAddress,
} from '@atrium/common'
import type { ChainAccountState } from '@atrium/core'
import { Button, type ButtonProps } from '@atrium/ui'
import { lazy, Suspense } from 'react'
import { useStore } from 'zustand'
import type { AppKitContextValue } from '../context/AppKitContextValue.js'
import { useAppKitContext } from '../context/useAppKitContext.js'
import { useActiveChainAccount } from '../hooks/useActiveChainAccount.js'
import { ShadowHost } from './ShadowHost.js'

/** Props of `AccountButton`. */
export type AccountButtonProps = {
  /** The namespace whose account to show; the active one by default. */
  readonly namespace?: Namespace | undefined
  /** Hides the balance (UI-010: otherwise truncated to 3 decimals). */
  readonly balance?: 'show' | 'hide' | undefined
}

/** The empty circle the avatar is drawn in, shown while the avatar's code loads. */
const EMPTY_AVATAR = (
  <span className="atr-image atr-image--circle" style={{ width: 24, height: 24 }} aria-hidden="true" />
)

type AccountButtonParts = typeof import('./accountButtonParts.js')
const parts = createLazyLoader(() => import('./accountButtonParts.js'))
/**
 * Where the parts' file cannot be loaded (offline, a deployment that replaced it): the button keeps
 * the address and the empty circle instead of throwing into the dApp's tree.
 */
const PARTS_UNAVAILABLE: AccountButtonParts = {
  AccountAvatar: () => EMPTY_AVATAR,
  AccountBalance: () => null,
}
const loadParts = () => parts.load().catch(() => PARTS_UNAVAILABLE)
const LazyAccountAvatar = lazy(async () => ({ default: (await loadParts()).AccountAvatar }))
const LazyAccountBalance = lazy(async () => ({ default: (await loadParts()).AccountBalance }))

/**
 * Starts loading the account button's avatar and balance (kept out of the start-up file). Called
 * in the render while a connection or a session restore runs, not in an effect after the frame: the
 * wallet takes longer to answer than they take to load, but can answer within that frame.
 */
export function preloadAccountButtonParts(): void {
  if (parts.peek() === undefined) void loadParts()
}

/**
 * The `Button` props of the account button of `account`, or `undefined` without an address. Shared
 * with `ConnectButton`, which renders them in the same button element it showed before connecting.
 */
export function getAccountButtonProps(
  appKit: AppKitContextValue,
  account: ChainAccountState | undefined,
  { namespace, balance = 'show' }: AccountButtonProps,
): ButtonProps | undefined {
  const address = account?.address
  if (account === undefined || address === undefined) return undefined
  const shortAddress = truncateAddress(address)
  // Once loaded, the parts render at once: a lazy component would still suspend for its first render.
  const AccountAvatar = parts.peek()?.AccountAvatar ?? LazyAccountAvatar
  const AccountBalance = parts.peek()?.AccountBalance ?? LazyAccountBalance
  return {
    variant: 'secondary',
    onClick: () => appKit.open({ view: 'Account', namespace }),
    'aria-label': formatMessage(BUTTON_MESSAGES.OPEN_ACCOUNT, { address: shortAddress }),
    // On a narrow button the balance is dropped first, then the name shortened (see @atrium/ui's Button).
    detail:
      balance === 'show' && account.balance !== undefined ? (
        <Suspense fallback={null}>
          <AccountBalance balance={account.balance} symbol={account.balanceSymbol} />
        </Suspense>
      ) : undefined,
    leading: (
      <Suspense fallback={EMPTY_AVATAR}>
        <AccountAvatar address={address} imageUrl={account.profileImage ?? undefined} />
      </Suspense>
    ),
    children: account.profileName ?? shortAddress,
  }
}

/**
 * The connected account: avatar, truncated address and native balance; opens the Account view.
 * Renders nothing while no account is connected. Where it is too narrow, the balance is left out
 * and then the name ends in an ellipsis: it never wraps.
 *
 * @example
 * <AccountButton balance="hide" />
 */
export function AccountButton(props: AccountButtonProps) {
  const appKit = useAppKitContext()
  if (useStore(appKit.stores.connection, (state) => state.status === 'connecting'))
    preloadAccountButtonParts()
  const button = getAccountButtonProps(appKit, useActiveChainAccount(props.namespace), props)
  if (button === undefined) return null
  return (
    <ShadowHost>
      <Button {...button} />
    </ShadowHost>
  )
}
