import type { KeyObject } from 'node:crypto'
import { createWalletClient, defineChain, type Hex, hexToBigInt, http, isAddressEqual } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { z } from 'zod'
import type { AuthServiceConfig } from '../config/authServiceConfig.js'
import { AuthServiceError } from '../errors/AuthServiceError.js'
import {
  getCallsStatus,
  getCallsStatusRequestSchema,
  getCapabilities,
  getCapabilitiesRequestSchema,
  sendCalls,
  sendCallsRequestSchema,
} from './sendCallsRpc.js'
import { answerSolanaRequest, SOLANA_WALLET_METHODS, solanaRequestSchemas } from './solanaWalletRpc.js'

/** The EIP-1193 methods the embedded wallet answers itself. */
export const EMBEDDED_WALLET_METHODS = [
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'wallet_sendCalls',
  'wallet_getCallsStatus',
  'wallet_getCapabilities',
  ...SOLANA_WALLET_METHODS,
] as const

const hexSchema = z.string().regex(/^0x(?:[0-9a-fA-F]{2})*$/, 'hex bytes starting with 0x')
const quantitySchema = z.string().regex(/^0x[0-9a-fA-F]{1,64}$/, 'a hex quantity starting with 0x')
const addressSchema = z.string().regex(/^0x[0-9a-fA-F]{40}$/, 'a 20-byte hex address') as z.ZodType<Hex>

const typedDataSchema = z.object({
  domain: z.record(z.string(), z.unknown()),
  types: z.record(z.string(), z.array(z.object({ name: z.string(), type: z.string() }))),
  primaryType: z.string(),
  message: z.record(z.string(), z.unknown()),
})

const transactionSchema = z.object({
  from: addressSchema.optional(),
  to: addressSchema.optional(),
  value: quantitySchema.optional(),
  data: hexSchema.optional(),
  gas: quantitySchema.optional(),
  nonce: quantitySchema.optional(),
  maxFeePerGas: quantitySchema.optional(),
  maxPriorityFeePerGas: quantitySchema.optional(),
})

/** A request of the embedded wallet, checked by `rpcRequestSchema` (params as EIP-1193 orders them). */
export const rpcRequestSchema = z.discriminatedUnion('method', [
  z.object({ method: z.literal('personal_sign'), params: z.tuple([hexSchema, addressSchema]) }),
  z.object({
    method: z.literal('eth_signTypedData_v4'),
    params: z.tuple([addressSchema, z.union([z.string(), typedDataSchema])]),
  }),
  z.object({
    method: z.literal('eth_sendTransaction'),
    chainId: z.number().int().positive(),
    params: z.tuple([transactionSchema]),
  }),
  sendCallsRequestSchema,
  getCallsStatusRequestSchema,
  getCapabilitiesRequestSchema,
  ...solanaRequestSchemas,
])

export type RpcRequest = z.infer<typeof rpcRequestSchema>

const quantity = (value: string | undefined) => (value === undefined ? undefined : hexToBigInt(value as Hex))

/** Thrown when a request's `from` / address is not the signed-in user's. */
const assertOwnAddress = (address: Hex, own: Hex) => {
  if (!isAddressEqual(address, own)) {
    throw new AuthServiceError(403, 'AUTH_SERVICE_RPC_ADDRESS_MISMATCH', { parameters: { address } })
  }
}

const parseTypedData = (value: string | z.infer<typeof typedDataSchema>) => {
  if (typeof value !== 'string') return value
  let json: unknown
  try {
    json = JSON.parse(value)
  } catch {
    throw new AuthServiceError(400, 'AUTH_SERVICE_INVALID_REQUEST', {
      parameters: { reason: 'params[1] is not JSON typed data' },
    })
  }
  const result = typedDataSchema.safeParse(json)
  if (!result.success) {
    throw new AuthServiceError(400, 'AUTH_SERVICE_INVALID_REQUEST', {
      parameters: { reason: `params[1]: ${result.error.issues[0]?.message ?? 'invalid typed data'}` },
    })
  }
  return result.data
}

type ConfiguredChain = AuthServiceConfig['chains'][number]

