import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { cors } from 'hono/cors'
import { HTTPException } from 'hono/http-exception'
import type { RegtestChain, RegtestTransaction } from './createRegtestChain.js'
import { estimateFeeRates } from './estimateFeeRates.js'
import { getScriptStats } from './getScriptStats.js'
import { getScriptUtxos } from './getScriptUtxos.js'
import { sortNewestFirst } from './sortNewestFirst.js'
import { toEsploraBlock } from './toEsploraBlock.js'
import { toEsploraErrorResponse } from './toEsploraErrorResponse.js'
import { toEsploraStatus, toEsploraTransaction } from './toEsploraTransaction.js'
import { toRegtestOutputScript } from './toRegtestOutputScript.js'

/** Esplora's page sizes: confirmed history and block transactions 25 at a time, mempool history up to 50. */
const CHAIN_TXS_PER_PAGE = 25
const MAX_MEMPOOL_TXS = 50
const BLOCKS_PER_PAGE = 10
/** Esplora's request body limit. */
const MAX_BODY_SIZE = 1_000_000

function parseHash(value: string): string {
  if (!/^[0-9a-fA-F]{64}$/.test(value)) throw new HTTPException(400, { message: 'Invalid hash string' })
  return value.toLowerCase()
}

function parseIndex(value: string): number {
  const number = Number(value)
  if (!/^\d+$/.test(value) || !Number.isSafeInteger(number)) {
    throw new HTTPException(400, { message: 'Invalid number' })
  }
  return number
}

function notFound(message: string): HTTPException {
  return new HTTPException(404, { message })
}

/**
 * The Esplora REST API (the one blockstream.info and mempool.space serve under `/api`) over a
 * regtest chain: blocks, transactions with prevouts and fees, address stats, history and UTXOs,
 * broadcast, mempool and fee estimates, plus mempool.space's `GET /v1/fees/recommended`. Texts of
 * errors and page sizes follow Esplora's electrs backend. CORS is open, for pages on any origin.
 */
