'use client'

import {
  BUTTON_MESSAGES,
  formatBalance,
  formatMessage,
  type Namespace,
  truncateAddress,
} from '@atrium/common'
import { Avatar, Button } from '@atrium/ui'
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
 * The connected account: avatar, truncated address and native balance; opens the Account view.
 * Renders nothing while no account is connected. Where it is too narrow, the balance is left out
 * and then the name ends in an ellipsis: it never wraps.
 *
 * @example
 * <AccountButton balance="hide" />
 */
export function AccountButton({ namespace, balance = 'show' }: AccountButtonProps) {
  const appKit = useAppKitContext()
  const account = useActiveChainAccount(namespace)
  const address = account?.address
  if (address === undefined) return null
  const shortAddress = truncateAddress(address)
  const showBalance = balance === 'show' && account?.balance !== undefined
  return (
    <ShadowHost>
      <Button
        variant="secondary"
        onClick={() => appKit.open({ view: 'Account', namespace })}
        aria-label={formatMessage(BUTTON_MESSAGES.OPEN_ACCOUNT, { address: shortAddress })}
        // On a narrow button the balance is dropped first, then the name shortened (see @atrium/ui's Button).
        detail={showBalance ? formatBalance(account?.balance, account?.balanceSymbol) : undefined}
        leading={<Avatar address={address} imageUrl={account?.profileImage ?? undefined} size={24} />}
      >
        {account?.profileName ?? shortAddress}
      </Button>
    </ShadowHost>
  )
}
