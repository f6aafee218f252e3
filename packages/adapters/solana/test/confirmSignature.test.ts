import { Connection, Keypair } from '@solana/web3.js'
import bs58 from 'bs58'
import { describe, expect, it } from 'vitest'
import { confirmSignature } from '../src/transactions/confirmSignature.js'
import { getSolanaChain } from './devnetSolana.test-helper.js'

function connection() {
  return new Connection(getSolanaChain().rpcUrl, 'confirmed')
}

/** A signature the chain has never seen (64 bytes, like any signature). */
const UNKNOWN_SIGNATURE = bs58.encode(
  Uint8Array.from([...Keypair.fromSeed(new Uint8Array(32).fill(5)).secretKey]),
)

describe('confirmSignature', () => {
  it('[SEND-011] a transaction whose blockhash expired without landing fails as a send failure', async () => {
    const error = await confirmSignature({
      connection: connection(),
      signature: UNKNOWN_SIGNATURE,
      lastValidBlockHeight: -1,
      commitment: 'confirmed',
    }).catch((caught: unknown) => caught)
    expect(error).toMatchObject({
      code: 'SOLANA_SEND_FAILED',
      meta: { signature: UNKNOWN_SIGNATURE },
    })
    expect((error as { details?: string }).details).toContain('expired')
  })

  it('[SEND-011] gives up after its time-out when the transaction never shows up', async () => {
    const error = await confirmSignature({
      connection: connection(),
      signature: UNKNOWN_SIGNATURE,
      lastValidBlockHeight: Number.MAX_SAFE_INTEGER,
      commitment: 'confirmed',
      timeoutMs: 1,
      pollIntervalMs: 1,
    }).catch((caught: unknown) => caught)
    expect(error).toMatchObject({ name: 'TimeoutError' })
  })

  it('rejects with what web3.js threw when the node cannot be reached', async () => {
    const closed = new Connection('http://127.0.0.1:9', 'confirmed')
    await expect(
      confirmSignature({
        connection: closed,
        signature: UNKNOWN_SIGNATURE,
        lastValidBlockHeight: 0,
        commitment: 'confirmed',
      }),
    ).rejects.toThrow(/fetch failed|ECONNREFUSED/)
  })
})
