import type { Connector } from '../connectors/Connector.js'
import { getConnectorExplorerId } from '../connectors/getConnectorAssets.js'
import { isInstalledConnector } from '../connectors/isInstalledConnector.js'
import {
  createWalletConnectorFinder,
  findWalletConnector,
  normalizeConnectorName,
  type WalletConnectorFinder,
} from '../router/findWalletConnector.js'
import type { Wallet } from '../walletDirectory/walletSchema.js'
import { hasWalletLink } from './hasWalletLink.js'
import type { WalletRow, WalletRowSource } from './WalletRow.js'
import type { WalletRowsInput } from './WalletRowsInput.js'

type MutableRow = { -readonly [field in keyof WalletRow]: WalletRow[field] }

function getConnectorKey(connector: Connector): string {
  return getConnectorExplorerId(connector) ?? `${connector.chain}:${connector.id}`
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
  // What `getRows` returned last: a row keeps its object until something is added to it, so a
  // list rebuilt page after page (All Wallets) re-renders only the rows that changed.
  const snapshot: WalletRow[] = []
  const changed = new Set<MutableRow>()
  const excluded = new Set(input.options.excludeWalletIds)
  // A row stands for a wallet with its directory id or rdns, or whose connector opens it. Rows are
  // indexed by the first two (the earliest row of each id and rdns), so a directory of thousands is
  // matched in linear time; only the few rows with a connector are scanned. The match is the
  // earliest row meeting any of the three, as a scan of every row in order would find.
  const order = new Map<MutableRow, number>()
  const byWalletId = new Map<string, MutableRow>()
  const byRdns = new Map<string, MutableRow>()
  // Each connector row with the finder of its connector and members (A-8: its connector opens the wallet).
  const connectorRows: { readonly row: MutableRow; readonly opens: WalletConnectorFinder<Connector> }[] = []
  const findConnector = createWalletConnectorFinder(connectors)
  const isEarlier = (row: MutableRow, than: MutableRow | undefined) =>
    than === undefined || (order.get(row) ?? 0) < (order.get(than) ?? 0)
  const indexWallet = (row: MutableRow, wallet: Wallet) => {
    if (isEarlier(row, byWalletId.get(wallet.id))) byWalletId.set(wallet.id, row)
    if (wallet.rdns && isEarlier(row, byRdns.get(wallet.rdns))) byRdns.set(wallet.rdns, row)
  }
  const update = (row: MutableRow, fields: Partial<MutableRow>) => {
    Object.assign(row, fields)
    changed.add(row)
  }
  const addRow = (row: MutableRow) => {
    order.set(row, rows.length)
    rows.push(row)
    if (row.wallet !== undefined) indexWallet(row, row.wallet)
    if (row.connector !== undefined)
      connectorRows.push({
        row,
        opens: createWalletConnectorFinder([row.connector, ...(row.connector.connectors ?? [])]),
      })
  }
  // The wallet's normalised name, computed once for every finder that asks about it.
  const nameOf = (wallet: Wallet) =>
    typeof wallet.name === 'string' ? normalizeConnectorName(wallet.name) : undefined
  const findRow = (wallet: Wallet, name: string | undefined): MutableRow | undefined => {
    const candidates = [
      byWalletId.get(wallet.id),
      wallet.rdns ? byRdns.get(wallet.rdns) : undefined,
      connectorRows.find((entry) => entry.opens(wallet, name) !== undefined)?.row,
    ]
    let found: MutableRow | undefined
    for (const row of candidates) if (row !== undefined && isEarlier(row, found)) found = row
    return found
  }
  const isAddable = (wallet: Wallet, name: string | undefined) =>
    !excluded.has(wallet.id) &&
    findRow(wallet, name) === undefined &&
    (input.hasWalletConnect || findConnector(wallet, name) !== undefined)
  return {
    /** Whether `wallet` would become a new row (not excluded, not listed yet, connectable). */
    canAdd: (wallet: Wallet) => isAddable(wallet, nameOf(wallet)),
    /** Adds `connector`'s row, or marks its row recent. */
    addConnector(connector: Connector, source: WalletRowSource, recent = false): void {
      const row = connectorRows.find((entry) => entry.row.connector === connector)?.row
      if (row !== undefined) {
        if (recent && !row.recent) update(row, { recent })
        return
      }
      addRow({
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
      const name = nameOf(wallet)
      const row = findRow(wallet, name)
      if (row !== undefined) {
        if (row.wallet === undefined) {
          update(row, { wallet })
          indexWallet(row, wallet)
        }
        if (row.imageUrl === undefined) {
          const imageUrl = input.getImageUrl?.(wallet)
          if (imageUrl !== undefined) update(row, { imageUrl })
        }
        if (recent && !row.recent) update(row, { recent })
        return
      }
      if (!isAddable(wallet, name)) return
      const connector = findConnector(wallet, name)
      addRow({
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
    /**
     * The rows so far, in order: a new array, whose rows are the objects returned before unless
     * something was added to them since (wallets added later never change what was returned).
     */
    getRows(): readonly WalletRow[] {
      for (const row of changed) {
        const index = order.get(row) ?? snapshot.length
        if (index < snapshot.length) snapshot[index] = { ...row }
      }
      changed.clear()
      for (const row of rows.slice(snapshot.length)) snapshot.push({ ...row })
      return [...snapshot]
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
