import type { RegtestChain } from './createRegtestChain.js'

/** Esplora's `chain_stats` / `mempool_stats` of an address. */
export type EsploraScriptStats = {
  funded_txo_count: number
  funded_txo_sum: number
  spent_txo_count: number
  spent_txo_sum: number
  tx_count: number
}

function isSameScript(left: Uint8Array, right: Uint8Array): boolean {
  return left.length === right.length && left.every((byte, index) => byte === right[index])
}

function emptyStats(): EsploraScriptStats {
  return { funded_txo_count: 0, funded_txo_sum: 0, spent_txo_count: 0, spent_txo_sum: 0, tx_count: 0 }
}

/**
 * What Esplora counts for a script: outputs paying to it (funded) and inputs spending them
 * (spent), split by whether the transaction doing so is confirmed. The balance is
 * `funded_txo_sum - spent_txo_sum` of both added together.
 */
export function getScriptStats(
  chain: RegtestChain,
  script: Uint8Array,
): { chain_stats: EsploraScriptStats; mempool_stats: EsploraScriptStats } {
  const confirmed = emptyStats()
  const pending = emptyStats()
  for (const record of chain.getScriptTransactions(script)) {
    const stats = record.confirmation === undefined ? pending : confirmed
    stats.tx_count += 1
    for (const output of record.transaction.outs) {
      if (!isSameScript(output.script, script)) continue
      stats.funded_txo_count += 1
      stats.funded_txo_sum += Number(output.value)
    }
    for (const output of record.spentOutputs) {
      if (!isSameScript(output.script, script)) continue
      stats.spent_txo_count += 1
      stats.spent_txo_sum += Number(output.value)
    }
  }
  return { chain_stats: confirmed, mempool_stats: pending }
}
