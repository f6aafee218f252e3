import {
  type Address,
  bytesToHex,
  createPublicClient,
  erc20Abi,
  formatUnits,
  type Hex,
  hexToNumber,
  http,
  isAddress,
  isHex,
  numberToHex,
  type PrivateKeyAccount,
} from 'viem'
import { createProviderRpcError } from './ProviderRpcError.js'
import { sendWalletTransaction } from './sendWalletTransaction.js'
import { toProviderRpcError } from './toProviderRpcError.js'

/** An asset the wallet reports in `wallet_getAssets`, with the metadata SPEC §3 lists. */
export type TestWalletAssetMetadata = {
  readonly name: string
  readonly symbol: string
  readonly decimals: number
  /** USD price of one whole unit. */
  readonly price: number
  readonly iconUrl: string
}

/** An ERC20 the wallet watches: its balance is read from the chain (`balanceOf`) at each request. */
export type TestWalletAssetToken = TestWalletAssetMetadata & { readonly address: Address }

/**
 * The EIP-5792 / ERC-7811 abilities of the test wallet. Each is off unless given, so a wallet
 * created without them is a plain account: `wallet_getCapabilities`, `wallet_sendCalls`,
 * `wallet_getCallsStatus` and `wallet_getAssets` answer 4200 (method not supported).
 */
export type TestWalletCapabilities = {
  /**
   * `wallet_sendCalls` runs the calls as real transactions on the current chain, one after
   * another (not atomically: `wallet_getCapabilities` reports `atomic: { status: 'unsupported' }`),
   * and `wallet_getCallsStatus` answers from their receipts.
   */
  readonly sendCalls?: boolean | undefined
  /**
   * `wallet_getCapabilities` reports `assetDiscovery` and `wallet_getAssets` answers from the
   * chain: the native balance (`eth_getBalance`) with `native`'s metadata, and every token of
   * `tokens` the account holds (`balanceOf`), in the entry shape of SPEC §3.
   */
  readonly assets?:
    | { readonly native: TestWalletAssetMetadata; readonly tokens: readonly TestWalletAssetToken[] }
    | undefined
}

/** The wallet state the capabilities read. */
export type TestWalletCapabilitiesContext = {
  getChainId(): number
  getChain(chainId: number): { readonly chainId: number; readonly rpcUrl: string } | undefined
  /** The connected account `address` names; rejects 4100 when it is not one or nothing is connected. */
  requireAccount(address: unknown): PrivateKeyAccount
  /** Called where a real wallet shows a prompt; throws when the test asked to reject it. */
  prompt(): void
}

/** EIP-1193 / EIP-5792 codes. */
const CODES = {
  UNSUPPORTED_METHOD: 4200,
  INVALID_PARAMS: -32602,
  UNSUPPORTED_CHAIN: 5710,
  UNKNOWN_BUNDLE: 5730,
  ATOMICITY_NOT_SUPPORTED: 5760,
} as const

/** Batches remembered for `wallet_getCallsStatus`; the oldest is forgotten beyond it. */
const MAX_BATCHES = 256

/** A batch the wallet sent: its chain and the hashes of the calls it sent, in order. */
type Batch = { readonly chainId: number; readonly hashes: readonly Hex[]; readonly callCount: number }

/** The node's raw receipt, in the fields EIP-5792 puts in a batch status. */
type RawReceipt = {
  readonly status: Hex
  readonly logs: readonly unknown[]
  readonly blockHash: Hex
  readonly blockNumber: Hex
  readonly gasUsed: Hex
  readonly transactionHash: Hex
}

function invalid(message: string): never {
  throw createProviderRpcError(CODES.INVALID_PARAMS, message)
}

function firstObject(params: unknown, method: string): Record<string, unknown> {
  const [first] = Array.isArray(params) ? params : []
  if (typeof first !== 'object' || first === null) invalid(`${method} expects an object parameter`)
  return first as Record<string, unknown>
}

