import { Transaction } from 'bitcoinjs-lib'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { BITCOIN_DEV_ACCOUNTS } from './bitcoinDevAccounts.js'
import {
  createEsploraTestClient,
  getTestAddress,
  signTestSpend,
  type TestCoin,
} from './esploraTestClient.test-helper.js'
import type { EsploraUtxo } from './getScriptUtxos.js'
import { type DevnetBitcoinChain, startBitcoinChain } from './startBitcoinChain.js'

const [alice, bob, carol] = BITCOIN_DEV_ACCOUNTS

let chain: DevnetBitcoinChain
let client: ReturnType<typeof createEsploraTestClient>

beforeAll(async () => {
  chain = await startBitcoinChain({ port: 0, autoMine: false })
  client = createEsploraTestClient(chain.url)
})

afterAll(async () => {
  await chain.stop()
})

/** A fresh confirmed coin of `wif`'s `kind` address, so each test spends its own. */
async function fundedCoin(wif: string, kind: 'p2wpkh' | 'p2tr', value = 100_000): Promise<TestCoin> {
  const address = getTestAddress(wif, kind)
  const txid = chain.chain.fund({ address, amount: value })
  chain.chain.mine()
  const utxos = await client.getJson<EsploraUtxo[]>(`/address/${address}/utxo`)
  const coin = utxos.find((utxo) => utxo.txid === txid)
  if (coin === undefined) throw new Error('the faucet coin is missing')
  return coin
}

function rpcError(code: number, message: string) {
  return { status: 400, text: `sendrawtransaction RPC error: ${JSON.stringify({ code, message })}` }
}

/** The signed transaction with one byte of its first input's signature flipped. */
function tamperSignature(transaction: Transaction): string {
  const tampered = Transaction.fromHex(transaction.toHex())
  const [signature, ...rest] = tampered.ins[0]?.witness ?? []
  if (signature === undefined) throw new Error('no witness')
  const flipped = Uint8Array.from(signature)
  flipped[10] = (flipped[10] ?? 0) ^ 0x01
  tampered.setWitness(0, [flipped, ...rest])
  return tampered.toHex()
}

