import {
  type Account,
  type Chain,
  createPublicClient,
  createWalletClient,
  type Hex,
  hexToBigInt,
  http,
  isAddress,
  isAddressEqual,
  numberToHex,
  type TransactionReceipt,
} from 'viem'
import { z } from 'zod'
import { AuthServiceError } from '../errors/AuthServiceError.js'

/** Most calls one `wallet_sendCalls` sends. */
export const MAX_CALLS = 10
/** How long `wallet_sendCalls` waits for each call to be mined before it sends the next. */
const RECEIPT_TIMEOUT_MS = 20_000
/** The EIP-5792 version these answers follow. */
const EIP_5792_VERSION = '2.0.0'

const hexSchema = z.string().regex(/^0x(?:[0-9a-fA-F]{2})*$/, 'hex bytes starting with 0x')
const quantitySchema = z.string().regex(/^0x[0-9a-fA-F]{1,64}$/, 'a hex quantity starting with 0x')
const addressSchema = z.string().regex(/^0x[0-9a-fA-F]{40}$/, 'a 20-byte hex address')

/**
 * A capability the wallet does not
 * know is refused when the dApp marks it required (`optional` not true), as EIP-5792 asks.
 */
const capabilitiesSchema = z
  .record(z.string().max(64), z.object({ optional: z.boolean().optional() }).loose())
  .refine((capabilities) => Object.keys(capabilities).length <= 16, 'at most 16 capabilities')
  .refine(
    (capabilities) => Object.values(capabilities).every((capability) => capability.optional === true),
    'the embedded wallet supports no required capability',
  )

export const sendCallsRequestSchema = z.object({
  method: z.literal('wallet_sendCalls'),
  params: z.tuple([
    z.object({
      version: z.string().max(16).optional(),
      id: z.string().max(128).optional(),
      chainId: quantitySchema,
      from: addressSchema.optional(),
      atomicRequired: z.boolean().optional(),
      calls: z
        .array(
          z.object({
            to: z.string().max(64),
            value: quantitySchema.optional(),
            data: hexSchema.optional(),
            capabilities: capabilitiesSchema.optional(),
          }),
        )
        .min(1)
        .max(MAX_CALLS),
      capabilities: capabilitiesSchema.optional(),
    }),
  ]),
})

/**
 * A batch's id names the chain, how many calls it had, and the hashes of those sent, so any instance
 * of the service answers `wallet_getCallsStatus` from the chain alone, with nothing stored.
 */
const batchIdSchema = z
  .string()
  .max(2 + 2 * 32 * (MAX_CALLS + 1))
  .regex(/^0x(?:[0-9a-f]{64}){2,}$/, 'a call batch id of this wallet')

export const getCallsStatusRequestSchema = z.object({
  method: z.literal('wallet_getCallsStatus'),
  params: z.tuple([batchIdSchema]),
})

export const getCapabilitiesRequestSchema = z.object({
  method: z.literal('wallet_getCapabilities'),
  params: z.union([z.tuple([addressSchema]), z.tuple([addressSchema, z.array(quantitySchema).max(64)])]),
})

const encodeBatchId = (chainId: number, callCount: number, hashes: readonly Hex[]): Hex =>
  `0x${BigInt(chainId).toString(16).padStart(48, '0')}${callCount.toString(16).padStart(16, '0')}${hashes
    .map((hash) => hash.slice(2).toLowerCase())
    .join('')}`

function decodeBatchId(id: string): { chainId: number; callCount: number; hashes: Hex[] } {
  const words = id.slice(2).match(/.{64}/g) ?? []
  const [header = '', ...hashes] = words
  return {
    chainId: Number.parseInt(header.slice(0, 48), 16),
    callCount: Number.parseInt(header.slice(48), 16),
    hashes: hashes.map((hash) => `0x${hash}` as Hex),
  }
}

const toSendFailure = (error: unknown) =>
  new AuthServiceError(502, 'AUTH_SERVICE_RPC_FAILED', {
    parameters: {
      reason: (error as { shortMessage?: string }).shortMessage ?? 'the wallet could not complete it',
    },
  })

/**
 * EIP-5792 `wallet_sendCalls` for the embedded EOA: the calls are sent one after another, each once
 * the previous one is mined (so a call that depends on the one before, an approve then a swap, is
 * estimated on the state it will run on), and sending stops at the first call that fails or reverts.
 * Not atomic; answers `{ id }`.
 */
