import { createWalletClient, type Hex, hexToBigInt, http, isAddress, isHex, type LocalAccount } from 'viem'
import { createProviderRpcError } from './ProviderRpcError.js'
import { toTestWalletViemChain } from './toTestWalletViemChain.js'

/** JSON-RPC "invalid params". */
const INVALID_PARAMS_CODE = -32602

/** The `eth_sendTransaction` fields the test wallet reads (EIP-1474 quantities are hex strings). */
type TransactionRequestObject = {
  readonly from?: unknown
  readonly to?: unknown
  readonly value?: unknown
  readonly data?: unknown
  readonly input?: unknown
  readonly gas?: unknown
  readonly gasPrice?: unknown
  readonly maxFeePerGas?: unknown
  readonly maxPriorityFeePerGas?: unknown
  readonly nonce?: unknown
  readonly chainId?: unknown
}

function invalid(message: string): never {
  throw createProviderRpcError(INVALID_PARAMS_CODE, message)
}

function readQuantity(
  request: TransactionRequestObject,
  key: keyof TransactionRequestObject,
): bigint | undefined {
  const value = request[key]
  if (value === undefined || value === null) return undefined
  if (typeof value !== 'string' || !isHex(value))
    invalid(`Invalid transaction ${key}: expected a hex quantity`)
  return hexToBigInt(value)
}

/** Reads the one parameter of `eth_sendTransaction`; throws -32602 on a malformed request. */
export function readTransactionRequest(
  params: unknown,
): TransactionRequestObject & { readonly from: string } {
  const [request] = Array.isArray(params) ? params : []
  if (typeof request !== 'object' || request === null)
    invalid('eth_sendTransaction expects a transaction object')
  const { from } = request as TransactionRequestObject
  if (typeof from !== 'string' || !isAddress(from, { strict: false }))
    invalid('Invalid transaction from address')
  return { ...(request as TransactionRequestObject), from }
}

/**
 * Signs a transaction with the wallet's local key and sends it raw (`eth_sendRawTransaction`) to
 * the node of the current chain, letting viem fill nonce, gas and fees the way a wallet does.
 */
export async function sendWalletTransaction(parameters: {
  readonly account: LocalAccount
  readonly chain: { readonly chainId: number; readonly rpcUrl: string }
  readonly request: TransactionRequestObject
}): Promise<Hex> {
  const { account, chain, request } = parameters
  const chainId = readQuantity(request, 'chainId')
  if (chainId !== undefined && Number(chainId) !== chain.chainId) {
    invalid(`Transaction chainId ${chainId} does not match the active chain ${chain.chainId}`)
  }
  const to = request.to
  if (to !== undefined && to !== null && (typeof to !== 'string' || !isAddress(to, { strict: false }))) {
    invalid('Invalid transaction to address')
  }
  const data = request.data ?? request.input
  if (data !== undefined && data !== null && (typeof data !== 'string' || !isHex(data))) {
    invalid('Invalid transaction data: expected hex bytes')
  }
  const client = createWalletClient({
    account,
    chain: toTestWalletViemChain(chain),
    transport: http(chain.rpcUrl, { retryCount: 0 }),
    pollingInterval: 20,
  })
  const gasPrice = readQuantity(request, 'gasPrice')
  const maxFeePerGas = readQuantity(request, 'maxFeePerGas')
  const maxPriorityFeePerGas = readQuantity(request, 'maxPriorityFeePerGas')
  const nonce = readQuantity(request, 'nonce')
  const common = {
    ...(typeof to === 'string' ? { to: to as Hex } : {}),
    ...(typeof data === 'string' ? { data: data as Hex } : {}),
    value: readQuantity(request, 'value') ?? 0n,
    ...optional('gas', readQuantity(request, 'gas')),
    ...(nonce === undefined ? {} : { nonce: Number(nonce) }),
  }
  if (gasPrice !== undefined) return client.sendTransaction({ ...common, gasPrice })
  return client.sendTransaction({
    ...common,
    ...optional('maxFeePerGas', maxFeePerGas),
    ...optional('maxPriorityFeePerGas', maxPriorityFeePerGas),
  })
}

function optional<key extends string>(key: key, value: bigint | undefined): { [_ in key]?: bigint } {
  return (value === undefined ? {} : { [key]: value }) as { [_ in key]?: bigint }
}
