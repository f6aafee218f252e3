import type { Context, Hono } from 'hono'
import { HTTPException } from 'hono/http-exception'
import type { RegtestChain } from './createRegtestChain.js'

/** Prefix of the test-only endpoints, which no real Esplora serves. */
export const REGTEST_ROUTE_PREFIX = '/regtest'

async function readJsonObject(context: Context): Promise<Record<string, unknown>> {
  const text = (await context.req.text()).trim()
  if (text === '') return {}
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    throw new HTTPException(400, { message: 'Invalid JSON body' })
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new HTTPException(400, { message: 'The body must be a JSON object' })
  }
  return value as Record<string, unknown>
}

function readAmount(value: unknown): bigint | number {
  if (typeof value === 'number') return value
  if (typeof value === 'string' && /^\d+$/.test(value)) return BigInt(value)
  throw new HTTPException(400, { message: 'amount must be a whole number of satoshis' })
}

/**
 * Test-only endpoints under `/regtest`:
 * - `POST /regtest/faucet` `{ "address": "bcrt1…", "amount": <sats> }` sends coins from the
 *   devnet's miner and answers the txid as text (the transaction waits in the mempool);
 * - `POST /regtest/mine` `{ "blocks"?: 1, "address"?: "bcrt1…" }` mines blocks confirming the
 *   mempool and answers their hashes as a JSON array, like bitcoind's `generatetoaddress`.
 */
export function addRegtestRoutes(app: Hono, chain: RegtestChain): void {
  app.post(`${REGTEST_ROUTE_PREFIX}/faucet`, async (context) => {
    const { address, amount } = await readJsonObject(context)
    if (typeof address !== 'string') throw new HTTPException(400, { message: 'address must be a string' })
    return context.text(chain.fund({ address, amount: readAmount(amount) }))
  })
  app.post(`${REGTEST_ROUTE_PREFIX}/mine`, async (context) => {
    const { blocks, address } = await readJsonObject(context)
    if (blocks !== undefined && typeof blocks !== 'number') {
      throw new HTTPException(400, { message: 'blocks must be a number' })
    }
    if (address !== undefined && typeof address !== 'string') {
      throw new HTTPException(400, { message: 'address must be a string' })
    }
    return context.json(
      chain.mine({
        ...(blocks === undefined ? {} : { blocks }),
        ...(address === undefined ? {} : { address }),
      }),
    )
  })
}
