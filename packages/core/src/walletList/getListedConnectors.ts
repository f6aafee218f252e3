import type { Connector } from '../connectors/Connector.js'
import { getConnectorExplorerId } from '../connectors/getConnectorAssets.js'
import { getExcludedRdns, getVisibleConnectors } from '../connectors/isConnectorVisible.js'
import { groupWalletConnectors } from './groupWalletConnectors.js'
import type { WalletRowsInput } from './WalletRowsInput.js'

/**
 * The connectors that are wallet rows: the visible ones (CONNECTOR-012..014, the excluded rdns
 * being those of the `excludeWalletIds` wallets, A-32) without WalletConnect and the email/social
 * connector (other connect methods), without a connector whose directory id is excluded, one per
 * wallet (`groupWalletConnectors`).
 */
export function getListedConnectors(
  input: Pick<WalletRowsInput, 'connectors' | 'walletList' | 'options' | 'isMobile'>,
): readonly Connector[] {
  const { excludeWalletIds } = input.options
  const visible = getVisibleConnectors(input.connectors, {
    isMobile: input.isMobile,
    hasInjectedWallet: input.connectors.some(
      (connector) => connector.type === 'INJECTED' && connector.provider,
    ),
    excludedRdns: getExcludedRdns(excludeWalletIds, input.walletList.excluded.wallets),
  })
  return groupWalletConnectors(
    visible.filter((connector) => {
      if (connector.type === 'WALLET_CONNECT' || connector.type === 'AUTH') return false
      const explorerId = getConnectorExplorerId(connector)
      return explorerId === undefined || !excludeWalletIds.includes(explorerId)
    }),
  )
}