/** The calls of a `wallet_sendCalls` request, each checked as a transaction of its own. */
function readCalls(value: unknown): readonly { to: Hex; data?: Hex; value?: Hex }[] {
  if (!Array.isArray(value) || value.length === 0) invalid('wallet_sendCalls expects a non-empty calls array')
  return value.map((call: unknown) => {
    const { to, data, value: amount } = (call ?? {}) as Record<string, unknown>
    if (typeof to !== 'string' || !isAddress(to, { strict: false })) invalid('Every call needs a to address')
    if (data !== undefined && (typeof data !== 'string' || !isHex(data))) invalid('Call data must be hex')
    if (amount !== undefined && (typeof amount !== 'string' || !isHex(amount)))
      invalid('Call value must be hex')
    return {
      to: to as Hex,
      ...(data === undefined ? {} : { data: data as Hex }),
      ...(amount === undefined ? {} : { value: amount as Hex }),
    }
  })
}

/**
 * EIP-5792's status code of a batch from its receipts: 100 while one is not mined, 200 when every
 * call was sent and succeeded, 500 when every sent one reverted, 600 otherwise (partly failed).
 */
function statusOf(batch: Batch, receipts: readonly (RawReceipt | null)[]): number {
  if (receipts.some((receipt) => receipt === null)) return 100
  const succeeded = receipts.filter((receipt) => receipt?.status === '0x1').length
  if (succeeded === batch.callCount) return 200
  if (succeeded === 0) return 500
  return 600
}

/**
 * The handlers of `wallet_getCapabilities`, `wallet_sendCalls`, `wallet_getCallsStatus` and
 * `wallet_getAssets` for the abilities the wallet was created with; `undefined` for a method it
 * does not have (the request handler then answers 4200).
 */
