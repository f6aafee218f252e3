'use client'

import { REACT_MESSAGES } from '@atrium/common'
import { goBack } from '@atrium/core'
import { Button, Text } from '@atrium/ui'
import { useAppKitContext } from '../context/useAppKitContext.js'
import { NetworkList } from './NetworkList.js'
import { useDisconnectAction } from './useDisconnectAction.js'

/**
 * UnsupportedChain (ROUTER-026): the wallet is on a network the app did not configure. It explains,
 * lists the supported networks, and offers to disconnect. A successful switch goes back, which
 * core turns into closing the modal (ROUTER-006).
 */
export function UnsupportedChainView() {
  const { stores } = useAppKitContext()
  const { disconnect, disconnecting } = useDisconnectAction()
  return (
    <div style={COLUMN_STYLE}>
      <Text tone="secondary">{REACT_MESSAGES.UNSUPPORTED_CHAIN_DESCRIPTION}</Text>
      <NetworkList scope="active" onSwitched={() => goBack({ router: stores.router, modal: stores.modal })} />
      <Button variant="danger" fullWidth loading={disconnecting} onClick={disconnect}>
        {REACT_MESSAGES.DISCONNECT}
      </Button>
    </div>
  )
}

const COLUMN_STYLE = { display: 'flex', flexDirection: 'column', gap: 12 } as const
