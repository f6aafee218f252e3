import {
  type CaipAddress,
  type CaipNetwork,
  type CaipNetworkId,
  CONNECTOR_IDS,
  InvalidCaipAddressError,
  isSolanaAddress,
  NetworkNotFoundError,
  parseCaipAddress,
  UnauthorizedProviderError,
  UnsupportedProviderMethodError,
} from '@atrium/common'
import {
  type AdapterEvent,
  type AdapterSession,
  createLocalStorage,
  type WalletDescriptor,
} from '@atrium/core'
import { SolanaSignMessage, type SolanaSignMessageFeature } from '@solana/wallet-standard-features'
import type { Connection } from '@solana/web3.js'
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import bs58 from 'bs58'
import { createAuthSession, SOLANA_AUTH_WALLET } from '../auth/createAuthSession.js'
import { selectWalletStandardChain } from '../chains/walletStandardChain.js'
import { SolanaSendInvalidParametersError } from '../errors/send.js'
import { toSolanaAdapterError, toSolanaSendError } from '../errors/toSolanaAdapterError.js'
import type { WalletSession } from '../session/createWalletSession.js'
import { writeStoredSession } from '../session/storedSession.js'
import { toAdapterAccounts } from '../session/toAdapterAccounts.js'
import { mergeSendOptions } from '../transactions/SolanaSendOptions.js'
import type { CreateSolanaAdapterParameters } from './CreateSolanaAdapterParameters.js'
import { createSessionController } from './createSessionController.js'
import type {
  SolanaAdapter,
  SolanaSendTransactionParameters,
  SolanaTransactionSigner,
} from './SolanaAdapter.js'

/** The base58 address and network of a Solana CAIP-10 account, checked (VAL-007). */
function readSolanaAddress(caipAddress: CaipAddress<'solana'>): {
  address: string
  networkId: CaipNetworkId
} {
  const parsed = parseCaipAddress(caipAddress)
  if (parsed.namespace !== 'solana' || !isSolanaAddress(parsed.address))
    throw new InvalidCaipAddressError({ details: `${caipAddress} is not a Solana account` })
  return { address: parsed.address, networkId: parsed.caipNetworkId }
}

/**
 * Creates Atrium's Solana adapter: core's `ChainAdapter<'solana'>` over the Wallet Standard
 * (wallets found with `@wallet-standard/app`'s `getWallets()`, listed by a name-derived id:
 * 'phantom', 'solflare', 'atrium-test-wallet'), and `@solana/web3.js` `Connection`s built from
 * the networks' RPC URLs. It connects, restores the session after a reload without a prompt
 * (`standard:connect` with `silent`), follows the wallet's account changes and disconnects,
 * switches between the configured networks without asking the wallet, reads SOL and SPL
 * balances, signs messages, sends SOL and SPL tokens with the SEND-004 options and confirms the
 * send, estimates fees (with the rent of a token account a send creates), and passes dApp
 * transactions (legacy and v0) to the wallet to sign or sign and send.
 *
 * With an `authProvider` (the embedded wallet of the secure frame) it also lists the `AUTH`
 * connector and connects, restores, signs and sends through it (`createAuthSession`).
 *
 * Start-up code only discovers wallets and holds the session: web3.js and everything that uses it
 * load on the first balance, send, estimate or transaction request. Every rejection is a coded
 * `AtriumError`.
 *
 * @example
 * const solanaAdapter = createSolanaAdapter({ networks: [solana, solanaDevnet] })
 * createAppKit({ adapters: [solanaAdapter], networks: [solana, solanaDevnet], projectId })
 */
