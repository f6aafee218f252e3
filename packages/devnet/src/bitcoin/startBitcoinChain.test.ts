import { spawn } from 'node:child_process'
import { createServer } from 'node:net'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { DEVNET_HOST, isPortFree } from '../ports.js'
import { BITCOIN_DEV_ACCOUNT_FUNDING_SATS, BITCOIN_DEV_ACCOUNTS } from './bitcoinDevAccounts.js'
import {
  createEsploraTestClient,
  getTestAddress,
  signTestSpend,
  type TestCoin,
} from './esploraTestClient.test-helper.js'
import { ESPLORA_FEE_TARGETS } from './estimateFeeRates.js'
import type { EsploraScriptStats } from './getScriptStats.js'
import type { EsploraUtxo } from './getScriptUtxos.js'
import {
  type DevnetBitcoinChain,
  type StartBitcoinChainParameters,
  startBitcoinChain,
} from './startBitcoinChain.js'
import type { EsploraTransaction } from './toEsploraTransaction.js'

type AddressStats = { address: string; chain_stats: EsploraScriptStats; mempool_stats: EsploraScriptStats }

const REGTEST_GENESIS_HASH = '0f9188f13cb7b2c71f2a335e3a4fc328bf5beb436012afca590b1a11466e2206'
const [alice, bob] = BITCOIN_DEV_ACCOUNTS

const chains: DevnetBitcoinChain[] = []

afterEach(async () => {
  await Promise.all(chains.splice(0).map((chain) => chain.stop()))
})

async function start(parameters: Partial<StartBitcoinChainParameters> = {}) {
  const chain = await startBitcoinChain({ port: 0, autoMine: false, ...parameters })
  chains.push(chain)
  return { chain, client: createEsploraTestClient(chain.url) }
}

function balanceOf(stats: AddressStats): number {
  const { chain_stats: confirmed, mempool_stats: pending } = stats
  return confirmed.funded_txo_sum - confirmed.spent_txo_sum + pending.funded_txo_sum - pending.spent_txo_sum
}

