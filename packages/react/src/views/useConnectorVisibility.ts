'use client'

import type { Connector, ConnectorVisibilityContext } from '@atrium/core'
import { useMemo } from 'react'
import { isMobileDevice } from '../platform/isMobileDevice.js'

const NO_EXCLUDED_RDNS: readonly string[] = []

/**
 * What connector visibility (CONNECTOR-012..014) depends on: the device, whether an injected
 * provider is in the page (an INJECTED connector with its provider present), and the excluded rdns
 * list, empty until the wallet directory (which maps `excludeWalletIds` to rdns) is loaded.
 */
export function useConnectorVisibility(connectors: readonly Connector[]): ConnectorVisibilityContext {
  const hasInjectedWallet = connectors.some(
    (connector) => connector.type === 'INJECTED' && connector.provider,
  )
  return useMemo(
    () => ({ isMobile: isMobileDevice(), hasInjectedWallet, excludedRdns: NO_EXCLUDED_RDNS }),
    [hasInjectedWallet],
  )
}
