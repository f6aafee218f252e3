// @vitest-environment node
import { type CaipNetwork, defineNetwork, mainnet, polkadot, solana } from '@atrium/common'
import {
  BITCOIN_DEV_ACCOUNTS,
  DEV_ACCOUNTS,
  type Devnet,
  type EsploraTransaction,
  getBitcoinDevnetNetwork,
  installLoopbackGuard,
  POLKADOT_DEV_ACCOUNTS,
  startDevnet,
} from '@atrium/devnet'
import { createWalletConnectPeer, type WalletConnectPeer } from '@atrium/testing'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { connectWalletConnectSubject } from './connectWalletConnectSubject.test-helper.js'

// @walletconnect/core shares one instance per storage prefix through `globalThis`; each subject
// here stands for its own page, so sharing is off (the same switch core reads in Node).
process.env.DISABLE_GLOBAL_CORE = 'true'
// Every connection off 127.0.0.1 is blocked and recorded: neither client may need one.
const guard = installLoopbackGuard()
const [, recipient, , peerAccount] = DEV_ACCOUNTS
const [, bitcoinRecipient, , , peerBitcoin] = BITCOIN_DEV_ACCOUNTS

let devnet: Devnet
let networks: readonly CaipNetwork[]
const cleanups: (() => Promise<void>)[] = []

beforeAll(async () => {
  // The relay, one EVM chain and the Bitcoin chain: only what these transfers touch.
  devnet = await startDevnet({
    portBase: 'auto',
    evm: { chains: [{ chainId: 1 }] },
    solana: false,
    polkadot: false,
  })
  const [evm] = devnet.evm
  if (evm === undefined || devnet.bitcoin === undefined) throw new Error('devnet started without a chain')
  networks = [
    defineNetwork(mainnet, { rpcUrls: evm.rpcUrl }),
    solana,
    polkadot,
    getBitcoinDevnetNetwork(devnet.bitcoin),
  ]
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
    relayUrl: devnet.relay?.url ?? '',
    privateKey: peerAccount?.privateKey ?? '0x',
    chains: devnet.evm.map(({ chainId, rpcUrl }) => ({ chainId, rpcUrl })),
    solanaSeed: Uint8Array.from({ length: 32 }, (_, index) => index + 21),
    polkadot: { uri: POLKADOT_DEV_ACCOUNTS[2]?.uri ?? '', chainId: polkadot.caipNetworkId },
    bitcoin: {
      wif: peerBitcoin?.wif ?? '',
      chainId: devnet.bitcoin?.networkId ?? '',
      network: 'regtest',
      esploraUrl: devnet.bitcoin?.url ?? '',
    },
  })
  cleanups.push(() => peer.close())
  return peer
}

function connect(peer: WalletConnectPeer) {
  return connectWalletConnectSubject({ relayUrl: devnet.relay?.url ?? '', networks, peer, cleanups })
}

async function callEvm<result>(method: string, params: unknown[]): Promise<result> {
  const response = await fetch(devnet.evm[0]?.rpcUrl ?? '', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  return ((await response.json()) as { result: result }).result
}

describe('WalletConnect sendTransaction across namespaces', () => {
  it('sends on eip155 (eth_sendTransaction): the wallet signs, the local chain mines it', async () => {
    const peer = await createPeer()
    const { caipAddress, adapter } = (await connect(peer)).route('eip155')
    const to = recipient?.address ?? ''
    const hash = await adapter.sendTransaction?.({ from: caipAddress, to, value: 1234n })

    expect(peer.requests.at(-1)).toMatchObject({
      chainId: 'eip155:1',
      method: 'eth_sendTransaction',
      params: [{ from: peer.address, to, value: '0x4d2' }],
    })
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
    const receipt = await callEvm<{ status: string; to: string } | null>('eth_getTransactionReceipt', [hash])
    expect(receipt).toMatchObject({ status: '0x1', to: to.toLowerCase() })
  })

  it('sends on bip122 (sendTransfer): the wallet builds, signs and broadcasts; the local chain holds the transfer', async () => {
    const peer = await createPeer()
    const { caipAddress, adapter } = (await connect(peer)).route('bip122')
    const to = bitcoinRecipient?.paymentAddress ?? ''
    const txid = await adapter.sendTransaction?.({ from: caipAddress, to, value: 25_000n })

    expect(peer.requests.at(-1)).toMatchObject({
      method: 'sendTransfer',
      params: { account: peer.bitcoinAddress, recipientAddress: to, amount: '25000' },
    })
    expect(txid).toMatch(/^[0-9a-f]{64}$/)
    const response = await fetch(`${devnet.bitcoin?.url}/tx/${txid}`)
    expect(response.status).toBe(200)
    const transaction = (await response.json()) as EsploraTransaction
    expect(transaction.vout).toContainEqual(
      expect.objectContaining({ scriptpubkey_address: to, value: 25_000 }),
    )
    expect(
      transaction.vin.every((input) => input.prevout?.scriptpubkey_address === peer.bitcoinAddress),
    ).toBe(true)
  })

  it('a transfer the wallet refuses is RPC_USER_REJECTED_REQUEST (4001)', async () => {
    const peer = await createPeer()
    const { caipAddress, adapter } = (await connect(peer)).route('bip122')
    peer.rejectNextRequest()
    await expect(
      adapter.sendTransaction?.({
        from: caipAddress,
        to: bitcoinRecipient?.paymentAddress ?? '',
        value: 1000n,
      }),
    ).rejects.toMatchObject({ code: 'RPC_USER_REJECTED_REQUEST', rpcCode: 4001 })
  })

  it('a bip122 transfer without a positive amount is RPC_INVALID_PARAMS, and never reaches the wallet', async () => {
    const peer = await createPeer()
    const { caipAddress, adapter } = (await connect(peer)).route('bip122')
    await expect(
      adapter.sendTransaction?.({ from: caipAddress, to: bitcoinRecipient?.paymentAddress ?? '', value: 0n }),
    ).rejects.toMatchObject({ code: 'RPC_INVALID_PARAMS' })
    expect(peer.requests).toEqual([])
  })

  it('solana and polkadot transfers are not sent through WalletConnect: RPC_UNSUPPORTED_METHOD', async () => {
    const peer = await createPeer()
    const subject = await connect(peer)
    for (const namespace of ['solana', 'polkadot'] as const) {
      const { caipAddress, adapter } = subject.route(namespace)
      await expect(
        adapter.sendTransaction?.({ from: caipAddress, to: 'x', value: 1n }),
      ).rejects.toMatchObject({
        code: 'RPC_UNSUPPORTED_METHOD',
      })
    }
    expect(peer.requests).toEqual([])
  })
})