export function createTestWalletCapabilities(
  capabilities: TestWalletCapabilities,
  context: TestWalletCapabilitiesContext,
): ((method: string, params: unknown) => Promise<unknown>) | undefined {
  const { sendCalls = false, assets } = capabilities
  if (!sendCalls && assets === undefined) return undefined
  const batches = new Map<string, Batch>()

  const chainOf = (chainId: number) => {
    const chain = context.getChain(chainId)
    if (chain === undefined)
      throw createProviderRpcError(CODES.UNSUPPORTED_CHAIN, `Chain ${chainId} is unknown`)
    return chain
  }
  const readChainIds = (value: unknown, fallback: readonly number[]): number[] => {
    if (value === undefined) return [...fallback]
    if (!Array.isArray(value) || !value.every((id) => typeof id === 'string' && isHex(id)))
      invalid('Expected chain ids as hex strings')
    return value.map((id: Hex) => hexToNumber(id)).filter((id) => context.getChain(id) !== undefined)
  }

  async function getCapabilities(params: unknown): Promise<unknown> {
    const [address, chainIds] = Array.isArray(params) ? params : []
    context.requireAccount(address)
    const answer: Record<Hex, Record<string, unknown>> = {}
    if (assets !== undefined) answer['0x0'] = { assetDiscovery: { supported: true } }
    if (sendCalls)
      for (const chainId of readChainIds(chainIds, [context.getChainId()]))
        answer[numberToHex(chainId)] = { atomic: { status: 'unsupported' } }
    return answer
  }

  async function sendBatch(params: unknown): Promise<unknown> {
    const request = firstObject(params, 'wallet_sendCalls')
    const account = context.requireAccount(request.from)
    if (typeof request.chainId !== 'string' || !isHex(request.chainId)) invalid('Expected chainId as hex')
    const chainId = hexToNumber(request.chainId)
    if (chainId !== context.getChainId())
      throw createProviderRpcError(CODES.UNSUPPORTED_CHAIN, `The wallet is not on chain ${chainId}`)
    if (request.atomicRequired === true)
      throw createProviderRpcError(
        CODES.ATOMICITY_NOT_SUPPORTED,
        'The test wallet does not run calls atomically',
      )
    const calls = readCalls(request.calls)
    context.prompt()
    const chain = chainOf(chainId)
    const hashes: Hex[] = []
    for (const call of calls) {
      try {
        hashes.push(
          await sendWalletTransaction({ account, chain, request: { ...call, from: account.address } }),
        )
      } catch (error) {
        if (hashes.length === 0) throw toProviderRpcError(error)
        break
      }
    }
    const id = bytesToHex(crypto.getRandomValues(new Uint8Array(32)))
    batches.set(id, { chainId, hashes, callCount: calls.length })
    if (batches.size > MAX_BATCHES) batches.delete(batches.keys().next().value as string)
    return { id }
  }

  async function getBatchStatus(params: unknown): Promise<unknown> {
    const [id] = Array.isArray(params) ? params : []
    const batch = typeof id === 'string' ? batches.get(id) : undefined
    if (batch === undefined) throw createProviderRpcError(CODES.UNKNOWN_BUNDLE, 'Unknown bundle id')
    const client = createPublicClient({ transport: http(chainOf(batch.chainId).rpcUrl, { retryCount: 0 }) })
    const receipts = await Promise.all(
      batch.hashes.map(
        (hash) =>
          client.request({
            method: 'eth_getTransactionReceipt',
            params: [hash],
          }) as Promise<RawReceipt | null>,
      ),
    )
    return {
      version: '2.0.0',
      id,
      chainId: numberToHex(batch.chainId),
      status: statusOf(batch, receipts),
      atomic: false,
      receipts: receipts.flatMap((receipt) =>
        receipt === null
          ? []
          : [
              {
                logs: receipt.logs,
                status: receipt.status,
                blockHash: receipt.blockHash,
                blockNumber: receipt.blockNumber,
                gasUsed: receipt.gasUsed,
                transactionHash: receipt.transactionHash,
              },
            ],
      ),
    }
  }

  async function getAssets(
    owned: NonNullable<TestWalletCapabilities['assets']>,
    params: unknown,
  ): Promise<unknown> {
    const request = firstObject(params, 'wallet_getAssets')
    const account = context.requireAccount(request.account)
    const chainIds = readChainIds(request.chainFilter, [context.getChainId()])
    const answer: Record<Hex, unknown[]> = {}
    for (const chainId of chainIds) {
      const client = createPublicClient({ transport: http(chainOf(chainId).rpcUrl, { retryCount: 0 }) })
      const [native, ...tokens] = await Promise.all([
        client.getBalance({ address: account.address }),
        ...owned.tokens.map((token) =>
          client.readContract({
            address: token.address,
            abi: erc20Abi,
            functionName: 'balanceOf',
            args: [account.address],
          }),
        ),
      ])
      const entry = (
        address: string,
        type: 'NATIVE' | 'ERC20',
        balance: bigint,
        metadata: TestWalletAssetMetadata,
      ) => ({
        address,
        balance: numberToHex(balance),
        type,
        metadata: { ...metadata, value: Number(formatUnits(balance, metadata.decimals)) * metadata.price },
      })
      answer[numberToHex(chainId)] = [
        entry('native', 'NATIVE', native ?? 0n, owned.native),
        ...owned.tokens.flatMap((token, index) => {
          const balance = tokens[index] ?? 0n
          const { address, ...metadata } = token
          return balance === 0n ? [] : [entry(address, 'ERC20', balance, metadata)]
        }),
      ]
    }
    return answer
  }

  const handlers: Record<string, (params: unknown) => Promise<unknown>> = {
    wallet_getCapabilities: getCapabilities,
    ...(sendCalls ? { wallet_sendCalls: sendBatch, wallet_getCallsStatus: getBatchStatus } : {}),
    ...(assets === undefined ? {} : { wallet_getAssets: (params: unknown) => getAssets(assets, params) }),
  }
  return async (method, params) => {
    const handler = handlers[method]
    if (handler === undefined)
      throw createProviderRpcError(CODES.UNSUPPORTED_METHOD, `The test wallet does not support ${method}`)
    try {
      return await handler(params)
    } catch (error) {
      throw toProviderRpcError(error)
    }
  }
}