describe('startBitcoinChain', () => {
  test('serves the regtest chain from its genesis block, with the dev funding in blocks 1 to 4', async () => {
    const { chain, client } = await start()

    expect(chain.url).toBe(`http://${DEVNET_HOST}:${chain.port}`)
    expect(chain.networkId).toBe('bip122:0f9188f13cb7b2c71f2a335e3a4fc328')
    expect(chain.genesisHash).toBe(REGTEST_GENESIS_HASH)
    expect((await client.get('/block-height/0')).text).toBe(REGTEST_GENESIS_HASH)
    expect((await client.get('/blocks/tip/height')).text).toBe('4')
    const tipHash = (await client.get('/blocks/tip/hash')).text
    const tip = await client.getJson<Record<string, unknown>>(`/block/${tipHash}`)
    expect(tip).toMatchObject({
      id: tipHash,
      height: 4,
      tx_count: 1,
      bits: 0x207fffff,
      nonce: expect.any(Number),
    })
    expect(tip.previousblockhash).toBe((await client.get('/block-height/3')).text)
    expect(tip.difficulty).toBeCloseTo(4.656542373906925e-10, 20)
    const blocks = await client.getJson<{ height: number }[]>('/blocks')
    expect(blocks.map((block) => block.height)).toEqual([4, 3, 2, 1, 0])
  })

  test('funds every dev account with 1 BTC in four confirmed UTXOs', async () => {
    const { client } = await start()

    for (const account of BITCOIN_DEV_ACCOUNTS) {
      const stats = await client.getJson<AddressStats>(`/address/${account.paymentAddress}`)
      expect(stats).toEqual({
        address: account.paymentAddress,
        chain_stats: {
          funded_txo_count: 4,
          funded_txo_sum: 100_000_000,
          spent_txo_count: 0,
          spent_txo_sum: 0,
          tx_count: 4,
        },
        mempool_stats: {
          funded_txo_count: 0,
          funded_txo_sum: 0,
          spent_txo_count: 0,
          spent_txo_sum: 0,
          tx_count: 0,
        },
      })
      const utxos = await client.getJson<EsploraUtxo[]>(`/address/${account.paymentAddress}/utxo`)
      expect(utxos.map((utxo) => utxo.value)).toEqual([...BITCOIN_DEV_ACCOUNT_FUNDING_SATS].reverse())
      expect(utxos.map((utxo) => utxo.status.confirmed && utxo.status.block_height)).toEqual([4, 3, 2, 1])
    }
    const history = await client.getJson<EsploraTransaction[]>(`/address/${alice.paymentAddress}/txs`)
    expect(history).toHaveLength(4)
    expect(history[0]?.vin[0]).toMatchObject({ is_coinbase: true, prevout: null, vout: 0xffff_ffff })
  })

  test('accepts a signed p2wpkh PSBT spend, lists it in the mempool, and confirms it when mined', async () => {
    const { client } = await start()
    const [coin] = await client.getJson<EsploraUtxo[]>(`/address/${alice.paymentAddress}/utxo`)
    if (coin === undefined) throw new Error('no coin')
    const spend = signTestSpend({
      wif: alice.wif,
      kind: 'p2wpkh',
      coins: [coin],
      outputs: [
        { address: bob.paymentAddress, value: 2_000_000 },
        { address: alice.paymentAddress, value: coin.value - 2_000_000 - 200 },
      ],
    })

    const broadcast = await client.post('/tx', spend.toHex())
    expect(broadcast).toMatchObject({ status: 200, text: spend.getId() })
    const txid = broadcast.text
    const pending = await client.getJson<EsploraTransaction>(`/tx/${txid}`)
    expect(pending).toMatchObject({
      txid,
      fee: 200,
      status: { confirmed: false },
      vin: [
        {
          txid: coin.txid,
          vout: coin.vout,
          prevout: {
            value: coin.value,
            scriptpubkey_type: 'v0_p2wpkh',
            scriptpubkey_address: alice.paymentAddress,
          },
        },
      ],
      vout: [
        {
          value: 2_000_000,
          scriptpubkey_address: bob.paymentAddress,
          scriptpubkey_asm: expect.stringMatching(/^OP_0 OP_PUSHBYTES_20 [0-9a-f]{40}$/),
        },
        { value: coin.value - 2_000_200, scriptpubkey_address: alice.paymentAddress },
      ],
    })
    expect(pending.vin[0]?.witness).toHaveLength(2)
    expect((await client.get(`/tx/${txid}/hex`)).text).toBe(spend.toHex())
    expect(await client.getJson(`/address/${alice.paymentAddress}/txs/mempool`)).toEqual([pending])
    expect((await client.getJson<EsploraTransaction[]>(`/address/${bob.paymentAddress}/txs`))[0]?.txid).toBe(
      txid,
    )
    expect(await client.getJson('/mempool/txids')).toEqual([txid])
    expect(await client.getJson(`/tx/${coin.txid}/outspends`)).toContainEqual({
      spent: true,
      txid,
      vin: 0,
      status: { confirmed: false },
    })
    expect(balanceOf(await client.getJson(`/address/${bob.paymentAddress}`))).toBe(102_000_000)
    expect(balanceOf(await client.getJson(`/address/${alice.paymentAddress}`))).toBe(100_000_000 - 2_000_200)

    const mined = await client.postJson('/regtest/mine', { blocks: 1 })
    const [blockHash] = mined.json<string[]>()
    expect((await client.get('/blocks/tip/hash')).text).toBe(blockHash)
    const status = { confirmed: true, block_height: 5, block_hash: blockHash, block_time: expect.any(Number) }
    expect(await client.getJson(`/tx/${txid}/status`)).toEqual(status)
    expect(await client.getJson(`/block/${blockHash}/txids`)).toEqual([expect.any(String), txid])
    expect(await client.getJson('/mempool/txids')).toEqual([])
    const bobStats = await client.getJson<AddressStats>(`/address/${bob.paymentAddress}`)
    expect(bobStats.chain_stats).toMatchObject({
      funded_txo_count: 5,
      funded_txo_sum: 102_000_000,
      tx_count: 5,
    })
    expect(bobStats.mempool_stats.tx_count).toBe(0)
    const aliceStats = await client.getJson<AddressStats>(`/address/${alice.paymentAddress}`)
    expect(aliceStats.chain_stats).toMatchObject({
      spent_txo_count: 1,
      spent_txo_sum: coin.value,
      tx_count: 5,
    })
    expect(balanceOf(aliceStats)).toBe(100_000_000 - 2_000_200)
    expect(await client.getJson(`/tx/${coin.txid}/outspend/${coin.vout}`)).toEqual({
      spent: true,
      txid,
      vin: 0,
      status,
    })
  })

  test('accepts a chain of unconfirmed spends and confirms parent and child in one block', async () => {
    const { client } = await start()
    const [coin] = await client.getJson<EsploraUtxo[]>(`/address/${alice.paymentAddress}/utxo`)
    if (coin === undefined) throw new Error('no coin')
    const parent = signTestSpend({
      wif: alice.wif,
      kind: 'p2wpkh',
      coins: [coin],
      outputs: [{ address: alice.paymentAddress, value: coin.value - 150 }],
    })
    const child = signTestSpend({
      wif: alice.wif,
      kind: 'p2wpkh',
      coins: [{ txid: parent.getId(), vout: 0, value: coin.value - 150 }],
      outputs: [{ address: bob.paymentAddress, value: coin.value - 300 }],
    })

    expect((await client.post('/tx', parent.toHex())).status).toBe(200)
    expect((await client.post('/tx', child.toHex())).text).toBe(child.getId())
    const [blockHash] = (await client.postJson('/regtest/mine', {})).json<string[]>()

    expect(await client.getJson(`/block/${blockHash}/txids`)).toEqual([
      expect.any(String),
      parent.getId(),
      child.getId(),
    ])
  })

  test('accepts taproot key-path, p2pkh and p2sh-p2wpkh spends of the same key', async () => {
    const { client } = await start()
    for (const kind of ['p2tr', 'p2pkh', 'p2sh-p2wpkh'] as const) {
      const address = getTestAddress(alice.wif, kind)
      const fundingTxid = (await client.postJson('/regtest/faucet', { address, amount: 300_000 })).text
      await client.postJson('/regtest/mine', {})
      const [utxo] = await client.getJson<EsploraUtxo[]>(`/address/${address}/utxo`)
      if (utxo === undefined) throw new Error(`no ${kind} coin`)
      const coin: TestCoin = { ...utxo, hex: (await client.get(`/tx/${fundingTxid}/hex`)).text }
      const spend = signTestSpend({
        wif: alice.wif,
        kind,
        coins: [coin],
        outputs: [{ address: bob.ordinalsAddress, value: 299_000 }],
      })

      expect(await client.post('/tx', spend.toHex()), kind).toMatchObject({
        status: 200,
        text: spend.getId(),
      })
    }
    const ordinals = await client.getJson<EsploraUtxo[]>(`/address/${bob.ordinalsAddress}/utxo`)
    expect(ordinals.map((utxo) => utxo.value)).toEqual([299_000, 299_000, 299_000])
  })

  test('faucet sends from the miner through the mempool, and mine pays a given address', async () => {
    const { chain, client } = await start()
    const address = getTestAddress(bob.wif, 'p2tr')

    const faucet = await client.postJson('/regtest/faucet', { address, amount: '123456' })
    expect(faucet.status).toBe(200)
    const pending = await client.getJson<EsploraTransaction>(`/tx/${faucet.text}`)
    expect(pending.status).toEqual({ confirmed: false })
    expect(pending.vin[0]?.prevout?.scriptpubkey_address).toBe(chain.chain.minerAddress)
    expect(pending.fee).toBeGreaterThanOrEqual(pending.weight / 4)
    expect(await client.getJson<EsploraUtxo[]>(`/address/${address}/utxo`)).toEqual([
      { txid: faucet.text, vout: 0, value: 123_456, status: { confirmed: false } },
    ])

    const mined = (await client.postJson('/regtest/mine', { blocks: 2, address })).json<string[]>()
    expect(mined).toHaveLength(2)
    expect((await client.get('/blocks/tip/height')).text).toBe('6')
    const stats = await client.getJson<AddressStats>(`/address/${address}`)
    // Two coinbases of 50 BTC (regtest halves every 150 blocks), the first with the faucet fee.
    expect(stats.chain_stats.funded_txo_sum).toBe(123_456 + 2 * 5_000_000_000 + pending.fee)
  })

  test('fee estimates answer every Esplora target, and mempool.space its recommended fees', async () => {
    const { client } = await start()

    const estimates = await client.getJson<Record<string, number>>('/fee-estimates')
    expect(
      Object.keys(estimates)
        .map(Number)
        .sort((left, right) => left - right),
    ).toEqual(ESPLORA_FEE_TARGETS)
    expect(Object.values(estimates).every((rate) => rate >= 1)).toBe(true)
    expect(await client.getJson('/v1/fees/recommended')).toEqual({
      fastestFee: 1,
      halfHourFee: 1,
      hourFee: 1,
      economyFee: 1,
      minimumFee: 1,
    })
  })

  test('autoMine (the default) confirms an accepted transaction without a test endpoint', async () => {
    const { client } = await start({ autoMine: true, autoMineDelayMs: 50 })
    const txid = (await client.postJson('/regtest/faucet', { address: bob.paymentAddress, amount: 10_000 }))
      .text

    await vi.waitFor(async () => {
      expect(await client.getJson(`/tx/${txid}/status`)).toMatchObject({ confirmed: true, block_height: 5 })
    })
  })

  test('answers with open CORS headers, preflights included', async () => {
    const { chain, client } = await start()

    expect((await client.get('/blocks/tip/height')).headers.get('access-control-allow-origin')).toBe('*')
    expect((await client.get('/tx/00')).headers.get('access-control-allow-origin')).toBe('*')
    const preflight = await fetch(`${chain.url}/tx`, {
      method: 'OPTIONS',
      headers: { origin: 'http://localhost:5173', 'access-control-request-method': 'POST' },
    })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-methods')).toContain('POST')
  })

  test('stop() frees the port and is idempotent', async () => {
    const { chain } = await start()

    await Promise.all([chain.stop(), chain.stop()])

    expect(await isPortFree(chain.port)).toBe(true)
    await expect(fetch(`${chain.url}/blocks/tip/height`)).rejects.toThrow()
  })

  test('a port in use is a DevnetPortInUseError; an invalid port a DevnetInvalidParameterError', async () => {
    const blocker = createServer()
    await new Promise<void>((resolve) => blocker.listen({ port: 0, host: DEVNET_HOST }, resolve))
    const { port } = blocker.address() as { port: number }
    try {
      await expect(startBitcoinChain({ port })).rejects.toMatchObject({
        name: 'DevnetPortInUseError',
        code: 'DEVNET_PORT_IN_USE',
        port,
      })
    } finally {
      await new Promise((resolve) => blocker.close(resolve))
    }
    await expect(startBitcoinChain({ port: 70_000 })).rejects.toThrowErrorMatchingInlineSnapshot(
      `[DevnetInvalidParameterError: Invalid port: 70000 is not a port (an integer from 0 to 65535; 0 picks a free one).]`,
    )
  })

  test('Node exits on its own once the chain is stopped, with autoMine pending', async () => {
    const module = pathToFileURL(
      fileURLToPath(new URL('../../dist/bitcoin/startBitcoinChain.js', import.meta.url)),
    ).href
    const script = `
      import { startBitcoinChain } from ${JSON.stringify(module)}
      const bitcoin = await startBitcoinChain({ port: 0, autoMineDelayMs: 60_000 })
      await fetch(bitcoin.url + '/regtest/faucet', { method: 'POST', body: JSON.stringify({ address: ${JSON.stringify(bob.paymentAddress)}, amount: 1000 }) })
      console.log(bitcoin.port)
      await bitcoin.stop()
    `
    const child = spawn(process.execPath, ['--input-type=module', '--eval', script])
    let stdout = ''
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      stdout += chunk
    })
    const exit = await new Promise<number | null>((resolve) => child.once('close', resolve))

    expect(exit).toBe(0)
    expect(await isPortFree(Number(stdout.trim()))).toBe(true)
  })
})
