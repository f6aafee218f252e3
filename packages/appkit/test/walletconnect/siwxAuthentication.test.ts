// @vitest-environment node
import { base, mainnet, optimism, solana } from '@atrium/common'
import {
  createMemoryStorage,
  createSiwxConfig,
  type SiwxConfig,
  type WalletConnectClient,
} from '@atrium/core'
import { DEV_ACCOUNTS } from '@atrium/devnet'
import { createWalletConnectPeer, type WalletConnectPeer } from '@atrium/testing'
import { createEip191SiwxVerifier } from '@atrium/testing/unit'
import { describe, expect, it } from 'vitest'
import { createTestConnection } from './createTestConnection.test-helper.js'
import { setUpRelayTestBed } from './relayTestBed.test-helper.js'

const { relayUrl, cleanups } = setUpRelayTestBed()
const PEER_KEY = DEV_ACCOUNTS[5]?.privateKey ?? '0x'

function createSiwx(): SiwxConfig {
  return createSiwxConfig({
    domain: 'dapp.example',
    uri: 'https://dapp.example/#/evm',
    statement: 'Sign in to the Atrium laboratory',
    verifiers: [createEip191SiwxVerifier()],
    storage: createMemoryStorage(),
  })
}

/** A page's WalletConnect connection over Ethereum, OP Mainnet, Base and Solana, on OP Mainnet. */
function createSubject(siwx: SiwxConfig | undefined) {
  return createTestConnection({
    relayUrl: relayUrl(),
    networks: [mainnet, optimism, base, solana],
    cleanups,
    options: { defaultNetwork: optimism, ...(siwx === undefined ? {} : { siwx }) },
  })
}

/** A wallet holding chains 1 and 10 (not Base) and no Solana account. */
async function createPeer(): Promise<WalletConnectPeer> {
  const peer = await createWalletConnectPeer({
    relayUrl: relayUrl(),
    privateKey: PEER_KEY,
    chains: [
      { chainId: 1, rpcUrl: 'http://127.0.0.1:1' },
      { chainId: 10, rpcUrl: 'http://127.0.0.1:1' },
    ],
  })
  cleanups.push(() => peer.close())
  return peer
}

/** Connects, handing the URI to the peer once it is shown. */
function startConnecting(client: WalletConnectClient) {
  let connected!: Promise<void>
  const uri = new Promise<string>((resolve) => {
    connected = client.connectWalletConnect({ onUri: resolve })
  })
  // Observed by the test later; a rejection must not count as unhandled meanwhile.
  connected.catch(() => undefined)
  return { uri, connected }
}

describe('WalletConnect with siwx: one-click sign-in', () => {
  it('[CONN-015] the proposal asks for sign-in on the eip155 chains; the signed CACAOs become verified sessions', async () => {
    const siwx = createSiwx()
    const { stores, connection } = createSubject(siwx)
    const peer = await createPeer()
    const { uri, connected } = startConnecting(connection)

    const proposal = await peer.pair(await uri)
    const [request] = proposal.params.requests?.authentication ?? []
    expect(request).toMatchObject({
      domain: 'dapp.example',
      aud: 'https://dapp.example/#/evm',
      statement: 'Sign in to the Atrium laboratory',
      version: '1',
      type: 'caip122',
      // The active eip155 network first, then the other configured ones.
      chains: ['eip155:10', 'eip155:1', 'eip155:8453'],
      nonce: expect.stringMatching(/^[A-Za-z0-9]{16}$/),
    })
    expect(Object.keys(proposal.params.optionalNamespaces).sort()).toEqual(['eip155', 'solana'])
    const { cacaos } = await peer.approve()
    await connected

    expect(cacaos.map((cacao) => cacao.p.iss)).toEqual([
      `did:pkh:eip155:10:${peer.address}`,
      `did:pkh:eip155:1:${peer.address}`,
    ])
    expect(stores.account.getState().chains.eip155?.address).toBe(peer.address)
    expect(stores.connection.getState().status).toBe('connected')
    const [session, ...others] = await siwx.getSessions('eip155:10', peer.address)
    expect(others).toEqual([])
    expect(session?.data).toMatchObject({
      accountAddress: peer.address,
      chainId: 'eip155:10',
      domain: 'dapp.example',
      nonce: request?.nonce,
    })
    expect(session?.signature).toBe(cacaos[0]?.s.s)
    expect(await createEip191SiwxVerifier().verify(session ?? never())).toBe(true)
    expect(await siwx.getSessions('eip155:1', peer.address)).toHaveLength(1)
    expect(await siwx.getSessions('eip155:8453', peer.address)).toEqual([])
    // Nothing but the session proposal went to the wallet: sign-in cost no extra request.
    expect(peer.requests).toEqual([])
  })

  it('[CONN-015] a wallet that ignores the request approves a plain session: connected, no sign-in kept (A-17)', async () => {
    const siwx = createSiwx()
    const { stores, connection } = createSubject(siwx)
    const peer = await createPeer()
    const { uri, connected } = startConnecting(connection)
    await peer.pair(await uri)
    await peer.approve({ authentication: 'ignore' })
    await connected

    expect(stores.account.getState().chains.eip155?.address).toBe(peer.address)
    expect(stores.connection.getState().status).toBe('connected')
    expect(await siwx.getSessions('eip155:10', peer.address)).toEqual([])
    expect(await siwx.getSessions('eip155:1', peer.address)).toEqual([])
  })

  it('[ERR-002] CACAOs that do not verify: the connection rejects with the coded error, the session ends, nothing is kept', async () => {
    const siwx = createSiwx()
    const { stores, connection } = createSubject(siwx)
    const peer = await createPeer()
    const { uri, connected } = startConnecting(connection)
    await peer.pair(await uri)
    await peer.approve({ authentication: 'tamper' })

    await expect(connected).rejects.toMatchObject({
      name: 'SiwxVerificationFailedError',
      code: 'SMART_ACCOUNT_NOT_SUPPORTED',
      message: 'This application might not support Smart Accounts',
      details: "The signature is not the account's",
    })
    expect(stores.account.getState().chains.eip155?.status).not.toBe('connected')
    expect(connection.isConnected()).toBe(false)
    expect(await siwx.getSessions('eip155:10', peer.address)).toEqual([])
    expect(await siwx.getSessions('eip155:1', peer.address)).toEqual([])
    await expect.poll(() => peer.sessionTopics.length, { timeout: 10_000 }).toBe(0)
  })

  it('[CONN-013] without siwx the proposal asks for no sign-in', async () => {
    const { connection } = createSubject(undefined)
    const peer = await createPeer()
    const { uri, connected } = startConnecting(connection)
    const proposal = await peer.pair(await uri)
    expect(proposal.params.requests?.authentication ?? []).toEqual([])
    await peer.approve()
    await connected
  })
})

function never(): never {
  throw new Error('expected a session')
}