export async function sendCalls(parameters: {
  request: z.infer<typeof sendCallsRequestSchema>
  account: Account
  chain: Chain
}): Promise<{ id: Hex }> {
  const { account, chain } = parameters
  const [batch] = parameters.request.params
  if (batch.from !== undefined && !isAddressEqual(batch.from as Hex, account.address)) {
    throw new AuthServiceError(403, 'AUTH_SERVICE_RPC_ADDRESS_MISMATCH', {
      parameters: { address: batch.from },
    })
  }
  for (const { to } of batch.calls) {
    // [VAL-013] The SPEC's own refusal for a target without 0x; any other malformed one is a bad request.
    if (!to.startsWith('0x')) throw new AuthServiceError(400, 'INVALID_SEND_CALLS_TARGET')
    if (!isAddress(to, { strict: false })) {
      throw new AuthServiceError(400, 'AUTH_SERVICE_INVALID_REQUEST', {
        parameters: { reason: 'params.0.calls: each to is a 20-byte hex address' },
      })
    }
  }
  if (batch.atomicRequired === true) throw new AuthServiceError(400, 'AUTH_SERVICE_CALLS_ATOMIC_UNSUPPORTED')
  const transport = http(chain.rpcUrls.default.http[0])
  const walletClient = createWalletClient({ account, chain, transport })
  const publicClient = createPublicClient({ chain, transport })
  const hashes: Hex[] = []
  for (const call of batch.calls) {
    const sent = await walletClient
      .sendTransaction({
        // A mixed-case address with a wrong checksum is still the address; viem would refuse it.
        to: call.to.toLowerCase() as Hex,
        value: call.value === undefined ? undefined : hexToBigInt(call.value as Hex),
        data: call.data as Hex | undefined,
      })
      .catch((error: unknown) => {
        // The first call failing sends nothing: a plain error. A later one leaves a partial batch.
        if (hashes.length === 0) throw toSendFailure(error)
        return undefined
      })
    if (sent === undefined) break
    hashes.push(sent)
    const receipt = await publicClient
      .waitForTransactionReceipt({ hash: sent, timeout: RECEIPT_TIMEOUT_MS })
      .catch(() => undefined)
    if (receipt?.status !== 'success') break
  }
  return { id: encodeBatchId(chain.id, batch.calls.length, hashes) }
}

/**
 * EIP-5792 status codes: pending, confirmed, reverted, partly done (some calls mined, a later one
 * reverted or was never sent).
 */
type CallsStatus = 100 | 200 | 500 | 600

const batchStatus = (
  callCount: number,
  receipts: readonly (TransactionReceipt | undefined)[],
): CallsStatus => {
  if (receipts.some((receipt) => receipt === undefined)) return 100
  const succeeded = receipts.filter((receipt) => receipt?.status === 'success').length
  if (succeeded === callCount) return 200
  return succeeded === 0 ? 500 : 600
}

/**
 * EIP-5792 `wallet_getCallsStatus` of a batch `sendCalls` sent for `account`: its receipts read from
 * the chain. A batch of another account, or of a chain not configured, is not found.
 */
export async function getCallsStatus(parameters: {
  request: z.infer<typeof getCallsStatusRequestSchema>
  address: Hex
  chainFor: (chainId: number) => Chain | undefined
}) {
  const [id] = parameters.request.params
  const { chainId, callCount, hashes } = decodeBatchId(id)
  const chain = parameters.chainFor(chainId)
  if (chain === undefined || hashes.length > callCount || callCount > MAX_CALLS) {
    throw new AuthServiceError(404, 'AUTH_SERVICE_CALLS_NOT_FOUND')
  }
  const client = createPublicClient({ chain, transport: http(chain.rpcUrls.default.http[0]) })
  // A hash the chain does not know at all, mined or pending, or sent by another account: not ours.
  const found = await Promise.all(
    hashes.map(async (hash) => {
      const receipt = await client.getTransactionReceipt({ hash }).catch(() => undefined)
      if (receipt !== undefined) return { from: receipt.from, receipt }
      const pending = await client.getTransaction({ hash }).catch(() => undefined)
      return pending === undefined ? undefined : { from: pending.from, receipt: undefined }
    }),
  )
  if (found.some((entry) => entry === undefined || !isAddressEqual(entry.from, parameters.address))) {
    throw new AuthServiceError(404, 'AUTH_SERVICE_CALLS_NOT_FOUND')
  }
  const receipts = found.map((entry) => entry?.receipt)
  const status = batchStatus(callCount, receipts)
  return {
    version: EIP_5792_VERSION,
    id,
    chainId: numberToHex(chainId),
    status,
    atomic: false,
    ...(status === 100
      ? {}
      : {
          receipts: receipts.flatMap((receipt) =>
            receipt === undefined
              ? []
              : [
                  {
                    logs: receipt.logs.map(({ address, data, topics }) => ({ address, data, topics })),
                    status: receipt.status === 'success' ? '0x1' : '0x0',
                    blockHash: receipt.blockHash,
                    blockNumber: numberToHex(receipt.blockNumber),
                    gasUsed: numberToHex(receipt.gasUsed),
                    transactionHash: receipt.transactionHash,
                  },
                ],
          ),
        }),
  }
}

/**
 * EIP-5792 `wallet_getCapabilities`: per configured chain (or the chains asked for, among them), the
 * embedded EOA's one capability — calls run one by one, not atomically.
 */
export function getCapabilities(parameters: {
  request: z.infer<typeof getCapabilitiesRequestSchema>
  address: Hex
  chainIds: readonly number[]
}) {
  const [address, asked] = parameters.request.params
  if (!isAddressEqual(address as Hex, parameters.address)) {
    throw new AuthServiceError(403, 'AUTH_SERVICE_RPC_ADDRESS_MISMATCH', { parameters: { address } })
  }
  const chainIds = parameters.chainIds.map((chainId) => numberToHex(chainId))
  const wanted =
    asked === undefined
      ? chainIds
      : chainIds.filter((chainId) => asked.some((id) => hexToBigInt(id as Hex) === hexToBigInt(chainId)))
  return Object.fromEntries(wanted.map((chainId) => [chainId, { atomic: { status: 'unsupported' } }]))
}
