import type { Hex, LocalAccount, TypedDataDefinition } from 'viem'
import { createProviderRpcError } from './ProviderRpcError.js'

/** JSON-RPC "invalid params". */
const INVALID_PARAMS_CODE = -32602

type TypedDataV4 = {
  readonly types: Record<string, readonly { readonly name: string; readonly type: string }[]>
  readonly primaryType: string
  readonly domain?: Record<string, unknown>
  readonly message: Record<string, unknown>
}

function invalid(message: string): never {
  throw createProviderRpcError(INVALID_PARAMS_CODE, message)
}

/** Reads the typed data of `eth_signTypedData_v4`: a JSON string (the standard) or an object. */
export function readTypedData(raw: unknown): TypedDataV4 {
  let value: unknown = raw
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw)
    } catch {
      invalid('eth_signTypedData_v4 expects typed data as JSON')
    }
  }
  const typed = value as Partial<TypedDataV4> | null
  if (
    typeof typed !== 'object' ||
    typed === null ||
    typeof typed.types !== 'object' ||
    typed.types === null ||
    typeof typed.primaryType !== 'string' ||
    typeof typed.message !== 'object' ||
    typed.message === null
  ) {
    invalid('Typed data needs types, primaryType and message')
  }
  return typed as TypedDataV4
}

/**
 * Signs EIP-712 typed data with the wallet's key, as `eth_signTypedData_v4` does: the dApp's own
 * `EIP712Domain` type is used when given. Like browser wallets, it refuses a domain whose
 * `chainId` is not the active chain.
 */
export async function signWalletTypedData(parameters: {
  readonly account: LocalAccount
  readonly chainId: number
  readonly typedData: TypedDataV4
}): Promise<Hex> {
  const { account, chainId, typedData } = parameters
  const domainChainId = typedData.domain?.chainId
  if (domainChainId !== undefined && Number(domainChainId) !== chainId) {
    invalid(`Provided chainId "${String(domainChainId)}" must match the active chainId "${chainId}"`)
  }
  try {
    return await account.signTypedData(typedData as unknown as TypedDataDefinition)
  } catch (error) {
    // viem's validation (unknown type, bad address, out-of-range integer) means the params are bad.
    throw createProviderRpcError(
      INVALID_PARAMS_CODE,
      (error as { shortMessage?: string }).shortMessage ?? 'Invalid typed data',
    )
  }
}
