'use client'

import { goBack } from '@atrium/core'
import { useAppKitContext } from '../context/useAppKitContext.js'
import { NetworkList } from './NetworkList.js'

/**
 * The network list (opened from the Account view or the network button): after a switch it goes
 * back with core's rules, to the Account view, or closes the modal when it was opened on this view.
 */
export function NetworksView() {
  const { stores } = useAppKitContext()
  return <NetworkList onSwitched={() => goBack({ router: stores.router, modal: stores.modal })} />
}
