'use client'

import { type CaipNetwork, formatMessage, REACT_MESSAGES, SEND_MESSAGES } from '@atrium/common'
import { Button, Icon, NetworkImage, QrCode, Text } from '@atrium/ui'
import { useId } from 'react'
import { useStore } from 'zustand'
import { useAppKitContext } from '../context/useAppKitContext.js'
import { useActiveChainAccount } from '../hooks/useActiveChainAccount.js'
import { useNetworkImageUrl } from '../icons/useNetworkImageUrl.js'
import { getNamespaceName } from './getNamespaceName.js'
import { useCopyAddress } from './useCopyAddress.js'
import { CENTERED_COLUMN_STYLE, QR_FRAME_STYLE } from './viewStyles.js'

const NO_NETWORKS: readonly CaipNetwork[] = []

/**
 * The Receive view: the active account's address as a QR code a phone wallet scans and as text
 * with a copy button, then the networks of its namespace the dApp configured, which can all send
 * to it (one address serves every network of a namespace).
 */
export function ReceiveView() {
  const { stores } = useAppKitContext()
  const account = useActiveChainAccount()
  const namespace = useStore(stores.network, (state) => state.activeNamespace)
  const networks = useStore(stores.network, (state) =>
    namespace === undefined ? NO_NETWORKS : state.chains[namespace].requestedCaipNetworks,
  )
  const copy = useCopyAddress()
  const headingId = useId()
  const address = account?.address
  if (address === undefined || namespace === undefined) return null
  return (
    <div style={CENTERED_COLUMN_STYLE}>
      <div style={QR_FRAME_STYLE}>
        <QrCode value={address} size={232} label={SEND_MESSAGES.RECEIVE_QR_LABEL} />
      </div>
      <div style={ADDRESS_STYLE}>
        <Text variant="mono" align="center">
          {address}
        </Text>
      </div>
      <Button variant="secondary" leading={<Icon name="copy" size={18} />} onClick={() => copy(address)}>
        {REACT_MESSAGES.COPY_ADDRESS}
      </Button>
      <Text variant="small" tone="secondary" align="center">
        {formatMessage(SEND_MESSAGES.RECEIVE_DESCRIPTION, { namespace: getNamespaceName(namespace) })}
      </Text>
      <section aria-labelledby={headingId} style={NETWORKS_STYLE}>
        <Text as="h3" variant="small" tone="secondary" id={headingId}>
          {SEND_MESSAGES.RECEIVE_NETWORKS}
        </Text>
        <ul style={LIST_STYLE}>
          {networks.map((network) => (
            <ReceiveNetwork key={network.caipNetworkId} network={network} />
          ))}
        </ul>
      </section>
    </div>
  )
}

function ReceiveNetwork({ network }: { readonly network: CaipNetwork }) {
  const imageUrl = useNetworkImageUrl(network)
  return (
    <li style={CHIP_STYLE}>
      <NetworkImage name={network.name} imageUrl={imageUrl} size={20} decorative />
      <Text as="span" variant="small">
        {network.name}
      </Text>
    </li>
  )
}

const ADDRESS_STYLE = { maxInlineSize: 280, overflowWrap: 'anywhere' } as const
const NETWORKS_STYLE = {
  display: 'flex',
  flexDirection: 'column',
  gap: 8,
  alignSelf: 'stretch',
  marginBlockStart: 4,
} as const
const LIST_STYLE = {
  display: 'flex',
  flexWrap: 'wrap',
  gap: 8,
  margin: 0,
  padding: 0,
  listStyle: 'none',
} as const
const CHIP_STYLE = {
  display: 'flex',
  alignItems: 'center',
  gap: 6,
  paddingBlock: 4,
  paddingInline: 8,
  borderRadius: 999,
  border: '1px solid var(--atr-border)',
} as const
