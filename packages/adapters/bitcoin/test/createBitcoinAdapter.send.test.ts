// @vitest-environment happy-dom
import { formatUnits } from '@atrium/common'
import { createMemoryStorage } from '@atrium/core'
import { BITCOIN_DEV_ACCOUNTS } from '@atrium/devnet'
import { type BitcoinTestWalletKind, createBitcoinTestWallet } from '@atrium/testing'
import { networks, Psbt, Transaction } from 'bitcoinjs-lib'
import { afterEach, describe, expect, it } from 'vitest'
import { createBitcoinAdapter } from '../src/adapter/createBitcoinAdapter.js'
import { decodeBitcoinAddress } from '../src/addresses/decodeBitcoinAddress.js'
import { signPsbt } from '../src/transaction/signPsbt.js'
import { getEsploraUrl, getRegtestNetwork } from './bitcoinDevnet.test-helper.js'

const ONE_BTC = 100_000_000n
const removals: (() => void)[] = []
afterEach(() => {
  for (const remove of removals.splice(0)) remove()
})

/** A devnet account; this file pays from accounts 2 and 3 only (the contract suite pays from account 0). */
function dev(index: number) {
  const found = BITCOIN_DEV_ACCOUNTS[index]
  if (found === undefined) throw new Error(`no dev account ${index}`)
  return found
}

async function connected(kind: BitcoinTestWalletKind, index: number) {
  const wallet = createBitcoinTestWallet({ kind, wif: dev(index).wif, esploraUrl: getEsploraUrl() })
  removals.push(wallet.inject(window))
  const adapter = createBitcoinAdapter({ networks: [getRegtestNetwork()], storage: createMemoryStorage() })
  const session = await adapter.connect({ connectorId: kind })
  return { wallet, adapter, session, from: session.accounts[0].caipAddress }
}

async function esplora(path: string): Promise<string> {
  const response = await fetch(`${getEsploraUrl()}${path}`)
  return response.text()
}

