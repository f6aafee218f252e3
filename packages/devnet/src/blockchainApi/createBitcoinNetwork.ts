import type { EsploraScriptStats } from '../bitcoin/getScriptStats.js'
import { toRegtestOutputScript } from '../bitcoin/toRegtestOutputScript.js'
import { fetchEsplora, readBitcoinHistory } from './readBitcoinHistory.js'
import { type ServedNetwork, withoutZeroBalances } from './servedNetwork.js'

/** Longest regtest address: a bech32m (taproot) one. */
const MAX_BITCOIN_ADDRESS_LENGTH = 90

function isRegtestAddress(address: string): boolean {
  if (address.length > MAX_BITCOIN_ADDRESS_LENGTH) return false
  try {
    toRegtestOutputScript(address)
    return true
  } catch {
    return false
  }
}

const held = (stats: EsploraScriptStats) => BigInt(stats.funded_txo_sum) - BigInt(stats.spent_txo_sum)

/**
 * The local Bitcoin regtest chain as the Blockchain API serves it: the address's bitcoin, confirmed
 * and in the mempool, from the devnet's Esplora API (`GET /address/{address}`), and its history
 * (`readBitcoinHistory`).
 */
export function createBitcoinNetwork(chain: { url: string; networkId: string }): ServedNetwork {
  const native = { name: 'Bitcoin', symbol: 'BTC', decimals: 8 }
  return {
    id: chain.networkId,
    native,
    tokens: [],
    isAddress: isRegtestAddress,
    async readBalances(address) {
      const stats = (await fetchEsplora(chain.url, `/address/${encodeURIComponent(address)}`)) as {
        chain_stats: EsploraScriptStats
        mempool_stats: EsploraScriptStats
      }
      return withoutZeroBalances([
        { asset: native, amount: held(stats.chain_stats) + held(stats.mempool_stats) },
      ])
    },
    readHistory: (address, cursor) => readBitcoinHistory({ url: chain.url, address, cursor, native }),
  }
}
