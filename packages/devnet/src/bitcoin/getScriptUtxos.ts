import type { RegtestChain } from './createRegtestChain.js'
import { getOutputScriptType } from './getOutputScriptType.js'
import { sortNewestFirst } from './sortNewestFirst.js'
import { type EsploraStatus, toEsploraStatus } from './toEsploraTransaction.js'

/** One entry of Esplora's `GET /address/:address/utxo`. */
export type EsploraUtxo = {
  txid: string
  vout: number
  status: EsploraStatus
  value: number
}

/**
 * The outputs paying to `script` that nothing spends yet, mempool spends included (as Esplora
 * lists them), and unconfirmed outputs too, newest first.
 */
export function getScriptUtxos(chain: RegtestChain, script: Uint8Array): EsploraUtxo[] {
  const scriptHex = Buffer.from(script).toString('hex')
  return sortNewestFirst(chain.getScriptTransactions(script)).flatMap((record) =>
    record.transaction.outs.flatMap((output, vout) => {
      const isUnspent =
        Buffer.from(output.script).toString('hex') === scriptHex &&
        getOutputScriptType(output.script) !== 'op_return' &&
        chain.getSpend({ txid: record.txid, vout }) === undefined
      return isUnspent
        ? [
            {
              txid: record.txid,
              vout,
              status: toEsploraStatus(record.confirmation),
              value: Number(output.value),
            },
          ]
        : []
    }),
  )
}
