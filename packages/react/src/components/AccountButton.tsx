'use client'

import {
  BUTTON_MESSAGES,
  formatGroupedBalance,
  formatMessage,
  type Namespace,
  truncateAddress,
} from '@atrium/common'
import type { ChainAccountState } from '@atrium/core'
import { Avatar, Button, type ButtonProps } from '@atrium/ui'
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
  return {
    variant: 'secondary',
    onClick: () => appKit.open({ view: 'Account', namespace }),
    'aria-label': formatMessage(BUTTON_MESSAGES.OPEN_ACCOUNT, { address: shortAddress }),
    // On a narrow button the balance is dropped first, then the name shortened (see @atrium/ui's Button).
    detail:
      balance === 'show' && account.balance !== undefined
        ? formatGroupedBalance(account.balance, account.balanceSymbol)
        : undefined,
    leading: <Avatar address={address} imageUrl={account.profileImage ?? undefined} size={24} />,
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
  const button = getAccountButtonProps(appKit, useActiveChainAccount(props.namespace), props)
  if (button === undefined) return null
  return (
    <ShadowHost>
      <Button {...button} />
    </ShadowHost>
  )
}