export function createEsploraApp(chain: RegtestChain): Hono {
  const app = new Hono()
  app.use('*', cors())
  app.use(
    '*',
    bodyLimit({ maxSize: MAX_BODY_SIZE, onError: (context) => context.text('Request body too large', 413) }),
  )
  app.onError(toEsploraErrorResponse)
  app.notFound((context) => context.text(`endpoint does not exist ${JSON.stringify(context.req.path)}`, 404))

  const getBlock = (hash: string) => {
    const entry = chain.getBlockByHash(parseHash(hash))
    if (entry === undefined) throw notFound('Block not found')
    return entry
  }
  const getTransaction = (txid: string): RegtestTransaction => {
    const record = chain.getTransaction(parseHash(txid))
    if (record === undefined) throw notFound('Transaction not found')
    return record
  }

  app.get('/blocks/tip/height', (context) => context.text(String(chain.getTip().height)))
  app.get('/blocks/tip/hash', (context) => context.text(chain.getTip().hash))
  app.get('/blocks/:startHeight?', (context) => {
    const start = context.req.param('startHeight')
    const startHeight = start === undefined ? chain.getTip().height : parseIndex(start)
    if (chain.getBlockByHeight(startHeight) === undefined) throw notFound('Block not found')
    const heights = Array.from(
      { length: Math.min(BLOCKS_PER_PAGE, startHeight + 1) },
      (_v, index) => startHeight - index,
    )
    return context.json(heights.flatMap((height) => chain.getBlockByHeight(height) ?? []).map(toEsploraBlock))
  })
  app.get('/block-height/:height', (context) => {
    const entry = chain.getBlockByHeight(parseIndex(context.req.param('height')))
    if (entry === undefined) throw notFound('Block not found')
    return context.text(entry.hash)
  })
  app.get('/block/:hash', (context) => context.json(toEsploraBlock(getBlock(context.req.param('hash')))))
  app.get('/block/:hash/status', (context) => {
    const entry = chain.getBlockByHash(parseHash(context.req.param('hash')))
    if (entry === undefined) return context.json({ in_best_chain: false })
    const next = chain.getBlockByHeight(entry.height + 1)
    return context.json({ in_best_chain: true, height: entry.height, next_best: next?.hash ?? null })
  })
  app.get('/block/:hash/txids', (context) => context.json(getBlock(context.req.param('hash')).txids))
  app.get('/block/:hash/txid/:index', (context) => {
    const txid = getBlock(context.req.param('hash')).txids[parseIndex(context.req.param('index'))]
    if (txid === undefined) throw notFound('tx index out of range')
    return context.text(txid)
  })
  app.get('/block/:hash/txs/:startIndex?', (context) => {
    const { txids } = getBlock(context.req.param('hash'))
    const start = context.req.param('startIndex')
    const startIndex = start === undefined ? 0 : parseIndex(start)
    if (startIndex % CHAIN_TXS_PER_PAGE !== 0) {
      throw new HTTPException(400, { message: `start index must be a multiple of ${CHAIN_TXS_PER_PAGE}` })
    }
    const page = txids.slice(startIndex, startIndex + CHAIN_TXS_PER_PAGE)
    return context.json(page.flatMap((txid) => chain.getTransaction(txid) ?? []).map(toEsploraTransaction))
  })
  app.get('/block/:hash/header', (context) =>
    context.text(getBlock(context.req.param('hash')).block.toHex(true)),
  )
  app.get('/block/:hash/raw', (context) => {
    const bytes = getBlock(context.req.param('hash')).block.toBuffer()
    return context.body(new Uint8Array(bytes), 200, { 'content-type': 'application/octet-stream' })
  })

  app.get('/address/:address', (context) => {
    const address = context.req.param('address')
    return context.json({ address, ...getScriptStats(chain, toRegtestOutputScript(address)) })
  })
  app.get('/address/:address/txs', (context) => {
    const history = sortNewestFirst(
      chain.getScriptTransactions(toRegtestOutputScript(context.req.param('address'))),
    )
    const pending = history.filter((record) => record.confirmation === undefined).slice(0, MAX_MEMPOOL_TXS)
    const confirmed = history
      .filter((record) => record.confirmation !== undefined)
      .slice(0, CHAIN_TXS_PER_PAGE)
    return context.json([...pending, ...confirmed].map(toEsploraTransaction))
  })
  app.get('/address/:address/txs/chain/:lastSeenTxid?', (context) => {
    const script = toRegtestOutputScript(context.req.param('address'))
    const confirmed = sortNewestFirst(chain.getScriptTransactions(script)).filter(
      (record) => record.confirmation !== undefined,
    )
    const lastSeen = context.req.param('lastSeenTxid')
    const start = lastSeen === undefined ? 0 : confirmed.findIndex((record) => record.txid === lastSeen) + 1
    return context.json(confirmed.slice(start, start + CHAIN_TXS_PER_PAGE).map(toEsploraTransaction))
  })
  app.get('/address/:address/txs/mempool', (context) => {
    const script = toRegtestOutputScript(context.req.param('address'))
    const pending = sortNewestFirst(chain.getScriptTransactions(script)).filter(
      (record) => record.confirmation === undefined,
    )
    return context.json(pending.slice(0, MAX_MEMPOOL_TXS).map(toEsploraTransaction))
  })
  app.get('/address/:address/utxo', (context) =>
    context.json(getScriptUtxos(chain, toRegtestOutputScript(context.req.param('address')))),
  )

  app.get('/tx/:txid', (context) =>
    context.json(toEsploraTransaction(getTransaction(context.req.param('txid')))),
  )
  app.get('/tx/:txid/hex', (context) =>
    context.text(getTransaction(context.req.param('txid')).transaction.toHex()),
  )
  app.get('/tx/:txid/raw', (context) => {
    const bytes = getTransaction(context.req.param('txid')).transaction.toBuffer()
    return context.body(new Uint8Array(bytes), 200, { 'content-type': 'application/octet-stream' })
  })
  app.get('/tx/:txid/status', (context) =>
    context.json(toEsploraStatus(getTransaction(context.req.param('txid')).confirmation)),
  )
  const toOutspend = (txid: string, vout: number) => {
    const spend = chain.getSpend({ txid, vout })
    if (spend === undefined) return { spent: false }
    const status = toEsploraStatus(chain.getTransaction(spend.txid)?.confirmation)
    return { spent: true, txid: spend.txid, vin: spend.vin, status }
  }
  app.get('/tx/:txid/outspends', (context) => {
    const record = getTransaction(context.req.param('txid'))
    return context.json(record.transaction.outs.map((_output, vout) => toOutspend(record.txid, vout)))
  })
  app.get('/tx/:txid/outspend/:vout', (context) =>
    context.json(toOutspend(parseHash(context.req.param('txid')), parseIndex(context.req.param('vout')))),
  )
  app.post('/tx', async (context) => context.text(chain.submitTransaction((await context.req.text()).trim())))

  app.get('/mempool', (context) => {
    const mempool = chain.getMempool()
    const histogram = new Map<number, number>()
    for (const record of mempool) {
      const virtualSize = record.transaction.virtualSize()
      const rate = Math.round((Number(record.fee) / virtualSize) * 1000) / 1000
      histogram.set(rate, (histogram.get(rate) ?? 0) + virtualSize)
    }
    return context.json({
      count: mempool.length,
      vsize: mempool.reduce((sum, record) => sum + record.transaction.virtualSize(), 0),
      total_fee: mempool.reduce((sum, record) => sum + Number(record.fee), 0),
      fee_histogram: [...histogram].sort(([left], [right]) => right - left),
    })
  })
  app.get('/mempool/txids', (context) => context.json(chain.getMempool().map((record) => record.txid)))
  const getFeeEstimates = () =>
    estimateFeeRates({
      mempool: chain
        .getMempool()
        .map((record) => ({ fee: record.fee, virtualSize: record.transaction.virtualSize() })),
      minRelayFeeRate: chain.minRelayFeeRate,
    })
  app.get('/fee-estimates', (context) => context.json(getFeeEstimates()))
  app.get('/v1/fees/recommended', (context) => {
    const estimates = getFeeEstimates()
    const at = (target: number) => Math.ceil(estimates[String(target)] ?? chain.minRelayFeeRate)
    return context.json({
      fastestFee: at(1),
      halfHourFee: at(3),
      hourFee: at(6),
      economyFee: at(144),
      minimumFee: Math.ceil(chain.minRelayFeeRate),
    })
  })
  return app
}
