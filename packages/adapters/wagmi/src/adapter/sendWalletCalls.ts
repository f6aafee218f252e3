import type { CaipNetwork } from '@atrium/common'
import type { AdapterSendCallsParameters } from '@atrium/core'
import { type Config, type Connection, sendCalls, sendTransaction } from '@wagmi/core'
import { concat, type Hex, numberToHex } from 'viem'
import { readTransaction, requireConnection } from './readTransaction.js'
import { readWalletCapabilities } from './readWalletCapabilities.js'
import { wrapWagmiCall } from './wrapWagmiCall.js'

/**
 * The id viem gives a batch it sent as separate transactions (`sendCalls`' fallback): the hashes,
 * the chain id in 32 bytes, then this marker. viem's `getCallsStatus` recognises it and derives
 * the status from the receipts, so the batch reads the same through this adapter and through the
 * dApp's own wagmi hooks (`useCallsStatus`). viem does not export the constants.
 */
const SEQUENTIAL_BATCH_MARKER: Hex = `0x${'5792'.repeat(16)}`
/** Stands for a call that was not sent (refused or failed) in such an id. */
const UNSENT_CALL: Hex = numberToHex(0, { size: 32 })

/**
 * Sends a batch of calls from `from` on its chain. When the connected wallet reports that it runs
 * batches (`wallet_getCapabilities`, EIP-5792), one `wallet_sendCalls` (viem's `sendCalls` through
 * wagmi); otherwise one `eth_sendTransaction` after another, each prompt after the last was
 * answered. There, once a call is refused or fails, the rest are not sent: nothing sent rejects
 * with that call's coded error, a partial batch resolves and its status says `failure`.
 */
export async function sendWalletCalls(
  config: Config,
  parameters: {
    /** The current connection; none rejects with 4100. */
    readonly connection: Connection | undefined
    readonly batch: AdapterSendCallsParameters<'eip155'>
    readonly networks: readonly CaipNetwork<'eip155'>[]
  },
): Promise<{ readonly id: string }> {
  const { batch, networks } = parameters
  const connection = requireConnection(parameters.connection)
  const requests = batch.calls.map((call) =>
    readTransaction({ ...call, from: batch.from }, networks, connection),
  )
  const [{ account, chainId }] = requests as [(typeof requests)[number]]
  const { connector } = connection
  const capabilities = await readWalletCapabilities(config, { connection, account, chainId })
  if (capabilities.sendCalls) {
    const calls = requests.map(({ to, value, data }) => ({ to, value, data }))
    const { id } = await wrapWagmiCall(() => sendCalls(config, { account, chainId, connector, calls }))
    return { id }
  }
  const hashes: Hex[] = []
  for (const request of requests) {
    try {
      hashes.push(await wrapWagmiCall(() => sendTransaction(config, { ...request, connector })))
    } catch (error) {
      if (hashes.length === 0) throw error
      break
    }
  }
  const unsent = Array.from({ length: requests.length - hashes.length }, () => UNSENT_CALL)
  return { id: concat([...hashes, ...unsent, numberToHex(chainId, { size: 32 }), SEQUENTIAL_BATCH_MARKER]) }
}
