// @vitest-environment node
import { type CaipNetwork, CONNECTOR_IDS, mainnet, type Namespace, polkadot, solana } from '@atrium/common'
import { SESSION_NAMESPACE_METHODS } from '@atrium/core'
import { BITCOIN_DEV_ACCOUNTS, bitcoinRegtest, DEV_ACCOUNTS, POLKADOT_DEV_ACCOUNTS } from '@atrium/devnet'
import {
  createWalletConnectPeer,
  verifyBitcoinMessage,
  verifyPolkadotMessage,
  verifySolanaSignature,
  type WalletConnectPeer,
} from '@atrium/testing'
import bs58 from 'bs58'
import { describe, expect, it } from 'vitest'
import { connectWalletConnectSubject } from './connectWalletConnectSubject.test-helper.js'
import { setUpRelayTestBed } from './relayTestBed.test-helper.js'

const { relayUrl, cleanups } = setUpRelayTestBed()
const PEER_KEY = DEV_ACCOUNTS[3]?.privateKey ?? '0x'
const SOLANA_SEED = Uint8Array.from({ length: 32 }, (_, index) => index + 11)
const POLKADOT_URI = POLKADOT_DEV_ACCOUNTS[1]?.uri ?? ''
const BITCOIN_WIF = BITCOIN_DEV_ACCOUNTS[2]?.wif ?? ''
/** Polkadot's SS58 prefix: the peer shares a Polkadot (not generic Substrate) address. */
const POLKADOT_SS58_PREFIX = 0
const NETWORKS: readonly CaipNetwork[] = [mainnet, solana, polkadot, bitcoinRegtest]

async function createPeer(): Promise<WalletConnectPeer> {
  const peer = await createWalletConnectPeer({
    relayUrl: relayUrl(),
    privateKey: PEER_KEY,
    chains: [{ chainId: 1, rpcUrl: 'http://127.0.0.1:1' }],
    solanaSeed: SOLANA_SEED,
    polkadot: { uri: POLKADOT_URI, chainId: polkadot.caipNetworkId, ss58Prefix: POLKADOT_SS58_PREFIX },
    bitcoin: { wif: BITCOIN_WIF, chainId: bitcoinRegtest.caipNetworkId, network: 'regtest' },
  })
  cleanups.push(() => peer.close())
  return peer
}

function connect(peer: WalletConnectPeer) {
  return connectWalletConnectSubject({ relayUrl: relayUrl(), networks: NETWORKS, peer, cleanups })
}

/** Connects and signs as `appKit.signMessage({ message, namespace })` does: the account's CAIP address, its routed adapter. */
async function connectSigner(peer: WalletConnectPeer) {
  const { route } = await connect(peer)
  return (namespace: Namespace, message: string) => {
    const { caipAddress, adapter } = route(namespace)
    return adapter.signMessage?.({ caipAddress, message })
  }
}

const MESSAGE = 'Sign in to Atrium ✓'

