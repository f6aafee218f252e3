import { createPublicKey, randomUUID, verify as verifySignature } from 'node:crypto'
import { toSiwxSession } from '@atrium/core'
import {
  BITCOIN_DEV_ACCOUNTS,
  BITCOIN_REGTEST_NETWORK_ID,
  DEV_ACCOUNTS,
  type Devnet,
  installLoopbackGuard,
  POLKADOT_DEV_ACCOUNTS,
  startDevnet,
} from '@atrium/devnet'
import { WalletKit, type WalletKitTypes } from '@reown/walletkit'
import { Core } from '@walletconnect/core'
import bs58 from 'bs58'
import {
  createPublicClient,
  type Hex,
  http,
  parseEther,
  stringToHex,
  verifyMessage,
  verifyTypedData,
} from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'
import { deriveBitcoinTestAccount } from '../bitcoin/deriveBitcoinTestAccount.js'
import { verifyBitcoinMessage } from '../bitcoin/verifyBitcoinMessage.js'
import { createEip191SiwxVerifier } from '../siwx/createEip191SiwxVerifier.js'
import { createMemoryKeyValueStorage } from './createMemoryKeyValueStorage.js'
import { createWalletConnectPeer, type WalletConnectPeer } from './createWalletConnectPeer.js'
import { WALLETCONNECT_PEER_METHODS, WALLETCONNECT_PEER_SOLANA_CHAIN } from './getPeerSupportedNamespaces.js'
import { verifyPolkadotMessage } from './verifyPolkadotMessage.js'

// The dApp side is the sign-client inside a second WalletKit: @walletconnect/sign-client is not a
// dependency of this package. Every connection off 127.0.0.1 is blocked and recorded.
const guard = installLoopbackGuard()
const SOLANA_SEED = Uint8Array.from({ length: 32 }, (_, index) => index + 1)
const [, dappAccount, peerAccount] = DEV_ACCOUNTS
/** Polkadot's CAIP-2 id: signing needs no chain, only the id the session names. */
const POLKADOT_CHAIN = 'polkadot:91b171bb158e2d3848fa23a9f1c25182'

type DappClient = Awaited<ReturnType<typeof WalletKit.init>>['engine']['signClient']

let devnet: Devnet
let relayUrl: string
const cleanups: (() => Promise<void>)[] = []

beforeAll(async () => {
  devnet = await startDevnet({ portBase: 'auto', evm: { chains: [{ chainId: 1 }] } })
  relayUrl = devnet.relay?.url ?? ''
})

afterEach(async () => {
  await Promise.all(cleanups.splice(0).map((cleanup) => cleanup()))
})

afterAll(async () => {
  await devnet.stop()
  guard.uninstall()
  expect(guard.violations).toEqual([])
})

async function createPeer(): Promise<WalletConnectPeer> {
  const peer = await createWalletConnectPeer({
    relayUrl,
    privateKey: peerAccount?.privateKey ?? '0x',
    chains: devnet.evm.map(({ chainId, rpcUrl }) => ({ chainId, rpcUrl })),
    solanaSeed: SOLANA_SEED,
  })
  cleanups.push(() => peer.close())
  return peer
}

async function createDapp(): Promise<DappClient> {
  const core = new Core({
    projectId: 'atrium-devnet',
    relayUrl,
    storage: createMemoryKeyValueStorage(),
    customStoragePrefix: `dapp-${randomUUID()}`,
    telemetryEnabled: false,
    logger: 'silent',
  })
  core.eventClient.init = async () => {}
  const host = await WalletKit.init({
    core: core as unknown as WalletKitTypes.Options['core'],
    metadata: { name: 'dApp', description: 'dApp', url: 'http://127.0.0.1', icons: [] },
  })
  cleanups.push(async () => {
    core.heartbeat.stop()
    await core.relayer.transportClose()
  })
  return host.engine.signClient
}

/** A one-click sign-in request, as the dApp's `connect({ authentication })` sends it. */
const AUTHENTICATION = {
  domain: 'app.example',
  chains: ['eip155:1', 'eip155:137'],
  nonce: 'k3r9Xw2pQ8zLm4Tb',
  uri: 'https://app.example/login',
  statement: 'Sign in to Example',
  ttl: 300,
}

