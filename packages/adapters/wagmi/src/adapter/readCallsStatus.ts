import type { AdapterCallsStatus } from '@atrium/core'
import { type Config, type Connection, getCallsStatus, waitForCallsStatus } from '@wagmi/core'
import { requireConnection } from './readTransaction.js'
import { wrapWagmiCall } from './wrapWagmiCall.js'

type ViemCallsStatus = Awaited<ReturnType<typeof getCallsStatus>>

/** viem's status in core's shape: only what core declares, `status` always one of the three. */
function toCallsStatus(id: string, answer: ViemCallsStatus): AdapterCallsStatus {
  return {
    id,
    // viem leaves `status` undefined for a code outside EIP-5792's ranges: not a success.
    status: answer.status ?? 'failure',
    statusCode: answer.statusCode,
    atomic: answer.atomic,
    receipts: (answer.receipts ?? []).map(({ transactionHash, status, blockNumber, gasUsed }) => ({
      transactionHash,
      status,
      blockNumber,
      gasUsed,
    })),
  }
}

/**
 * The status of batch `id` once (viem's `getCallsStatus` through wagmi): `wallet_getCallsStatus`
 * for a batch the wallet ran, the receipts of its transactions for one sent call by call.
 */
export async function readCallsStatus(
  config: Config,
  parameters: { readonly connection: Connection | undefined; readonly id: string },
): Promise<AdapterCallsStatus> {
  const { connector } = requireConnection(parameters.connection)
  const { id } = parameters
  return toCallsStatus(id, await wrapWagmiCall(() => getCallsStatus(config, { id, connector })))
}

/**
 * Polls batch `id` until it is no longer pending (viem's `waitForCallsStatus` through wagmi) and
 * resolves with that status; rejects with a coded time-out after `timeout` ms (viem's 60 s by default).
 */
export async function awaitCallsStatus(
  config: Config,
  parameters: {
    readonly connection: Connection | undefined
    readonly id: string
    readonly timeout?: number | undefined
  },
): Promise<AdapterCallsStatus> {
  const { connector } = requireConnection(parameters.connection)
  const { id, timeout } = parameters
  const answer = await wrapWagmiCall(() =>
    waitForCallsStatus(config, { id, connector, ...(timeout === undefined ? {} : { timeout }) }),
  )
  return toCallsStatus(id, answer)
}
