import { randomUUID } from 'node:crypto'
import { WalletKit, type WalletKitTypes } from '@reown/walletkit'
import { Core } from '@walletconnect/core'
import { buildApprovedNamespaces, getSdkError } from '@walletconnect/utils'
import type { Address, Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { createProviderRpcError, isProviderRpcErrorLike } from '../wallet/ProviderRpcError.js'
import { answerWalletConnectRequest } from './answerWalletConnectRequest.js'
import { createMemoryKeyValueStorage } from './createMemoryKeyValueStorage.js'
import { createSolanaSigner } from './createSolanaSigner.js'
import { WalletConnectPeerStateError } from './WalletConnectPeerStateError.js'

/** The Solana mainnet CAIP-2 id (genesis hash prefix), offered when a seed is given. */
export const WALLETCONNECT_PEER_SOLANA_CHAIN = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'

/** Methods the peer answers per namespace, and the events it declares. */
export const WALLETCONNECT_PEER_METHODS = {
  eip155: ['personal_sign', 'eth_signTypedData_v4', 'eth_sendTransaction'],
  solana: ['solana_signMessage'],
} as const

export type CreateWalletConnectPeerParameters = {
  /** The devnet relay, `devnet.relay.url`. */
  relayUrl: string
  /** Key of the peer's eip155 account (e.g. `DEV_ACCOUNTS[i].privateKey`). */
  privateKey: Hex
  /** EVM chains it offers; `eth_sendTransaction` is sent to the `rpcUrl` of the requested chain. */
  chains: readonly { readonly chainId: number; readonly rpcUrl: string }[]
  /** 32-byte Ed25519 seed: with it the peer also offers a Solana account on `WALLETCONNECT_PEER_SOLANA_CHAIN`. */
  solanaSeed?: Uint8Array
  /** Shown to the dApp as the wallet's metadata. */
  name?: string
  /** Any string; the devnet relay does not check it. */
  projectId?: string
}

/** A `wc_sessionRequest` the peer received. */
export type WalletConnectPeerRequest = {
  readonly topic: string
  readonly chainId: string
  readonly method: string
  readonly params: unknown
}

/** A proposal the peer received after `pair()`. */
export type WalletConnectPeerProposal = WalletKitTypes.SessionProposal

/** A WalletConnect wallet in Node, driven by the test. */
export type WalletConnectPeer = {
  readonly address: Address
  /** Base58 Solana address, when a `solanaSeed` was given. */
  readonly solanaAddress: string | undefined
  /** Every session request received, in order. */
  readonly requests: readonly WalletConnectPeerRequest[]
  /** Topics of the active sessions. */
  readonly sessionTopics: readonly string[]
  /** Pairs with a `wc:` URI (read from the page) and resolves with the proposal that arrives. */
  pair(uri: string): Promise<WalletConnectPeerProposal>
  /** Approves the last proposal with the accounts the peer holds; resolves once the dApp acknowledged. */
  approve(): Promise<{ topic: string }>
  /** Rejects the last proposal (`USER_REJECTED`, 5000). */
  reject(): Promise<void>
  /** The next session request is refused with 4001 (or `code` / `message`). */
  rejectNextRequest(rejection?: { code?: number; message?: string }): void
  /** Ends a session (default: every session) with `USER_DISCONNECTED`; the dApp gets `session_delete`. */
  disconnect(parameters?: { topic?: string }): Promise<void>
  /** Closes the relay connection and stops the client's timers, so Node can exit. Idempotent. */
  close(): Promise<void>
}

export type CreateWalletConnectPeerReturnType = WalletConnectPeer

/**
 * A WalletConnect wallet peer on @reown/walletkit 1.6 and @walletconnect/core 2.25, for tests against
 * the devnet relay: it pairs with a URI, approves or rejects, and answers `personal_sign`,
 * `eth_signTypedData_v4`, `eth_sendTransaction` (on devnet) and `solana_signMessage` with real keys.
 * Each peer has its own in-memory storage and storage prefix, and makes no call off the relay.
 *
 * @example
 * const peer = await createWalletConnectPeer({ relayUrl: devnet.relay.url, privateKey, chains })
 * await peer.pair(await page.getByTestId('wc-uri').inputValue())
 * await peer.approve()
 * await peer.close()
 */
export async function createWalletConnectPeer(
  parameters: CreateWalletConnectPeerParameters,
): Promise<CreateWalletConnectPeerReturnType> {
  const { relayUrl, chains, name = 'Atrium WalletConnect Peer', projectId = 'atrium-devnet' } = parameters
  const account = privateKeyToAccount(parameters.privateKey)
  const solana = parameters.solanaSeed === undefined ? undefined : createSolanaSigner(parameters.solanaSeed)
  // Core keeps one instance per prefix on globalThis: a unique prefix keeps peers apart.
  const customStoragePrefix = `atrium-peer-${randomUUID()}`
  const core = new Core({
    projectId,
    relayUrl,
    storage: createMemoryKeyValueStorage(),
    customStoragePrefix,
    telemetryEnabled: false,
    logger: 'silent',
  })
  // WalletKit's init sends an INIT event to pulse.walletconnect.org whatever `telemetryEnabled`
  // says (only core's IS_VITEST check skips it); a devnet peer must not reach any remote host.
  core.eventClient.init = async () => {}
  const walletKit = await WalletKit.init({
    // Core declares `relayUrl: string | undefined` where ICore has `relayUrl?: string`, which
    // `exactOptionalPropertyTypes` tells apart; it is the same object at runtime.
    core: core as unknown as WalletKitTypes.Options['core'],
    metadata: { name, description: name, url: 'http://127.0.0.1', icons: [] },
  })

  const requests: WalletConnectPeerRequest[] = []
  let proposal: WalletConnectPeerProposal | undefined
  let nextRejection: { code?: number; message?: string } | undefined
  let closed = false

  walletKit.on('session_request', async ({ id, topic, params }) => {
    const request = {
      topic,
      chainId: params.chainId,
      method: params.request.method,
      params: params.request.params,
    }
    requests.push(request)
    const rejection = nextRejection
    nextRejection = undefined
    try {
      if (rejection !== undefined) {
        throw createProviderRpcError(rejection.code ?? 4001, rejection.message)
      }
      const result = await answerWalletConnectRequest({ ...request, account, evmChains: chains, solana })
      await walletKit.respondSessionRequest({ topic, response: { id, jsonrpc: '2.0', result } })
    } catch (error) {
      const { code, message } = isProviderRpcErrorLike(error)
        ? error
        : { code: -32603, message: error instanceof Error ? error.message : 'Internal error' }
      await walletKit.respondSessionRequest({
        topic,
        response: { id, jsonrpc: '2.0', error: { code, message } },
      })
    }
  })

  function requireProposal(): WalletConnectPeerProposal {
    if (proposal === undefined)
      throw new WalletConnectPeerStateError('No session proposal: call pair(uri) first.')
    return proposal
  }

  return {
    address: account.address,
    solanaAddress: solana?.address,
    requests,
    get sessionTopics() {
      return Object.keys(walletKit.getActiveSessions())
    },
    pair(uri) {
      const received = new Promise<WalletConnectPeerProposal>((resolve) =>
        walletKit.once('session_proposal', (incoming) => {
          proposal = incoming
          resolve(incoming)
        }),
      )
      return walletKit.pair({ uri }).then(() => received)
    },
    async approve() {
      const current = requireProposal()
      const namespaces = buildApprovedNamespaces({
        proposal: current.params,
        supportedNamespaces: {
          eip155: {
            chains: chains.map((chain) => `eip155:${chain.chainId}`),
            methods: [...WALLETCONNECT_PEER_METHODS.eip155],
            events: ['accountsChanged', 'chainChanged'],
            accounts: chains.map((chain) => `eip155:${chain.chainId}:${account.address}`),
          },
          ...(solana === undefined
            ? {}
            : {
                solana: {
                  chains: [WALLETCONNECT_PEER_SOLANA_CHAIN],
                  methods: [...WALLETCONNECT_PEER_METHODS.solana],
                  events: [],
                  accounts: [`${WALLETCONNECT_PEER_SOLANA_CHAIN}:${solana.address}`],
                },
              }),
        },
      })
      const session = await walletKit.approveSession({ id: current.id, namespaces })
      proposal = undefined
      return { topic: session.topic }
    },
    async reject() {
      const current = requireProposal()
      proposal = undefined
      await walletKit.rejectSession({ id: current.id, reason: getSdkError('USER_REJECTED') })
    },
    rejectNextRequest(rejection = {}) {
      nextRejection = rejection
    },
    async disconnect(options = {}) {
      const topics =
        options.topic === undefined ? Object.keys(walletKit.getActiveSessions()) : [options.topic]
      for (const topic of topics) {
        await walletKit.disconnectSession({ topic, reason: getSdkError('USER_DISCONNECTED') })
      }
    },
    async close() {
      if (closed) return
      closed = true
      core.heartbeat.stop()
      await core.relayer.transportClose()
      delete (globalThis as Record<string, unknown>)[`_walletConnectCore_${customStoragePrefix}`]
      delete (globalThis as Record<string, unknown>)[`_walletConnectCore_${customStoragePrefix}_count`]
    },
  }
}
