import { requestEsploraJson } from './requestEsplora.js'

type EsploraStats = {
  readonly funded_txo_sum: number
  readonly spent_txo_sum: number
}

/** A balance in sats, as sats-connect's `getBalance` and Unisat's `getBalance` report it. */
export type TestWalletBalance = {
  readonly confirmed: bigint
  readonly unconfirmed: bigint
  readonly total: bigint
}

/** The balance of `address` from the Esplora API: chain and mempool stats, funded minus spent. */
export async function readTestWalletBalance(esploraUrl: string, address: string): Promise<TestWalletBalance> {
  const stats = await requestEsploraJson<{ chain_stats: EsploraStats; mempool_stats: EsploraStats }>(
    esploraUrl,
    `/address/${address}`,
  )
  const net = (entry: EsploraStats) => BigInt(entry.funded_txo_sum) - BigInt(entry.spent_txo_sum)
  const confirmed = net(stats.chain_stats)
  const unconfirmed = net(stats.mempool_stats)
  return { confirmed, unconfirmed, total: confirmed + unconfirmed }
}
