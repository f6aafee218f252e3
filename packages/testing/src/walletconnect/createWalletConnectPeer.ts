import { randomUUID } from 'node:crypto'
import { Keyring } from '@polkadot/keyring'
import { cryptoWaitReady } from '@polkadot/util-crypto'
import { WalletKit, type WalletKitTypes } from '@reown/walletkit'
import { Core } from '@walletconnect/core'
import { buildApprovedNamespaces, getSdkError } from '@walletconnect/utils'
import type { Address, Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import {
  type BitcoinTestWalletNetwork,
  deriveBitcoinTestAccount,
  toBitcoinJsNetwork,
} from '../bitcoin/deriveBitcoinTestAccount.js'
import { createProviderRpcError, isProviderRpcErrorLike } from '../wallet/ProviderRpcError.js'
import type { WalletConnectPeerBitcoin } from './answerBitcoinRequest.js'
import { answerWalletConnectRequest } from './answerWalletConnectRequest.js'
import { createMemoryKeyValueStorage } from './createMemoryKeyValueStorage.js'
import { createSolanaSigner } from './createSolanaSigner.js'
import { getPeerSupportedNamespaces } from './getPeerSupportedNamespaces.js'
import {
  signAuthenticationRequests,
  type WalletConnectCacao,
  type WalletConnectPeerAuthentication,
} from './signAuthenticationRequests.js'
import { WalletConnectPeerStateError } from './WalletConnectPeerStateError.js'

export type CreateWalletConnectPeerParameters = {
  /** The devnet relay, `devnet.relay.url`. */
  relayUrl: string
  /** Key of the peer's eip155 account (e.g. `DEV_ACCOUNTS[i].privateKey`). */
  privateKey: Hex
  /** EVM chains it offers; `eth_sendTransaction` is sent to the `rpcUrl` of the requested chain. */
  chains: readonly { readonly chainId: number; readonly rpcUrl: string }[]
  /** 32-byte Ed25519 seed: with it the peer also offers a Solana account on `WALLETCONNECT_PEER_SOLANA_CHAIN`. */
  solanaSeed?: Uint8Array
  /**
   * The Solana chain of the seed's account instead of mainnet, e.g. the devnet chain's
   * `{ chainId: chain.networkId, rpcUrl: chain.rpcUrl }`: with it the peer also answers
   * `solana_signAndSendTransaction`, sending to `rpcUrl`.
   */
  solanaChain?: { chainId: string; rpcUrl: string }
  /** With it the peer also offers a Polkadot account on `chainId` (a CAIP-2 id, e.g. `polkadot:91b171bb…`). */
  polkadot?: {
    /** Secret URI of the sr25519 key, e.g. `POLKADOT_DEV_ACCOUNTS[i].uri` (`'//Alice'`). */
    uri: string
    chainId: string
    /** SS58 prefix of the address it shares; 42 (generic Substrate) by default. */
    ss58Prefix?: number
  }
  /** With it the peer also offers the key's native segwit payment address on `chainId` (e.g. `bip122:0f9188f1…`). */
  bitcoin?: {
    /** e.g. `BITCOIN_DEV_ACCOUNTS[i].wif`. */
    wif: string
    chainId: string
    network: BitcoinTestWalletNetwork
    /** The devnet chain's Esplora URL: with it the peer answers `sendTransfer`. */
    esploraUrl?: string
  }
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
  /** SS58 Polkadot address, when `polkadot` was given. */
  readonly polkadotAddress: string | undefined
  /** Bitcoin payment (p2wpkh) address, when `bitcoin` was given. */
  readonly bitcoinAddress: string | undefined
  /** Every session request received, in order. */
  readonly requests: readonly WalletConnectPeerRequest[]
  /** Topics of the active sessions. */
  readonly sessionTopics: readonly string[]
  /** Pairs with a `wc:` URI (read from the page) and resolves with the proposal that arrives. */
  pair(uri: string): Promise<WalletConnectPeerProposal>
  /**
   * Approves the last proposal with the accounts the peer holds; resolves once the dApp
   * acknowledged. When the proposal asks for authentication (a one-click sign-in, CAIP-122) the
   * peer signs a CACAO per requested eip155 chain it holds and returns them with the session,
   * unless `authentication` is `'ignore'` (a plain session, as from a wallet that does not know
   * the request) or `'tamper'` (CACAOs whose signatures do not verify). `cacaos` are those sent.
   */
  approve(options?: { readonly authentication?: WalletConnectPeerAuthentication }): Promise<{
    topic: string
    cacaos: readonly WalletConnectCacao[]
  }>
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
 * the devnet relay: it pairs with a URI, approves or rejects (signing the one-click authentication
 * a proposal asks for), and answers `personal_sign`,
 * `eth_signTypedData_v4`, `eth_sendTransaction` (on devnet), `solana_signMessage`,
 * `solana_signAndSendTransaction` (on devnet, with `solanaChain`), `polkadot_signMessage` and the bip122 `signMessage` / `sendTransfer` (on devnet) with real keys.
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
  const polkadot =
    parameters.polkadot === undefined
      ? undefined
      : { chainId: parameters.polkadot.chainId, pair: await createPolkadotPair(parameters.polkadot) }
  const bitcoin: (WalletConnectPeerBitcoin & { readonly chainId: string }) | undefined =
    parameters.bitcoin === undefined
      ? undefined
      : {
          chainId: parameters.bitcoin.chainId,
          account: deriveBitcoinTestAccount(parameters.bitcoin.wif, parameters.bitcoin.network),
          network: toBitcoinJsNetwork(parameters.bitcoin.network),
          esploraUrl: parameters.bitcoin.esploraUrl,
        }
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
      const result = await answerWalletConnectRequest({
        ...request,
        account,
        evmChains: chains,
        solana,
        solanaRpcUrl: parameters.solanaChain?.rpcUrl,
        polkadot: polkadot?.pair,
        bitcoin,
      })
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
    polkadotAddress: polkadot?.pair.address,
    bitcoinAddress: bitcoin?.account.payment.address,
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
    async approve({ authentication = 'sign' } = {}) {
      const current = requireProposal()
      const namespaces = buildApprovedNamespaces({
        proposal: current.params,
        supportedNamespaces: getPeerSupportedNamespaces({
          eip155: { chainIds: chains.map((chain) => chain.chainId), address: account.address },
          solana:
            solana === undefined
              ? undefined
              : {
                  address: solana.address,
                  chainId: parameters.solanaChain?.chainId,
                  canSend: parameters.solanaChain !== undefined,
                },
          polkadot:
            polkadot === undefined
              ? undefined
              : { chainId: polkadot.chainId, address: polkadot.pair.address },
          bip122:
            bitcoin === undefined
              ? undefined
              : {
                  chainId: bitcoin.chainId,
                  address: bitcoin.account.payment.address,
                  canSend: bitcoin.esploraUrl !== undefined,
                },
        }),
      })
      const requested = current.params.requests?.authentication ?? []
      const cacaos =
        authentication === 'ignore'
          ? []
          : await signAuthenticationRequests({
              requests: requested,
              account,
              chainIds: chains.map((chain) => chain.chainId),
              formatAuthMessage: (parameters) => walletKit.formatAuthMessage(parameters),
              tamper: authentication === 'tamper',
            })
      const session = await walletKit.approveSession({
        id: current.id,
        namespaces,
        ...(cacaos.length === 0 ? {} : { proposalRequestsResponses: { authentication: cacaos } }),
      })
      proposal = undefined
      return { topic: session.topic, cacaos }
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

/** The sr25519 pair of a dev URI; the WebAssembly sr25519 needs loading first. */
async function createPolkadotPair(polkadot: { uri: string; ss58Prefix?: number }) {
  await cryptoWaitReady()
  return new Keyring({ type: 'sr25519', ss58Format: polkadot.ss58Prefix ?? 42 }).addFromUri(polkadot.uri)
}
