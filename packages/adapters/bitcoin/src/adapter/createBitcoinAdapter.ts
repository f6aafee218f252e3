import {
  type CaipNetwork,
  ChainDisconnectedError,
  formatUnits,
  NetworkNotFoundError,
  parseCaipAddress,
  ResourceNotFoundRpcError,
  UnauthorizedProviderError,
  UnsupportedProviderMethodError,
} from '@atrium/common'
import {
  type AdapterEvent,
  type AdapterSession,
  type AdapterTransactionParameters,
  type BlockReadAbility,
  type ChainAdapterAbility,
  type ChainAdapterWith,
  createLocalStorage,
  type EvmWalletCallsAbility,
  type StorageBackend,
} from '@atrium/core'
import { decodeBitcoinAddress, isBitcoinAddress } from '../addresses/decodeBitcoinAddress.js'
import { createNetworkLookup } from '../networks/createNetworkLookup.js'
import {
  findNetworkOfAddresses,
  type ResolvedBitcoinNetwork,
  resolveBitcoinNetworks,
} from '../networks/resolveBitcoinNetworks.js'
import { createSessionStorage } from '../session/createSessionStorage.js'
import { type BitcoinAdapterConnection, createSessionTracker } from '../session/createSessionTracker.js'
import { toAdapterAccounts } from '../session/toAdapterAccounts.js'
import { buildTransferPsbt } from '../transaction/buildTransferPsbt.js'
import { finalizeSignedPsbt } from '../transaction/finalizeSignedPsbt.js'
import type {
  BitcoinWalletAccount,
  BitcoinWalletConnector,
  BitcoinWalletId,
} from '../wallets/BitcoinWalletConnector.js'
import { createBitcoinWalletConnectors } from '../wallets/createBitcoinWalletConnectors.js'
import { createWalletRegistry } from '../wallets/createWalletRegistry.js'
import { chooseMessageProtocol } from './chooseMessageProtocol.js'

export type CreateBitcoinAdapterParameters = {
  /**
   * The bip122 networks (`bitcoin`, `bitcoinTestnet` of `@atrium/common`, or the devnet's regtest
   * network); the first is the default. Each network's `rpcUrls.default.http[0]` is its Esplora API.
   */
  readonly networks: readonly CaipNetwork<'bip122'>[]
  /** Where the adapter keeps the session for `reconnect` after a reload. `localStorage` by default. */
  readonly storage?: StorageBackend | undefined
  /** The wallets to offer, among 'xverse', 'unisat', 'okx', 'leather', 'phantom' (all by default). */
  readonly wallets?: readonly BitcoinWalletId[] | undefined
}

/** Longer text is no address: a bech32m witness v1 address has 62 characters, bech32 caps at 90. */
const MAX_BITCOIN_ADDRESS_LENGTH = 90

/**
 * What `createBitcoinAdapter` returns: core's `ChainAdapter` for bip122 with every optional ability
 * except the EVM ones (a fee is not gas × price; no token transfers).
 */
export type BitcoinAdapter = ChainAdapterWith<
  'bip122',
  Exclude<
    ChainAdapterAbility,
    'getGasPrice' | 'buildTokenTransfer' | BlockReadAbility | EvmWalletCallsAbility
  >
> & {
  readonly networks: readonly CaipNetwork<'bip122'>[]
  /** The live connection, or `undefined`: what the package's free functions (`signPsbt`) sign with. */
  getConnection(): BitcoinAdapterConnection | undefined
}

/**
 * Creates Atrium's bip122 (bitcoin) adapter: core's `ChainAdapter` over the injected wallets Xverse
 * (sats-connect, imported only when used), UniSat, OKX Wallet, Leather and Phantom, each listed only
 * while its provider is injected. Sessions carry the payment address first, then the ordinals
 * address; balances, coins and fee rates come from each network's Esplora API, and sends are PSBTs
 * built here, signed by the wallet and broadcast here. Every rejection is a coded `AtriumError`.
 *
 * @example
 * const adapter = createBitcoinAdapter({ networks: [bitcoin] })
 * const session = await adapter.connect({ connectorId: 'xverse' })
 * session.accounts[0].caipAddress // 'bip122:000000000019d6689c085ae165831e93:bc1q…'
 */