export function createSolanaAdapter(parameters: CreateSolanaAdapterParameters): SolanaAdapter {
  const networks = [...parameters.networks]
  const storage = parameters.storage ?? createLocalStorage()
  const commitment = parameters.commitment ?? 'confirmed'
  const listeners = new Set<(event: AdapterEvent<'solana'>) => void>()
  const emit = (event: AdapterEvent<'solana'>) => {
    for (const listener of [...listeners]) listener(event)
  }
  let activeNetworkId: CaipNetworkId<'solana'> = parameters.networks[0].caipNetworkId

  const findNetwork = (networkId: CaipNetworkId): CaipNetwork<'solana'> => {
    const network = networks.find((entry) => entry.caipNetworkId === networkId)
    if (network === undefined)
      throw new NetworkNotFoundError({ details: `${networkId} is not a configured Solana network` })
    return network
  }
  const connections = new Map<CaipNetworkId, Promise<Connection>>()
  const connectionOf = (network: CaipNetwork<'solana'>): Promise<Connection> => {
    let connection = connections.get(network.caipNetworkId)
    if (connection === undefined) {
      const { connectionFactory } = parameters
      connection =
        connectionFactory === undefined
          ? import('../connection/createSolanaConnection.js').then(({ createSolanaConnection }) =>
              createSolanaConnection({ network, commitment, requestTimeoutMs: parameters.requestTimeoutMs }),
            )
          : Promise.resolve().then(() => connectionFactory(network))
      // A failed creation (a chunk that did not load) is retried on the next call.
      connection.catch(() => connections.delete(network.caipNetworkId))
      connections.set(network.caipNetworkId, connection)
    }
    return connection
  }
  /** Runs a read or signature request, wrapping what it throws once (STYLE §6). */
  const wrap = async <result>(action: () => Promise<result>): Promise<result> => {
    try {
      return await action()
    } catch (error) {
      throw toSolanaAdapterError(error)
    }
  }
  /** Runs part of a send: any failure but a refusal or a session error is SEND-011's. */
  const wrapSend = async <result>(action: () => Promise<result>): Promise<result> => {
    try {
      return await action()
    } catch (error) {
      throw toSolanaSendError(error)
    }
  }

  let auth = parameters.authProvider === undefined ? undefined : createAuthSession(parameters.authProvider)
  const withAuthWallet = (wallets: readonly WalletDescriptor[]) =>
    auth === undefined ? wallets : [...wallets, SOLANA_AUTH_WALLET]
  const sessions = createSessionController({
    storage,
    reconnectTimeoutMs: parameters.reconnectTimeoutMs,
    // The embedded wallet stays listed when a Wallet Standard wallet registers or leaves.
    emit: (event) =>
      emit(event.type === 'connectorsChanged' ? { ...event, wallets: withAuthWallet(event.wallets) } : event),
    getActiveNetworkId: () => activeNetworkId,
    setActiveNetworkId: (networkId) => {
      activeNetworkId = networkId
    },
    findNetwork,
  })
  /** The embedded wallet's session when `connectorId` names it and it is attached. */
  const embeddedFor = (connectorId: string) => (connectorId === CONNECTOR_IDS.AUTH ? auth : undefined)
  const sessionResult = (session: WalletSession): AdapterSession<'solana'> => {
    const [first, ...rest] = toAdapterAccounts(session.accounts(), activeNetworkId)
    if (first === undefined)
      throw new UnauthorizedProviderError({ details: 'The wallet gave no Solana account' })
    return { connectorId: session.connectorId, accounts: [first, ...rest], networkId: activeNetworkId }
  }
  /** The session's account of `address`, or the active one; rejects 4100 without a session or for another account. */
  const requireAccount = (address?: string): { session: WalletSession; account: WalletAccount } => {
    const session = sessions.current()
    if (session === undefined)
      throw new UnauthorizedProviderError({ details: 'No Solana wallet is connected' })
    const account =
      address === undefined
        ? session.accounts()[0]
        : session.accounts().find((candidate) => candidate.address === address)
    if (account === undefined)
      throw new UnauthorizedProviderError({ details: `${address} is not an account of the connected wallet` })
    return { session, account }
  }
  const chainOf = (wallet: Wallet) => selectWalletStandardChain(wallet.chains, activeNetworkId)
  const signerOf = (signer: SolanaTransactionSigner) =>
    requireAccount(
      signer.caipAddress === undefined ? undefined : readSolanaAddress(signer.caipAddress).address,
    )

  const adapter: SolanaAdapter = {
    namespace: 'solana',
    networks,
    listWallets: () => withAuthWallet(sessions.wallets()),

    attachEmbeddedWallet: async ({ authProvider }) => {
      if (auth !== undefined) return
      auth = createAuthSession(authProvider)
      emit({ type: 'connectorsChanged', wallets: withAuthWallet(sessions.wallets()) })
    },

    connect: async ({ connectorId, networkId }) => {
      const network = networkId === undefined ? findNetwork(activeNetworkId) : findNetwork(networkId)
      const embedded = embeddedFor(connectorId)
      if (embedded !== undefined) {
        const session = await wrap(() => embedded.connect(network.caipNetworkId))
        activeNetworkId = network.caipNetworkId
        return session
      }
      const session = await sessions.connect({ connectorId, networkId: network.caipNetworkId })
      return sessionResult(session)
    },

    disconnect: ({ connectorId }) => {
      const embedded = embeddedFor(connectorId)
      return embedded === undefined ? sessions.disconnect({ connectorId }) : wrap(() => embedded.disconnect())
    },

    subscribe: (listener) => {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },

    reconnect: async ({ connectorId }) => {
      const embedded = embeddedFor(connectorId)
      if (embedded !== undefined) return wrap(() => embedded.reconnect(activeNetworkId))
      const session = await sessions.reconnect({ connectorId })
      return session === undefined ? undefined : sessionResult(session)
    },

    switchNetwork: async ({ networkId }) => {
      findNetwork(networkId)
      if (networkId === activeNetworkId) return
      activeNetworkId = networkId
      const session = sessions.current()
      if (session !== undefined) writeStoredSession(storage, { connectorId: session.connectorId, networkId })
      emit({ type: 'chainChanged', networkId })
    },

    getBalance: async ({ caipAddress }) => {
      const { address, networkId } = readSolanaAddress(caipAddress)
      const network = findNetwork(networkId)
      return wrap(async () => {
        const { readSolBalance } = await import('../balances/readSolBalance.js')
        return readSolBalance({ connection: await connectionOf(network), network, address })
      })
    },

    getTokenBalances: async ({ caipAddress }) => {
      const { address, networkId } = readSolanaAddress(caipAddress)
      const network = findNetwork(networkId)
      return wrap(async () => {
        const { readTokenBalances } = await import('../balances/readTokenBalances.js')
        return readTokenBalances({ connection: await connectionOf(network), owner: address })
      })
    },

    getConnection: (options = {}) =>
      wrap(() => connectionOf(findNetwork(options.networkId ?? activeNetworkId))),

    signMessage: async ({ caipAddress, message }) => {
      const { address, networkId } = readSolanaAddress(caipAddress)
      const embedded = auth
      if (embedded?.holds(address)) return wrap(() => embedded.signMessage({ address, networkId, message }))
      const { session, account } = requireAccount(address)
      const feature = (session.wallet.features as Partial<SolanaSignMessageFeature>)[SolanaSignMessage]
      if (feature === undefined)
        throw new UnsupportedProviderMethodError({ details: `${session.wallet.name} cannot sign messages` })
      return wrap(async () => {
        const [output] = await feature.signMessage({ account, message: new TextEncoder().encode(message) })
        if (output === undefined)
          throw new UnsupportedProviderMethodError({ details: 'The wallet returned no signature' })
        return bs58.encode(output.signature)
      })
    },

    sendTransaction: async (transaction: SolanaSendTransactionParameters) => {
      const from = readSolanaAddress(transaction.from)
      const network = findNetwork(from.networkId)
      const [{ readTransfer }, { sendTransfer }] = await wrapSend(() =>
        Promise.all([import('../transactions/readTransfer.js'), import('../transactions/sendTransfer.js')]),
      )
      const transfer = readTransfer(transaction, from.address)
      if (auth?.holds(from.address)) {
        const { sendAuthTransfer } = await wrapSend(() => import('../transactions/sendAuthTransfer.js'))
        return sendAuthTransfer({
          connection: await wrapSend(() => connectionOf(network)),
          auth,
          networkId: network.caipNetworkId,
          transfer,
          options: mergeSendOptions(parameters.sendOptions, transaction.options),
          commitment,
          confirmationTimeoutMs: parameters.confirmationTimeoutMs,
        })
      }
      const { session, account } = requireAccount(from.address)
      return sendTransfer({
        connection: await wrapSend(() => connectionOf(network)),
        wallet: session.wallet,
        account,
        chain: selectWalletStandardChain(session.wallet.chains, network.caipNetworkId),
        transfer,
        options: mergeSendOptions(parameters.sendOptions, transaction.options),
        commitment,
        confirmationTimeoutMs: parameters.confirmationTimeoutMs,
      })
    },

    estimateGas: async (transaction) => {
      const { readTransfer } = await wrap(() => import('../transactions/readTransfer.js'))
      const from = readSolanaAddress(transaction.from)
      const transfer = readTransfer(transaction, from.address)
      const network = findNetwork(from.networkId)
      return wrap(async () => {
        const { estimateTransferFee } = await import('../transactions/estimateTransferFee.js')
        return estimateTransferFee({ connection: await connectionOf(network), transfer, commitment })
      })
    },

    buildTokenTransfer: async ({ from, to, tokenAddress, amount }) => {
      if (!isSolanaAddress(tokenAddress))
        throw new SolanaSendInvalidParametersError({
          details: `The token mint is not a Solana address: ${JSON.stringify(tokenAddress)}`,
        })
      return { from, to, value: amount, mint: tokenAddress }
    },

    isAddress: async ({ address }) => {
      const { isSolanaAddress } = await wrap(() => import('../addresses/isSolanaAddress.js'))
      return isSolanaAddress(address)
    },

    signTransaction: async ({ transaction, ...signer }) => {
      const { session, account } = signerOf(signer)
      return wrap(async () => {
        const { signWalletTransaction } = await import('../transactions/signWalletTransaction.js')
        return signWalletTransaction({
          wallet: session.wallet,
          account,
          chain: chainOf(session.wallet),
          transaction,
        })
      })
    },

    signAndSendTransaction: async ({ transaction, options, ...signer }) => {
      const { session, account } = signerOf(signer)
      const network = findNetwork(activeNetworkId)
      return wrapSend(async () => {
        const { sendWalletTransaction } = await import('../transactions/sendWalletTransaction.js')
        return sendWalletTransaction({
          connection: await connectionOf(network),
          wallet: session.wallet,
          account,
          chain: chainOf(session.wallet),
          transaction,
          options: mergeSendOptions(parameters.sendOptions, options),
          commitment,
        })
      })
    },

    ping: async () => {
      const embedded = auth
      if (embedded?.isOpen() && sessions.current() === undefined) return wrap(() => embedded.ping())
      const { session, account } = requireAccount()
      if (!session.wallet.accounts.some((candidate) => candidate.address === account.address))
        throw new UnauthorizedProviderError({ details: 'The wallet no longer holds the session account' })
    },
  }
  return adapter
}