/** The viem chain of a configured chain: its id and RPC URL. */
const toViemChain = (configured: ConfiguredChain) =>
  defineChain({
    id: configured.chainId,
    name: `Chain ${configured.chainId}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [configured.rpcUrl] } },
  })

/** The configured chain `chainId`; `AUTH_SERVICE_CHAIN_UNSUPPORTED` when there is none. */
function findChain(chains: readonly ConfiguredChain[], chainId: number | string): ConfiguredChain {
  const configured = chains.find((chain) => chain.chainId === chainId)
  if (configured === undefined) {
    throw new AuthServiceError(400, 'AUTH_SERVICE_CHAIN_UNSUPPORTED', { parameters: { chainId } })
  }
  return configured
}

/** viem's short message of a failed signature or send, never its request details. */
const toRpcFailure = (error: unknown) =>
  new AuthServiceError(502, 'AUTH_SERVICE_RPC_FAILED', {
    parameters: {
      reason: (error as { shortMessage?: string }).shortMessage ?? 'the wallet could not complete it',
    },
  })

/**
 * Answers one request of the embedded wallet. EVM requests use the user's EVM key (viem's local
 * account): signatures here, `eth_sendTransaction` and `wallet_sendCalls` signed here and sent to the
 * configured chain's RPC. Solana requests use the Ed25519 key (`answerSolanaRequest`). A key is
 * opened only by the request that signs with it.
 */
export async function answerRpcRequest(parameters: {
  request: RpcRequest
  wallet: {
    evmAddress: string
    solanaAddress: string
    openEvmKey: () => Hex
    openSolanaKey: () => KeyObject
  }
  chains: AuthServiceConfig['chains']
  solanaChains: NonNullable<AuthServiceConfig['solanaChains']>
}): Promise<Hex | Record<string, unknown>> {
  const { request, chains, wallet } = parameters
  const openAccount = () => privateKeyToAccount(wallet.openEvmKey())
  switch (request.method) {
    case 'personal_sign': {
      const account = openAccount()
      assertOwnAddress(request.params[1], account.address)
      return account.signMessage({ message: { raw: request.params[0] as Hex } })
    }
    case 'eth_signTypedData_v4': {
      const account = openAccount()
      assertOwnAddress(request.params[0], account.address)
      const typedData = parseTypedData(request.params[1])
      return account
        .signTypedData(typedData as Parameters<typeof account.signTypedData>[0])
        .catch((error) => {
          throw toRpcFailure(error)
        })
    }
    case 'eth_sendTransaction': {
      const account = openAccount()
      const [transaction] = request.params
      if (transaction.from !== undefined) assertOwnAddress(transaction.from, account.address)
      const configured = findChain(chains, request.chainId)
      const chain = toViemChain(configured)
      const client = createWalletClient({ account, chain, transport: http(configured.rpcUrl) })
      const nonce = quantity(transaction.nonce)
      return client
        .sendTransaction({
          to: transaction.to?.toLowerCase() as Hex | undefined,
          value: quantity(transaction.value),
          data: transaction.data as Hex | undefined,
          gas: quantity(transaction.gas),
          ...(nonce === undefined ? {} : { nonce: Number(nonce) }),
          maxFeePerGas: quantity(transaction.maxFeePerGas),
          maxPriorityFeePerGas: quantity(transaction.maxPriorityFeePerGas),
        })
        .catch((error: unknown) => {
          throw toRpcFailure(error)
        })
    }
    case 'wallet_sendCalls': {
      const [batch] = request.params
      const configured = findChain(chains, Number(hexToBigInt(batch.chainId as Hex)))
      return sendCalls({ request, account: openAccount(), chain: toViemChain(configured) })
    }
    case 'wallet_getCallsStatus':
      return getCallsStatus({
        request,
        address: wallet.evmAddress as Hex,
        chainFor: (chainId) => {
          const configured = chains.find((chain) => chain.chainId === chainId)
          return configured === undefined ? undefined : toViemChain(configured)
        },
      })
    case 'wallet_getCapabilities':
      return getCapabilities({
        request,
        address: wallet.evmAddress as Hex,
        chainIds: chains.map(({ chainId }) => chainId),
      })
    case 'solana_signMessage':
    case 'solana_signTransaction':
    case 'solana_signAllTransactions':
    case 'solana_signAndSendTransaction':
      return answerSolanaRequest({
        request,
        address: wallet.solanaAddress,
        openKey: wallet.openSolanaKey,
        chains: parameters.solanaChains,
      })
  }
}