export function createBitcoinAdapter(parameters: CreateBitcoinAdapterParameters): BitcoinAdapter {
  const networks = resolveBitcoinNetworks(parameters.networks)
  const [defaultNetwork] = networks
  if (defaultNetwork === undefined) {
    throw new NetworkNotFoundError({ details: 'createBitcoinAdapter needs at least one bip122 network' })
  }
  const sessions = createSessionStorage(parameters.storage ?? createLocalStorage())
  const listeners = new Set<(event: AdapterEvent<'bip122'>) => void>()
  const emit = (event: AdapterEvent<'bip122'>) => {
    for (const listener of [...listeners]) listener(event)
  }
  const registry = createWalletRegistry(createBitcoinWalletConnectors(parameters.wallets), (wallets) =>
    emit({ type: 'connectorsChanged', wallets }),
  )
  const tracker = createSessionTracker({ networks, sessions, emit })
  const { serially } = tracker

  const { find: findNetwork, esplora: esploraOf } = createNetworkLookup(networks)
  const requireConnection = (): BitcoinAdapterConnection => {
    const current = tracker.current()
    if (current === undefined)
      throw new UnauthorizedProviderError({ details: 'No bitcoin wallet is connected' })
    return current
  }
  const sessionOf = (current: BitcoinAdapterConnection): AdapterSession<'bip122'> => {
    const [first, ...rest] = toAdapterAccounts(current.accounts, current.networkId)
    if (first === undefined)
      throw new UnauthorizedProviderError({ details: 'The wallet shared no bitcoin address' })
    return { connectorId: current.connector.id, accounts: [first, ...rest], networkId: current.networkId }
  }
  const addressesOf = (accounts: readonly BitcoinWalletAccount[]) =>
    accounts.map((account) => account.address)
  const readAfterSwitch = async (connector: BitcoinWalletConnector, entry: ResolvedBitcoinNetwork) =>
    connector.readAccounts === undefined
      ? connector.connect({ network: entry.name })
      : connector.readAccounts()
  const payingAccount = (from: AdapterTransactionParameters<'bip122'>['from']) => {
    const { address, caipNetworkId } = parseCaipAddress(from)
    const entry = findNetwork(caipNetworkId)
    const account = tracker.current()?.accounts.find((candidate) => candidate.address === address)
    return { entry, address, account }
  }

  const adapter: BitcoinAdapter = {
    namespace: 'bip122',
    networks: networks.map((entry) => entry.network),
    listWallets: () => registry.list(),
    getConnection: () => {
      const current = tracker.current()
      return current === undefined
        ? undefined
        : { connector: current.connector, networkId: current.networkId, accounts: current.accounts }
    },

    connect: async ({ connectorId, networkId }) => {
      const connector = registry.find(connectorId)
      if (connector === undefined || !connector.isInstalled()) {
        throw new ResourceNotFoundRpcError({
          details: `No bitcoin wallet with id "${connectorId}"`,
          meta: { connectorId },
        })
      }
      const wanted = networkId === undefined ? defaultNetwork : findNetwork(networkId)
      let accounts = await connector.connect({ network: wanted.name })
      let found = findNetworkOfAddresses(addressesOf(accounts), networks, wanted.network.caipNetworkId)
      if (found?.networkId !== wanted.network.caipNetworkId && connector.switchNetwork !== undefined) {
        // Asked once; when the wallet declines, the session keeps the wallet's network if it is configured.
        const moved = await connector.switchNetwork(wanted.name).then(
          () => true,
          () => false,
        )
        if (moved) {
          accounts = await readAfterSwitch(connector, wanted)
          found = findNetworkOfAddresses(addressesOf(accounts), networks, wanted.network.caipNetworkId)
        }
      }
      if (accounts.length === 0)
        throw new UnauthorizedProviderError({ details: 'The wallet shared no bitcoin address' })
      if (found?.configured === undefined) {
        throw new ChainDisconnectedError({
          details: `The wallet is on ${found?.networkId ?? 'a network'} that the adapter is not configured with`,
        })
      }
      const networkOfSession = found.networkId
      return serially(() => sessionOf(tracker.open(connector, networkOfSession, accounts)))
    },

    disconnect: async ({ connectorId }) => {
      const current = tracker.current()
      if (current?.connector.id === connectorId) {
        await serially(tracker.end)
        // The dApp's session is over either way; a wallet that refuses to revoke changes nothing here.
        await current.connector.disconnect().catch(() => undefined)
      } else if (sessions.read()?.connectorId === connectorId) {
        sessions.clear()
      }
    },

    subscribe: (listener) => {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },

    reconnect: async ({ connectorId }) => {
      const current = tracker.current()
      if (current?.connector.id === connectorId) return sessionOf(current)
      const stored = sessions.read()
      const connector = registry.find(connectorId)
      if (stored?.connectorId !== connectorId || connector === undefined || !connector.isInstalled())
        return undefined
      // Wallets without a silent read (Leather, Phantom) keep the addresses the user shared.
      const accounts = connector.readAccounts === undefined ? stored.accounts : await connector.readAccounts()
      const found = findNetworkOfAddresses(addressesOf(accounts), networks, stored.networkId)
      if (accounts.length === 0 || found?.configured === undefined) {
        sessions.clear()
        return undefined
      }
      return serially(() => sessionOf(tracker.open(connector, found.networkId, accounts)))
    },

    switchNetwork: async ({ networkId }) => {
      const wanted = findNetwork(networkId)
      const current = tracker.current()
      if (current === undefined || current.networkId === networkId) return
      const { connector } = current
      if (connector.switchNetwork === undefined) {
        throw new UnsupportedProviderMethodError({
          details: `${connector.name} cannot switch bitcoin networks`,
        })
      }
      await connector.switchNetwork(wanted.name)
      const accounts = await readAfterSwitch(connector, wanted)
      if (findNetworkOfAddresses(addressesOf(accounts), networks, networkId)?.networkId !== networkId) {
        throw new ChainDisconnectedError({ details: `${connector.name} did not move to ${networkId}` })
      }
      await serially(() => tracker.update(connector, accounts, networkId))
    },

    getBalance: async ({ caipAddress }) => {
      const { address, caipNetworkId } = parseCaipAddress(caipAddress)
      const entry = findNetwork(caipNetworkId)
      decodeBitcoinAddress(address, entry.parameters)
      const sats = await esploraOf(entry).getBalance(address)
      const { symbol, decimals } = entry.network.nativeCurrency
      return { balance: formatUnits(sats, decimals), symbol }
    },

    signMessage: async ({ caipAddress, message }) => {
      const current = requireConnection()
      const { address, caipNetworkId } = parseCaipAddress(caipAddress)
      const account = current.accounts.find((candidate) => candidate.address === address)
      if (account === undefined || caipNetworkId !== current.networkId) {
        throw new UnauthorizedProviderError({ details: `${caipAddress} is not an account of the session` })
      }
      const { type } = decodeBitcoinAddress(address, findNetwork(caipNetworkId).parameters)
      const protocol = chooseMessageProtocol(type, current.connector.messageProtocols)
      return current.connector.signMessage({ address, purpose: account.purpose, message, protocol })
    },

    sendTransaction: async ({ from, to, value }) => {
      const current = requireConnection()
      const { entry, address, account } = payingAccount(from)
      if (account === undefined || entry.network.caipNetworkId !== current.networkId) {
        throw new UnauthorizedProviderError({ details: `${from} is not an account of the session` })
      }
      const esplora = esploraOf(entry)
      const { psbt } = await buildTransferPsbt({
        esplora,
        network: entry.parameters,
        from: account,
        to,
        value: value ?? 0n,
      })
      const signed = await current.connector.signPsbt({
        psbt: psbt.toBase64(),
        signInputs: { [address]: psbt.txInputs.map((_input, index) => index) },
        network: entry.name,
      })
      return esplora.broadcast(finalizeSignedPsbt(psbt, signed).toHex())
    },

    estimateGas: async ({ from, to, value }) => {
      const { entry, address, account } = payingAccount(from)
      const { fee } = await buildTransferPsbt({
        esplora: esploraOf(entry),
        network: entry.parameters,
        from: account ?? { address },
        to,
        value: value ?? 0n,
      })
      return fee
    },

    isAddress: async ({ address, networkId }) =>
      address.length <= MAX_BITCOIN_ADDRESS_LENGTH &&
      isBitcoinAddress(address, findNetwork(networkId).parameters),

    ping: async () => {
      const { connector } = requireConnection()
      if (connector.readAccounts === undefined) return
      const accounts = await connector.readAccounts()
      if (accounts.length === 0)
        throw new UnauthorizedProviderError({ details: 'The wallet no longer shares an address' })
    },
  }
  return adapter
}