describe('balance, estimate and send against the devnet chain', () => {
  it('[ACCT-013] reads the exact balance from Esplora: 1 BTC, 8 decimals, symbol BTC', async () => {
    const { adapter, from } = await connected('unisat', 2)
    expect(await adapter.getBalance({ caipAddress: from })).toEqual({ balance: '1', symbol: 'BTC' })
  })

  it('[SEND-007] sends: the estimate is the fee paid, the node has the transfer, the balance drops by amount and fee', async () => {
    const { adapter, from, wallet } = await connected('unisat', 2)
    const to = dev(5).ordinalsAddress
    const fee = await adapter.estimateGas({ from, to, value: 25_000n })
    expect(fee).toBeGreaterThan(0n)
    const txid = await adapter.sendTransaction({ from, to, value: 25_000n })
    expect(txid).toMatch(/^[0-9a-f]{64}$/)
    const transaction = Transaction.fromHex(await esplora(`/tx/${txid}/hex`))
    expect(transaction.outs[0]?.value).toBe(25_000n)
    expect(JSON.parse(await esplora(`/tx/${txid}`))).toMatchObject({ fee: Number(fee) })
    expect(transaction.ins.every((input) => input.sequence === 0xfffffffd)).toBe(true)
    expect(await adapter.getBalance({ caipAddress: from })).toEqual({
      balance: formatUnits(ONE_BTC - 25_000n - fee, 8),
      symbol: 'BTC',
    })
    expect(wallet.requests.at(-1)).toMatchObject({
      method: 'signPsbt',
      params: { options: { autoFinalized: false } },
    })
  })

  it('sends through every wallet API: Xverse (base64), Leather (hex), Phantom (bytes)', async () => {
    for (const kind of ['xverse', 'leather', 'phantom'] as const) {
      const { adapter, from } = await connected(kind, 3)
      const txid = await adapter.sendTransaction({ from, to: dev(5).paymentAddress, value: 12_000n })
      expect(Transaction.fromHex(await esplora(`/tx/${txid}/hex`)).outs[0]?.value).toBe(12_000n)
      for (const remove of removals.splice(0)) remove()
    }
  })

  it('[SEND-003] refuses a bad amount or receiver before asking the wallet', async () => {
    const { adapter, from, wallet } = await connected('unisat', 3)
    const asked = wallet.requests.length
    await expect(
      adapter.sendTransaction({ from, to: dev(5).paymentAddress, value: 0n }),
    ).rejects.toMatchObject({
      code: 'RPC_INVALID_PARAMS',
    })
    await expect(
      adapter.sendTransaction({ from, to: dev(5).paymentAddress, value: 100n }),
    ).rejects.toMatchObject({
      code: 'RPC_INVALID_PARAMS',
      details: expect.stringContaining('dust'),
    })
    await expect(
      adapter.sendTransaction({ from, to: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', value: 10_000n }),
    ).rejects.toMatchObject({ code: 'INVALID_ADDRESS', message: 'Invalid address' })
    await expect(adapter.estimateGas({ from, to: 'nope', value: 10_000n })).rejects.toMatchObject({
      code: 'INVALID_ADDRESS',
    })
    expect(wallet.requests).toHaveLength(asked)
  })

  it('more than the balance is BITCOIN_INSUFFICIENT_FUNDS, before anything is asked of the wallet', async () => {
    const { adapter, from, wallet } = await connected('unisat', 3)
    const asked = wallet.requests.length
    await expect(
      adapter.sendTransaction({ from, to: dev(5).paymentAddress, value: 2n * ONE_BTC }),
    ).rejects.toMatchObject({
      code: 'BITCOIN_INSUFFICIENT_FUNDS',
      meta: { available: expect.stringMatching(/^\d+$/), needed: expect.stringMatching(/^\d+$/) },
    })
    expect(wallet.requests).toHaveLength(asked)
  })

  it('[RPC-018] a refused signature is the user-rejected error, and nothing is broadcast', async () => {
    const { adapter, from, wallet } = await connected('unisat', 3)
    const before = await adapter.getBalance({ caipAddress: from })
    wallet.rejectNextRequest()
    await expect(
      adapter.sendTransaction({ from, to: dev(5).paymentAddress, value: 10_000n }),
    ).rejects.toMatchObject({
      code: 'RPC_USER_REJECTED_REQUEST',
      rpcCode: 4001,
    })
    expect(await adapter.getBalance({ caipAddress: from })).toEqual(before)
  })
})

describe('signPsbt', () => {
  /** dApp-built PSBTs spending the same coin of `address` to itself, one per fee. */
  async function selfPayments(address: string, fees: readonly bigint[]) {
    const outputScript = decodeBitcoinAddress(address, networks.regtest).outputScript
    const [coin] = JSON.parse(await esplora(`/address/${address}/utxo`)) as {
      txid: string
      vout: number
      value: number
    }[]
    if (coin === undefined) throw new Error('no coin')
    return fees.map((fee) => {
      const psbt = new Psbt({ network: networks.regtest })
      psbt.addInput({
        hash: coin.txid,
        index: coin.vout,
        witnessUtxo: { script: outputScript, value: BigInt(coin.value) },
      })
      psbt.addOutput({ script: outputScript, value: BigInt(coin.value) - fee })
      return psbt
    })
  }

  it('has the wallet sign the named inputs, then finalises and broadcasts when asked', async () => {
    const { adapter, wallet } = await connected('xverse', 3)
    const [psbt, conflicting] = await selfPayments(wallet.paymentAddress, [1_000n, 2_000n])
    if (psbt === undefined || conflicting === undefined) throw new Error('no PSBT')
    const signed = await signPsbt(adapter, {
      psbt: psbt.toBase64(),
      signInputs: { [wallet.paymentAddress]: [0] },
    })
    expect(signed.txid).toBeUndefined()
    expect(Psbt.fromBase64(signed.psbt).data.inputs[0]?.partialSig).toHaveLength(1)

    const sent = await signPsbt(adapter, {
      psbt: psbt.toBase64(),
      signInputs: { [wallet.paymentAddress]: [0] },
      broadcast: true,
    })
    expect(sent.txid).toMatch(/^[0-9a-f]{64}$/)
    expect(JSON.parse(await esplora(`/tx/${sent.txid}`))).toMatchObject({ fee: 1_000 })

    // Another spend of the same coin: the node refuses the double spend, and its text reaches the caller.
    await expect(
      signPsbt(adapter, {
        psbt: conflicting.toBase64(),
        signInputs: { [wallet.paymentAddress]: [0] },
        broadcast: true,
      }),
    ).rejects.toMatchObject({
      code: 'NODE_UNKNOWN_ERROR',
      message: expect.stringMatching(/^An error occurred while executing: sendrawtransaction RPC error/),
    })
  })

  it('needs a session and a PSBT', async () => {
    const adapter = createBitcoinAdapter({ networks: [getRegtestNetwork()], storage: createMemoryStorage() })
    await expect(signPsbt(adapter, { psbt: 'cHNidP8=', signInputs: {} })).rejects.toMatchObject({
      code: 'RPC_UNAUTHORIZED',
    })
    const { adapter: connectedAdapter } = await connected('unisat', 3)
    await expect(signPsbt(connectedAdapter, { psbt: 'not a psbt', signInputs: {} })).rejects.toMatchObject({
      code: 'RPC_INVALID_PARAMS',
    })
  })
})