describe('WalletConnect signMessage across namespaces', () => {
  it('[CONN-014] a session with solana, polkadot and bip122 accounts fills those namespaces', async () => {
    const peer = await createPeer()
    const { stores, storage, connection, proposal } = await connect(peer)

    const requested = proposal.params.optionalNamespaces
    expect(Object.keys(requested).sort()).toEqual(['bip122', 'eip155', 'polkadot', 'solana'])
    expect(requested.polkadot?.methods).toEqual([...SESSION_NAMESPACE_METHODS.polkadot])
    expect(requested.bip122?.chains).toEqual([bitcoinRegtest.caipNetworkId])
    const { chains } = stores.account.getState()
    expect(chains.solana).toMatchObject({ address: peer.solanaAddress, status: 'connected' })
    expect(chains.polkadot).toMatchObject({
      address: peer.polkadotAddress,
      caipAddress: `${polkadot.caipNetworkId}:${peer.polkadotAddress}`,
      status: 'connected',
    })
    expect(chains.bip122).toMatchObject({
      address: BITCOIN_DEV_ACCOUNTS[2]?.paymentAddress,
      caipAddress: `${bitcoinRegtest.caipNetworkId}:${peer.bitcoinAddress}`,
      status: 'connected',
    })
    for (const namespace of ['solana', 'polkadot', 'bip122'] as const)
      expect(storage.getConnectedConnectorId(namespace)).toBe(CONNECTOR_IDS.WALLET_CONNECT)
    expect([...connection.getNamespaces()].sort()).toEqual(['bip122', 'eip155', 'polkadot', 'solana'])
  })

  it('signs for solana (solana_signMessage): a base58 Ed25519 signature that verifies', async () => {
    const peer = await createPeer()
    const signMessage = await connectSigner(peer)
    const signature = bs58.decodeUnsafe((await signMessage('solana', MESSAGE)) ?? '') ?? new Uint8Array()
    expect(peer.requests.at(-1)).toMatchObject({
      chainId: solana.caipNetworkId,
      method: 'solana_signMessage',
      params: { pubkey: peer.solanaAddress },
    })
    const address = peer.solanaAddress ?? ''
    expect(await verifySolanaSignature({ address, message: MESSAGE, signature })).toBe(true)
    expect(await verifySolanaSignature({ address, message: 'another text', signature })).toBe(false)
  })

  it('signs for polkadot (polkadot_signMessage): a hex signature of the <Bytes>-wrapped message', async () => {
    const peer = await createPeer()
    const signMessage = await connectSigner(peer)
    const signature = (await signMessage('polkadot', MESSAGE)) ?? ''
    expect(peer.requests.at(-1)).toMatchObject({
      chainId: polkadot.caipNetworkId,
      method: 'polkadot_signMessage',
      params: {
        address: peer.polkadotAddress,
        // The reference's `SignerPayloadRaw`: the UTF-8 hex of the wrapped text.
        data: `0x${Buffer.from(`<Bytes>${MESSAGE}</Bytes>`).toString('hex')}`,
        type: 'bytes',
      },
    })
    expect(signature).toMatch(/^0x[0-9a-f]{128}$/)
    const address = peer.polkadotAddress ?? ''
    expect(await verifyPolkadotMessage({ address, message: MESSAGE, signature })).toBe(true)
    expect(await verifyPolkadotMessage({ address, message: 'another text', signature })).toBe(false)
  })

  it('signs for bip122 (signMessage): the hex answer comes back as a base64 signature that verifies', async () => {
    const peer = await createPeer()
    const signMessage = await connectSigner(peer)
    const signature = (await signMessage('bip122', MESSAGE)) ?? ''
    const address = peer.bitcoinAddress ?? ''
    expect(peer.requests.at(-1)).toMatchObject({
      chainId: bitcoinRegtest.caipNetworkId,
      method: 'signMessage',
      params: { account: address, address, message: MESSAGE },
    })
    // The wallet's default protocol, ECDSA: a 65-byte BIP-137 signature.
    expect(Buffer.from(signature, 'base64')).toHaveLength(65)
    expect(verifyBitcoinMessage({ address, message: MESSAGE, signature })).toBe(true)
    expect(verifyBitcoinMessage({ address, message: 'another text', signature })).toBe(false)
  })

  it('a signature the wallet refuses is RPC_USER_REJECTED_REQUEST (4001) in every namespace', async () => {
    const peer = await createPeer()
    const signMessage = await connectSigner(peer)
    for (const namespace of ['solana', 'polkadot', 'bip122'] as const) {
      peer.rejectNextRequest()
      await expect(signMessage(namespace, 'x')).rejects.toMatchObject({
        code: 'RPC_USER_REJECTED_REQUEST',
        rpcCode: 4001,
      })
    }
    // The next request is answered again.
    await expect(signMessage('polkadot', 'x')).resolves.toMatch(/^0x/)
  })
})
