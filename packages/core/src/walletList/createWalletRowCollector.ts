import type { Connector } from '../connectors/Connector.js'
import { getConnectorExplorerId } from '../connectors/getConnectorAssets.js'
import { isInstalledConnector } from '../connectors/isInstalledConnector.js'
import { findWalletConnector } from '../router/findWalletConnector.js'
import type { Wallet } from '../walletDirectory/walletSchema.js'
import { hasWalletLink } from './hasWalletLink.js'
import type { WalletRow, WalletRowSource } from './WalletRow.js'
import type { WalletRowsInput } from './WalletRowsInput.js'

type MutableRow = { -readonly [field in keyof WalletRow]: WalletRow[field] }

function getConnectorKey(connector: Connector): string {
  return getConnectorExplorerId(connector) ?? `${connector.chain}:${connector.id}`
}

/** Whether `row` already stands for `wallet`: same directory id or rdns, or its connector opens it. */
function isRowOf(row: MutableRow, wallet: Wallet): boolean {
  if (row.wallet !== undefined) {
    if (row.wallet.id === wallet.id) return true
    if (wallet.rdns && row.wallet.rdns === wallet.rdns) return true
  }
  if (row.connector === undefined) return false
  const members = [row.connector, ...(row.connector.connectors ?? [])]
  return findWalletConnector({ wallet, connectors: members }) !== undefined
}

/**
 * Builds one ordered list of wallet rows where every wallet appears once: the first section that
 * adds a wallet places it, later sections only add what they know (a directory entry to an
 * installed wallet's row, the recent flag). `connectors` are the listed ones
 * (`getListedConnectors`); a wallet one of them opens connects through it (installed first, then
 * an SDK connector), any other through WalletConnect, and is left out when there is none.
 */
export function createWalletRowCollector(
  input: Pick<WalletRowsInput, 'hasWalletConnect' | 'getImageUrl' | 'options'>,
  connectors: readonly Connector[],
) {
  const rows: MutableRow[] = []
  const excluded = new Set(input.options.excludeWalletIds)
  const findRow = (wallet: Wallet) => rows.find((row) => isRowOf(row, wallet))
  const canAdd = (wallet: Wallet) =>
    !excluded.has(wallet.id) &&
    findRow(wallet) === undefined &&
    (input.hasWalletConnect || findWalletConnector({ wallet, connectors }) !== undefined)
  return {
    /** Whether `wallet` would become a new row (not excluded, not listed yet, connectable). */
    canAdd,
    /** Adds `connector`'s row, or marks its row recent. */
    addConnector(connector: Connector, source: WalletRowSource, recent = false): void {
      const row = rows.find((entry) => entry.connector === connector)
      if (row !== undefined) {
        row.recent ||= recent
        return
      }
      rows.push({
        kind: 'wallet',
        key: getConnectorKey(connector),
        name: connector.name,
        source,
        installed: isInstalledConnector(connector),
        recent,
        connector,
        wallet: undefined,
        imageUrl: connector.imageUrl,
      })
    },
    /** Adds `wallet`'s row (through its connector when one opens it), or completes the row it has. */
    addWallet(wallet: Wallet, source: WalletRowSource, recent = false): void {
      const row = findRow(wallet)
      if (row !== undefined) {
        row.wallet ??= wallet
        row.imageUrl ??= input.getImageUrl?.(wallet)
        row.recent ||= recent
        return
      }
      if (!canAdd(wallet)) return
      const connector = findWalletConnector({ wallet, connectors })
      rows.push({
        kind: 'wallet',
        key: wallet.id,
        name: connector?.name ?? wallet.name,
        source,
        installed: connector !== undefined && isInstalledConnector(connector),
        recent,
        connector,
        wallet,
        imageUrl: connector?.imageUrl ?? input.getImageUrl?.(wallet),
      })
    },
    /** The rows so far, in order. */
    getRows(): readonly WalletRow[] {
      return rows.map((row) => ({ ...row }))
    },
  }
}

/** A collector made by `createWalletRowCollector`. */
export type WalletRowCollector = ReturnType<typeof createWalletRowCollector>

/**
 * [CONNECTOR-015] Adds the installed connectors (INJECTED / ANNOUNCED with their provider present,
 * CONNECTOR-023): the ones used before first, most recent first, then in the adapters' order, and
 * then the other recent wallets (an SDK connector used before, or a wallet paired before that has a
 * link to reach it again), all flagged recent. `accepts` narrows both (a search).
 */
export function addInstalledAndRecentWallets(
  collector: WalletRowCollector,
  parameters: {
    readonly connectors: readonly Connector[]
    readonly recentWallets: readonly Wallet[]
    readonly accepts?: ((name: string) => boolean) | undefined
  },
): void {
  const accepts = parameters.accepts ?? (() => true)
  const recent = parameters.recentWallets.map((wallet) => ({
    wallet,
    connector: findWalletConnector({ wallet, connectors: parameters.connectors }),
  }))
  const rank = (connector: Connector) => {
    const index = recent.findIndex((entry) => entry.connector === connector)
    return index === -1 ? recent.length : index
  }
  const installed = parameters.connectors
    .filter((connector) => isInstalledConnector(connector) && accepts(connector.name))
    .map((connector, index) => ({ connector, index }))
    .sort((left, right) => rank(left.connector) - rank(right.connector) || left.index - right.index)
  for (const { connector } of installed)
    collector.addConnector(connector, 'installed', rank(connector) < recent.length)
  for (const { wallet, connector } of recent) {
    if (connector !== undefined) {
      if (accepts(connector.name)) collector.addConnector(connector, 'recent', true)
    } else if (hasWalletLink(wallet) && accepts(wallet.name)) collector.addWallet(wallet, 'recent', true)
  }
}