describe('startBitcoinChain rejects what bitcoind rejects, with its texts', () => {
  test('a p2wpkh signature that does not verify (tampered after signing)', async () => {
    const coin = await fundedCoin(alice.wif, 'p2wpkh')
    const spend = signTestSpend({
      wif: alice.wif,
      kind: 'p2wpkh',
      coins: [coin],
      outputs: [{ address: bob.paymentAddress, value: 99_000 }],
    })

    expect(await client.post('/tx', tamperSignature(spend))).toMatchObject(
      rpcError(
        -26,
        'mandatory-script-verify-flag-failed (Script evaluated without error but finished with a false/empty top stack element)',
      ),
    )
    expect(await client.getJson('/mempool/txids')).toEqual([])
  })

  test('a taproot key-path signature that does not verify', async () => {
    const coin = await fundedCoin(alice.wif, 'p2tr')
    const spend = signTestSpend({
      wif: alice.wif,
      kind: 'p2tr',
      coins: [coin],
      outputs: [{ address: bob.paymentAddress, value: 99_000 }],
    })

    expect(await client.post('/tx', tamperSignature(spend))).toMatchObject(
      rpcError(-26, 'mandatory-script-verify-flag-failed (Invalid Schnorr signature)'),
    )
  })

  test('a valid signature by another key than the one the output names', async () => {
    const coin = await fundedCoin(alice.wif, 'p2wpkh')
    const spend = signTestSpend({
      wif: carol.wif,
      kind: 'p2wpkh',
      coins: [coin],
      outputs: [{ address: bob.paymentAddress, value: 99_000 }],
    })

    expect(await client.post('/tx', spend.toHex())).toMatchObject(
      rpcError(-26, 'mandatory-script-verify-flag-failed (Script failed an OP_EQUALVERIFY operation)'),
    )
  })

  test('a double spend of a mempool coin, then of a confirmed-spent coin', async () => {
    const coin = await fundedCoin(alice.wif, 'p2wpkh')
    const first = signTestSpend({
      wif: alice.wif,
      kind: 'p2wpkh',
      coins: [coin],
      outputs: [{ address: bob.paymentAddress, value: 99_000 }],
    })
    const second = signTestSpend({
      wif: alice.wif,
      kind: 'p2wpkh',
      coins: [coin],
      outputs: [{ address: carol.paymentAddress, value: 99_000 }],
    })
    expect((await client.post('/tx', first.toHex())).status).toBe(200)

    expect(await client.post('/tx', second.toHex())).toMatchObject(rpcError(-26, 'txn-mempool-conflict'))
    expect((await client.post('/tx', first.toHex())).text).toBe(first.getId())
    chain.chain.mine()
    expect(await client.post('/tx', second.toHex())).toMatchObject(
      rpcError(-25, 'bad-txns-inputs-missingorspent'),
    )
    expect(await client.post('/tx', first.toHex())).toMatchObject(
      rpcError(-27, 'Transaction outputs already in utxo set'),
    )
  })

  test('an input that spends no existing output', async () => {
    const missing: TestCoin = { txid: 'ab'.repeat(32), vout: 0, value: 100_000 }
    const spend = signTestSpend({
      wif: alice.wif,
      kind: 'p2wpkh',
      coins: [missing],
      outputs: [{ address: bob.paymentAddress, value: 99_000 }],
    })

    expect(await client.post('/tx', spend.toHex())).toMatchObject(
      rpcError(-25, 'bad-txns-inputs-missingorspent'),
    )
  })

  test('a fee below the minimum relay fee of 1 sat/vB', async () => {
    const coin = await fundedCoin(alice.wif, 'p2wpkh')
    const spend = signTestSpend({
      wif: alice.wif,
      kind: 'p2wpkh',
      coins: [coin],
      outputs: [{ address: bob.paymentAddress, value: coin.value - 100 }],
    })

    expect(spend.virtualSize()).toBe(110)
    expect(await client.post('/tx', spend.toHex())).toMatchObject(
      rpcError(-26, 'min relay fee not met, 100 < 110'),
    )
  })

  test('outputs worth more than the inputs', async () => {
    const coin = await fundedCoin(alice.wif, 'p2wpkh', 50_000_000)
    // The signer is told the coin holds more than it does, as a wallet fed a wrong UTXO value would be.
    const overstated = { ...coin, value: 60_000_200 }
    const spend = signTestSpend({
      wif: alice.wif,
      kind: 'p2wpkh',
      coins: [overstated],
      outputs: [{ address: bob.paymentAddress, value: 60_000_000 }],
    })

    expect(await client.post('/tx', spend.toHex())).toMatchObject(
      rpcError(-26, 'bad-txns-in-belowout, value in (0.50) < value out (0.60)'),
    )
  })

  test('a dust output', async () => {
    const coin = await fundedCoin(alice.wif, 'p2wpkh')
    const spend = signTestSpend({
      wif: alice.wif,
      kind: 'p2wpkh',
      coins: [coin],
      outputs: [
        { address: bob.paymentAddress, value: 293 },
        { address: alice.paymentAddress, value: coin.value - 293 - 200 },
      ],
    })

    expect(await client.post('/tx', spend.toHex())).toMatchObject(rpcError(-26, 'dust'))
  })

  test('a fee above the maxfeerate of sendrawtransaction', async () => {
    const coin = await fundedCoin(alice.wif, 'p2wpkh', 5_000_000)
    const spend = signTestSpend({
      wif: alice.wif,
      kind: 'p2wpkh',
      coins: [coin],
      outputs: [{ address: bob.paymentAddress, value: 1_000 }],
    })

    expect(await client.post('/tx', spend.toHex())).toMatchObject(
      rpcError(-25, 'Fee exceeds maximum configured by user (e.g. -maxtxfee, maxfeerate)'),
    )
  })

  test('a locktime the next block does not reach', async () => {
    const coin = await fundedCoin(alice.wif, 'p2wpkh')
    const height = Number((await client.get('/blocks/tip/height')).text)
    const spend = signTestSpend({
      wif: alice.wif,
      kind: 'p2wpkh',
      coins: [coin],
      outputs: [{ address: bob.paymentAddress, value: 99_000 }],
      locktime: height + 2,
      sequence: 0xffff_fffd,
    })

    expect(await client.post('/tx', spend.toHex())).toMatchObject(rpcError(-26, 'non-final'))
  })

  test('text that is no transaction', async () => {
    const decodeFailed = rpcError(-22, 'TX decode failed. Make sure the tx has at least one input.')

    expect(await client.post('/tx', 'not hex')).toMatchObject(decodeFailed)
    expect(await client.post('/tx', '0200000001')).toMatchObject(decodeFailed)
    expect(await client.post('/tx', '')).toMatchObject(decodeFailed)
  })

  test('addresses of other networks and texts that are no address', async () => {
    const mainnet = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq'
    const testnet = 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx'

    expect(await client.get(`/address/${mainnet}`)).toMatchObject({
      status: 400,
      text: 'Address on invalid network',
    })
    expect(await client.get(`/address/${testnet}/utxo`)).toMatchObject({
      status: 400,
      text: 'Address on invalid network',
    })
    expect(await client.get('/address/hello/txs')).toMatchObject({
      status: 400,
      text: 'Invalid Bitcoin address',
    })
    expect(await client.postJson('/regtest/faucet', { address: mainnet, amount: 1_000 })).toMatchObject({
      status: 400,
      text: 'Address on invalid network',
    })
  })

  test('bad parameters of the test endpoints', async () => {
    expect(
      await client.postJson('/regtest/faucet', { address: bob.paymentAddress, amount: 0 }),
    ).toMatchObject({
      status: 400,
      text: 'Invalid amount: 0 is not a whole number of satoshis from 1 to 10000000000.',
    })
    expect(
      await client.postJson('/regtest/faucet', { address: bob.paymentAddress, amount: 1.5 }),
    ).toMatchObject({
      status: 400,
    })
    expect(await client.postJson('/regtest/mine', { blocks: 0 })).toMatchObject({
      status: 400,
      text: 'Invalid blocks: 0 is not a whole number from 1 to 1000.',
    })
    expect(await client.post('/regtest/mine', '{')).toMatchObject({ status: 400, text: 'Invalid JSON body' })
  })

  test('unknown or malformed ids and paths', async () => {
    expect(await client.get(`/tx/${'cd'.repeat(32)}`)).toMatchObject({
      status: 404,
      text: 'Transaction not found',
    })
    expect(await client.get(`/tx/${'cd'.repeat(32)}/status`)).toMatchObject({
      status: 404,
      text: 'Transaction not found',
    })
    expect(await client.get('/tx/xyz/hex')).toMatchObject({ status: 400, text: 'Invalid hash string' })
    expect(await client.get(`/block/${'cd'.repeat(32)}`)).toMatchObject({
      status: 404,
      text: 'Block not found',
    })
    expect(await client.get('/block-height/99999')).toMatchObject({ status: 404, text: 'Block not found' })
    expect(await client.get('/block-height/-1')).toMatchObject({ status: 400, text: 'Invalid number' })
    expect(await client.get('/nothing/here')).toMatchObject({
      status: 404,
      text: 'endpoint does not exist "/nothing/here"',
    })
  })
})
