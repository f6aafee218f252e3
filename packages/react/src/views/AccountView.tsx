'use client'

import {
  BUTTON_MESSAGES,
  formatGroupedBalance,
  formatMessage,
  LOGIN_MESSAGES,
  REACT_MESSAGES,
  truncateAddress,
} from '@atrium/common'
import { getActiveCaipNetwork, NETWORKS_VIEW, pushView, resetView, UPDATE_EMAIL_VIEW } from '@atrium/core'
import { Avatar, Button, Icon, IconButton, Link, ListItem, NetworkImage, Skeleton, Text } from '@atrium/ui'
import { useEffect } from 'react'
import { useStore } from 'zustand'
import { useAppKitContext } from '../context/useAppKitContext.js'
import { useActiveChainAccount } from '../hooks/useActiveChainAccount.js'
import { useNetworkImageUrl } from '../icons/useNetworkImageUrl.js'
import { AccountTabs } from './AccountTabs.js'
import { getAddressExplorerUrl } from './getAddressExplorerUrl.js'
import { OtherConnectedAccounts } from './OtherConnectedAccounts.js'
import { useCopyAddress } from './useCopyAddress.js'
import { useDisconnectAction } from './useDisconnectAction.js'
import { WalletFeatureButtons } from './WalletFeatureButtons.js'

/**
 * The Account view, in the order a user reads it: avatar, name or truncated address with a copy
 * button, the native balance as the main figure (truncated to 3 decimals and grouped, UI-010,
 * refreshed each time the view opens), the network (opens the network list), the wallet features
 * (Receive, Send), the tabs over what the account holds (Tokens), then the actions: the block-explorer link and a quiet disconnect. Without a connected account it shows Connect.
 */
export function AccountView() {
  const appKit = useAppKitContext()
  const { router } = appKit.stores
  const account = useActiveChainAccount()
  const caipNetwork = useStore(appKit.stores.network, getActiveCaipNetwork)
  const networkImageUrl = useNetworkImageUrl(caipNetwork)
  const copy = useCopyAddress()
  const { disconnect, disconnecting } = useDisconnectAction()
  const address = account?.address

  // biome-ignore lint/correctness/useExhaustiveDependencies: refresh on each visit; chain changes are appkit's
  useEffect(() => {
    if (address === undefined) resetView({ router }, { view: 'Connect' })
    else void appKit.fetchBalance()
  }, [])

  if (account === undefined || address === undefined) return null
  // An embedded wallet says whose it is: the email, else the social account's user name.
  const signedInAs = account.user?.email ?? account.user?.userName ?? undefined
  const explorerUrl = getAddressExplorerUrl({
    address,
    addressExplorerUrl: account.addressExplorerUrl,
    caipNetwork,
  })
  return (
    <div style={COLUMN_STYLE}>
      <Avatar address={address} imageUrl={account.profileImage ?? undefined} size={64} />
      <div style={ROW_STYLE}>
        <Text as="p" variant="title" truncate>
          {account.profileName ?? truncateAddress(address)}
        </Text>
        <IconButton label={REACT_MESSAGES.COPY_ADDRESS} icon="copy" onClick={() => copy(address)} />
      </div>
      {signedInAs !== undefined && (
        <div style={SIGNED_IN_STYLE}>
          <Text variant="small" tone="secondary" align="center">
            {formatMessage(LOGIN_MESSAGES.SIGNED_IN_AS, { name: signedInAs })}
          </Text>
          {/* An email sign-in can move to another address (FRAME-021). */}
          {account.user?.email != null && appKit.embeddedLogin !== undefined && (
            <Button
              variant="ghost"
              size="sm"
              onClick={() => pushView({ router }, { view: UPDATE_EMAIL_VIEW })}
            >
              {LOGIN_MESSAGES.CHANGE_EMAIL}
            </Button>
          )}
        </div>
      )}
      {account.balance === undefined ? (
        <>
          <Skeleton width={160} height={34} />
          <span className="atr-visually-hidden">{REACT_MESSAGES.BALANCE_LOADING}</span>
        </>
      ) : (
        <Text variant="figure">
          <bdi>{formatGroupedBalance(account.balance, account.balanceSymbol)}</bdi>
        </Text>
      )}
      <div style={STRETCH_STYLE}>
        {caipNetwork !== undefined && (
          <ListItem
            title={caipNetwork.name}
            leading={<NetworkImage name={caipNetwork.name} imageUrl={networkImageUrl} decorative />}
            trailing={<Icon name="chevron" />}
            aria-label={formatMessage(BUTTON_MESSAGES.SWITCH_NETWORK_FROM, { network: caipNetwork.name })}
            onClick={() => pushView({ router }, { view: NETWORKS_VIEW })}
          />
        )}
        <WalletFeatureButtons />
        <OtherConnectedAccounts />
        <AccountTabs />
        <div style={ACTIONS_STYLE}>
          {explorerUrl !== undefined && (
            <Link href={explorerUrl} externalLabel={REACT_MESSAGES.OPENS_IN_NEW_TAB}>
              {REACT_MESSAGES.BLOCK_EXPLORER}
            </Link>
          )}
          <Button
            variant="secondary"
            leading={<Icon name="disconnect" size={18} />}
            loading={disconnecting}
            onClick={disconnect}
          >
            {REACT_MESSAGES.DISCONNECT}
          </Button>
        </div>
      </div>
    </div>
  )
}

const COLUMN_STYLE = { display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 8 } as const
const ROW_STYLE = { display: 'flex', alignItems: 'center', gap: 4, maxWidth: '100%' } as const
const SIGNED_IN_STYLE = {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  columnGap: 4,
  maxWidth: '100%',
} as const
const STRETCH_STYLE = {
  display: 'flex',
  flexDirection: 'column',
  gap: 8,
  alignSelf: 'stretch',
  marginTop: 12,
} as const
const ACTIONS_STYLE = {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: 8,
  marginTop: 4,
} as const