async function propose(dapp: DappClient, authentication?: typeof AUTHENTICATION) {
  const { uri, approval } = await dapp.connect({
    ...(authentication === undefined ? {} : { authentication: [authentication] }),
    optionalNamespaces: {
      eip155: {
        chains: ['eip155:1'],
        methods: ['personal_sign', 'eth_signTypedData_v4', 'eth_sendTransaction'],
        events: ['accountsChanged', 'chainChanged'],
      },
      solana: { chains: [WALLETCONNECT_PEER_SOLANA_CHAIN], methods: ['solana_signMessage'], events: [] },
    },
  })
  if (uri === undefined) throw new Error('No URI')
  return { uri, approval }
}

const TYPED_DATA = {
  domain: { name: 'Atrium', version: '1', chainId: 1 },
  types: { Mail: [{ name: 'contents', type: 'string' }] },
  primaryType: 'Mail',
  message: { contents: 'hello' },
} as const

describe('createWalletConnectPeer', () => {
  test('pairs, approves eip155 and solana accounts, answers every method with real keys, and disconnects', async () => {
    const peer = await createPeer()
    const dapp = await createDapp()
    const { uri, approval } = await propose(dapp)

    const proposal = await peer.pair(uri)
    expect(proposal.params.proposer.metadata.name).toBe('dApp')
    const { topic } = await peer.approve()
    const session = await approval()

    expect(session.topic).toBe(topic)
    expect(session.namespaces.eip155?.accounts).toEqual([`eip155:1:${peer.address}`])
    expect(session.namespaces.solana?.accounts).toEqual([
      `${WALLETCONNECT_PEER_SOLANA_CHAIN}:${peer.solanaAddress}`,
    ])
    const request = <result>(chainId: string, method: string, params: unknown) =>
      dapp.request<result>({ topic, chainId, request: { method, params } })

    const personal = await request<Hex>('eip155:1', 'personal_sign', [stringToHex('gm'), peer.address])
    expect(await verifyMessage({ address: peer.address, message: 'gm', signature: personal })).toBe(true)

    const typed = await request<Hex>('eip155:1', 'eth_signTypedData_v4', [
      peer.address,
      JSON.stringify(TYPED_DATA),
    ])
    expect(await verifyTypedData({ address: peer.address, signature: typed, ...TYPED_DATA })).toBe(true)

    const recipient = dappAccount?.address ?? '0x'
    const hash = await request<Hex>('eip155:1', 'eth_sendTransaction', [
      { from: peer.address, to: recipient, value: `0x${parseEther('1').toString(16)}` },
    ])
    const client = createPublicClient({ transport: http(devnet.evm[0]?.rpcUrl), pollingInterval: 20 })
    expect((await client.waitForTransactionReceipt({ hash })).status).toBe('success')

    const message = new TextEncoder().encode('gm solana')
    const { signature } = await request<{ signature: string }>(
      WALLETCONNECT_PEER_SOLANA_CHAIN,
      'solana_signMessage',
      {
        message: bs58.encode(message),
        pubkey: peer.solanaAddress,
      },
    )
    const solanaPublicKey = createPublicKey({
      key: Buffer.concat([
        Buffer.from('302a300506032b6570032100', 'hex'),
        bs58.decodeUnsafe(peer.solanaAddress ?? '') ?? new Uint8Array(),
      ]),
      format: 'der',
      type: 'spki',
    })
    expect(
      verifySignature(null, message, solanaPublicKey, bs58.decodeUnsafe(signature) ?? new Uint8Array()),
    ).toBe(true)
    expect(peer.requests.map((received) => received.method)).toEqual([
      'personal_sign',
      'eth_signTypedData_v4',
      'eth_sendTransaction',
      'solana_signMessage',
    ])

    const deleted = new Promise<{ topic: string }>((resolve) => dapp.events.once('session_delete', resolve))
    await peer.disconnect()
    expect((await deleted).topic).toBe(topic)
    expect(peer.sessionTopics).toEqual([])
  })

  test('reject() declines the proposal: the dApp approval rejects with USER_REJECTED', async () => {
    const peer = await createPeer()
    const dapp = await createDapp()
    const { uri, approval } = await propose(dapp)

    await peer.pair(uri)
    await peer.reject()

    await expect(approval()).rejects.toMatchObject({ code: 5000 })
  })

  test('rejectNextRequest() refuses one request with 4001; unknown accounts get 4100', async () => {
    const peer = await createPeer()
    const dapp = await createDapp()
    const { uri, approval } = await propose(dapp)
    await peer.pair(uri)
    const { topic } = await peer.approve()
    await approval()
    const sign = (address: string) =>
      dapp.request({
        topic,
        chainId: 'eip155:1',
        request: { method: 'personal_sign', params: ['0x01', address] },
      })

    peer.rejectNextRequest()
    await expect(sign(peer.address)).rejects.toMatchObject({
      code: 4001,
      message: 'User rejected the request.',
    })
    await expect(sign(dappAccount?.address ?? '')).rejects.toMatchObject({ code: 4100 })
    await expect(sign(peer.address)).resolves.toMatch(/^0x/)
  })

  test('approve() without a pending proposal throws', async () => {
    const peer = await createPeer()
    await expect(peer.approve()).rejects.toMatchObject({ name: 'WalletConnectPeerStateError' })
  })

  test('answers polkadot_signMessage and the bip122 signMessage with real keys; unknown addresses get 4100', async () => {
    const wif = BITCOIN_DEV_ACCOUNTS[4]?.wif ?? ''
    const peer = await createWalletConnectPeer({
      relayUrl,
      privateKey: peerAccount?.privateKey ?? '0x',
      chains: [],
      polkadot: { uri: POLKADOT_DEV_ACCOUNTS[0]?.uri ?? '', chainId: POLKADOT_CHAIN },
      bitcoin: { wif, chainId: BITCOIN_REGTEST_NETWORK_ID, network: 'regtest' },
    })
    cleanups.push(() => peer.close())
    const dapp = await createDapp()
    const { uri, approval } = await dapp.connect({
      optionalNamespaces: {
        polkadot: { chains: [POLKADOT_CHAIN], methods: ['polkadot_signMessage'], events: [] },
        bip122: {
          chains: [BITCOIN_REGTEST_NETWORK_ID],
          methods: ['signMessage', 'sendTransfer'],
          events: [],
        },
      },
    })
    await peer.pair(uri ?? '')
    const { topic } = await peer.approve()
    const session = await approval()
    const polkadotAddress = peer.polkadotAddress ?? ''
    const bitcoinAddress = peer.bitcoinAddress ?? ''
    expect(session.namespaces.polkadot?.accounts).toEqual([`${POLKADOT_CHAIN}:${polkadotAddress}`])
    expect(session.namespaces.bip122?.accounts).toEqual([`${BITCOIN_REGTEST_NETWORK_ID}:${bitcoinAddress}`])
    // Without an Esplora URL the peer cannot send, and does not claim to.
    expect(session.namespaces.bip122?.methods).toEqual(['signMessage'])
    expect(WALLETCONNECT_PEER_METHODS.bip122).toContain('sendTransfer')
    const request = <result>(chainId: string, method: string, params: unknown) =>
      dapp.request<result>({ topic, chainId, request: { method, params } })

    // The reference's `SignerPayloadRaw`, then the example wallet's `{ address, message }`: one signed text.
    for (const params of [
      { address: polkadotAddress, data: stringToHex('<Bytes>gm polkadot</Bytes>'), type: 'bytes' },
      { address: polkadotAddress, message: 'gm polkadot' },
    ]) {
      const { signature } = await request<{ signature: string }>(
        POLKADOT_CHAIN,
        'polkadot_signMessage',
        params,
      )
      expect(
        await verifyPolkadotMessage({ address: polkadotAddress, message: 'gm polkadot', signature }),
      ).toBe(true)
    }
    await expect(
      request(POLKADOT_CHAIN, 'polkadot_signMessage', {
        address: POLKADOT_DEV_ACCOUNTS[1]?.address,
        message: 'x',
      }),
    ).rejects.toMatchObject({ code: 4100 })

    const { ordinals } = deriveBitcoinTestAccount(wif, 'regtest')
    const signBitcoin = (params: Record<string, string>) =>
      request<{ address: string; signature: string }>(BITCOIN_REGTEST_NETWORK_ID, 'signMessage', {
        account: bitcoinAddress,
        message: 'gm bitcoin',
        ...params,
      })
    for (const [params, address, bytes] of [
      [{}, bitcoinAddress, 65],
      [{ protocol: 'bip322' }, bitcoinAddress, undefined],
      [{ address: ordinals.address }, ordinals.address, undefined],
    ] as const) {
      const answer = await signBitcoin(params)
      expect(answer.address).toBe(address)
      const signature = Buffer.from(answer.signature, 'hex')
      if (bytes !== undefined) expect(signature).toHaveLength(bytes)
      expect(
        verifyBitcoinMessage({ address, message: 'gm bitcoin', signature: signature.toString('base64') }),
      ).toBe(true)
    }
    await expect(signBitcoin({ address: ordinals.address, protocol: 'ecdsa' })).rejects.toMatchObject({
      code: -32602,
    })
    await expect(
      signBitcoin({ address: BITCOIN_DEV_ACCOUNTS[0]?.paymentAddress ?? '' }),
    ).rejects.toMatchObject({
      code: 4100,
    })
  })

  test('[CONN-015] a proposal asking for authentication: a CACAO per requested chain it holds, signed with its key', async () => {
    const peer = await createPeer()
    const dapp = await createDapp()
    const { uri, approval } = await propose(dapp, AUTHENTICATION)

    const proposal = await peer.pair(uri)
    expect(proposal.params.requests?.authentication).toEqual([
      expect.objectContaining({
        domain: 'app.example',
        aud: AUTHENTICATION.uri,
        nonce: AUTHENTICATION.nonce,
      }),
    ])
    const { cacaos } = await peer.approve()
    const session = await approval()

    expect(cacaos.map((cacao) => cacao.p.iss)).toEqual([`did:pkh:eip155:1:${peer.address}`])
    expect(session.authentication).toEqual(cacaos)
    const verifier = createEip191SiwxVerifier()
    const [cacao] = session.authentication ?? []
    if (cacao === undefined) throw new Error('No CACAO in the session')
    const signIn = toSiwxSession(cacao)
    expect(signIn.data).toMatchObject({
      accountAddress: peer.address,
      chainId: 'eip155:1',
      nonce: AUTHENTICATION.nonce,
    })
    expect(await verifier.verify(signIn)).toBe(true)
  })

  test("approve({ authentication: 'ignore' }) approves a plain session, as a wallet that does not know the request", async () => {
    const peer = await createPeer()
    const dapp = await createDapp()
    const { uri, approval } = await propose(dapp, AUTHENTICATION)
    await peer.pair(uri)
    const { cacaos } = await peer.approve({ authentication: 'ignore' })
    const session = await approval()
    expect(cacaos).toEqual([])
    expect(session.authentication).toBeUndefined()
    expect(session.namespaces.eip155?.accounts).toEqual([`eip155:1:${peer.address}`])
  })

  test("approve({ authentication: 'tamper' }) sends CACAOs whose signatures do not verify", async () => {
    const peer = await createPeer()
    const dapp = await createDapp()
    const { uri, approval } = await propose(dapp, AUTHENTICATION)
    await peer.pair(uri)
    await peer.approve({ authentication: 'tamper' })
    const session = await approval()
    expect(session.authentication).toHaveLength(1)
    for (const cacao of session.authentication ?? [])
      expect(await createEip191SiwxVerifier().verify(toSiwxSession(cacao))).toBe(false)
  })

  test('a proposal without authentication gets no CACAO', async () => {
    const peer = await createPeer()
    const dapp = await createDapp()
    const { uri, approval } = await propose(dapp)
    await peer.pair(uri)
    expect((await peer.approve()).cacaos).toEqual([])
    expect((await approval()).authentication).toBeUndefined()
  })
})
