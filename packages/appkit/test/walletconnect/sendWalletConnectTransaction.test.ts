// @vitest-environment node
import { type CaipNetwork, defineNetwork, mainnet, polkadot } from '@atrium/common'
import {
  BITCOIN_DEV_ACCOUNTS,
  DEV_ACCOUNTS,
  type Devnet,
  type EsploraTransaction,
  getBitcoinDevnetNetwork,
  getSolanaDevnetNetwork,
  installLoopbackGuard,
  POLKADOT_DEV_ACCOUNTS,
  SOLANA_DEV_ACCOUNTS,
  startDevnet,
} from '@atrium/devnet'
import { createWalletConnectPeer, type WalletConnectPeer } from '@atrium/testing'
import { Connection, PublicKey, SystemInstruction, SystemProgram, Transaction } from '@solana/web3.js'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { connectWalletConnectSubject } from './connectWalletConnectSubject.test-helper.js'

// @walletconnect/core shares one instance per storage prefix through `globalThis`; each subject
// here stands for its own page, so sharing is off (the same switch core reads in Node).
process.env.DISABLE_GLOBAL_CORE = 'true'
// Every connection off 127.0.0.1 is blocked and recorded: neither client may need one.
const guard = installLoopbackGuard()
const [, recipient, , peerAccount] = DEV_ACCOUNTS
const [, bitcoinRecipient, , , peerBitcoin] = BITCOIN_DEV_ACCOUNTS
const [, solanaRecipient, , , peerSolana] = SOLANA_DEV_ACCOUNTS

let devnet: Devnet
let networks: readonly CaipNetwork[]
const cleanups: (() => Promise<void>)[] = []

beforeAll(async () => {
  // The relay, one EVM chain, the Solana and the Bitcoin chain: only what these transfers touch.
  devnet = await startDevnet({ portBase: 'auto', evm: { chains: [{ chainId: 1 }] }, polkadot: false })
  const [evm] = devnet.evm
  if (evm === undefined || devnet.bitcoin === undefined || devnet.solana === undefined)
    throw new Error('devnet started without a chain')
  networks = [
    defineNetwork(mainnet, { rpcUrls: evm.rpcUrl }),
    getSolanaDevnetNetwork(devnet.solana),
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
    // A funded dev account: its secret key starts with its Ed25519 seed.
    solanaSeed: peerSolana?.secretKey.slice(0, 32) ?? new Uint8Array(),
    solanaChain: { chainId: devnet.solana?.networkId ?? '', rpcUrl: devnet.solana?.rpcUrl ?? '' },
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

function solanaConnection(): Connection {
  return new Connection(devnet.solana?.rpcUrl ?? '', 'confirmed')
}

function getLamports(address: string): Promise<number> {
  return solanaConnection().getBalance(new PublicKey(address))
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

  it('sends on solana (solana_signAndSendTransaction): the dApp builds the transfer, the wallet signs and sends it, the local chain moves exactly the amount', async () => {
    const peer = await createPeer()
    const { caipAddress, adapter } = (await connect(peer)).route('solana')
    const from = peer.solanaAddress ?? ''
    const to = solanaRecipient?.address ?? ''
    const [fromBefore, toBefore] = await Promise.all([getLamports(from), getLamports(to)])

    const signature = await adapter.sendTransaction?.({ from: caipAddress, to, value: 1_234_567n })

    const request = peer.requests.at(-1)
    expect(request).toMatchObject({
      chainId: devnet.solana?.networkId,
      method: 'solana_signAndSendTransaction',
      params: { transaction: expect.any(String) },
    })
    // What the wallet received: an unsigned legacy transfer, paid by the sender.
    const { transaction } = (request?.params ?? {}) as { transaction?: string }
    const sent = Transaction.from(Buffer.from(transaction ?? '', 'base64'))
    expect(sent.feePayer?.toBase58()).toBe(from)
    expect(sent.signatures.every((entry) => entry.signature === null)).toBe(true)
    const [instruction] = sent.instructions
    expect(sent.instructions).toHaveLength(1)
    expect(instruction?.programId.equals(SystemProgram.programId)).toBe(true)
    const transfer = instruction === undefined ? undefined : SystemInstruction.decodeTransfer(instruction)
    expect(transfer?.fromPubkey.toBase58()).toBe(from)
    expect(transfer?.toPubkey.toBase58()).toBe(to)
    expect(transfer?.lamports).toBe(1_234_567n)

    const recorded = await solanaConnection().getTransaction(signature ?? '', {
      commitment: 'confirmed',
      maxSupportedTransactionVersion: 0,
    })
    expect(recorded?.meta?.err).toBeNull()
    const [fromAfter, toAfter] = await Promise.all([getLamports(from), getLamports(to)])
    expect(toAfter - toBefore).toBe(1_234_567)
    expect(fromBefore - fromAfter).toBe(1_234_567 + (recorded?.meta?.fee ?? Number.NaN))
  })

  it('a solana transfer the wallet refuses is RPC_USER_REJECTED_REQUEST (4001), and nothing moves', async () => {
    const peer = await createPeer()
    const { caipAddress, adapter } = (await connect(peer)).route('solana')
    const to = solanaRecipient?.address ?? ''
    const before = await getLamports(to)
    peer.rejectNextRequest()
    await expect(adapter.sendTransaction?.({ from: caipAddress, to, value: 1000n })).rejects.toMatchObject({
      code: 'RPC_USER_REJECTED_REQUEST',
      rpcCode: 4001,
    })
    expect(peer.requests.at(-1)?.method).toBe('solana_signAndSendTransaction')
    expect(await getLamports(to)).toBe(before)
  })

  it('a solana transfer without a positive amount or to a non-Solana address is RPC_INVALID_PARAMS, and never reaches the wallet', async () => {
    const peer = await createPeer()
    const { caipAddress, adapter } = (await connect(peer)).route('solana')
    const to = solanaRecipient?.address ?? ''
    for (const transaction of [
      { from: caipAddress, to, value: 0n },
      { from: caipAddress, to },
      { from: caipAddress, to, value: 1n, data: '0x00' },
      { from: caipAddress, to: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed', value: 1n },
    ]) {
      await expect(adapter.sendTransaction?.(transaction)).rejects.toMatchObject({
        code: 'RPC_INVALID_PARAMS',
      })
    }
    expect(peer.requests).toEqual([])
  })

  it('polkadot transfers are not sent through WalletConnect: RPC_UNSUPPORTED_METHOD', async () => {
    const peer = await createPeer()
    const { caipAddress, adapter } = (await connect(peer)).route('polkadot')
    await expect(adapter.sendTransaction?.({ from: caipAddress, to: 'x', value: 1n })).rejects.toMatchObject({
      code: 'RPC_UNSUPPORTED_METHOD',
    })
    expect(peer.requests).toEqual([])
  })
})
