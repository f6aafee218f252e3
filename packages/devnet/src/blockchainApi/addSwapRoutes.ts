import { PROVIDER_FEE_RATE } from '@atrium/common'
import type { Hono } from 'hono'
import { HTTPException } from 'hono/http-exception'
import { type Address, getAddress, maxUint256 } from 'viem'
import { z } from 'zod'
import type { DirectoryEnv } from '../walletDirectory/readDirectoryQuery.js'
import type { SwapAsset, SwapTransactionRequest, SwapVenue } from './createUniswapVenue.js'
import type { ServedNetwork } from './servedNetwork.js'
import { getAssetImageId } from './toTokenBalance.js'

/** Highest slippage a swap may be built with, in percent: past it the minimum protects nothing. */
export const MAX_SWAP_SLIPPAGE_PERCENT = 50

/** The provider fee rate as a fraction of this scale, so the fee of an amount is computed in base units. */
const FEE_SCALE = 1_000_000n
const FEE_PARTS = BigInt(Math.round(PROVIDER_FEE_RATE * Number(FEE_SCALE)))

/** A base-unit amount: a decimal integer that fits a uint256. */
const uint256Schema = z
  .string()
  .regex(/^\d{1,78}$/, 'expected a decimal integer')
  .transform((value) => BigInt(value))
  .refine((value) => value <= maxUint256, 'expected at most 2^256 - 1')

const amountSchema = uint256Schema.refine((value) => value > 0n, 'expected an amount above 0')

/** An EVM CAIP-10 address, `eip155:<chain id>:0x<40 hex digits>`. */
const caipAddressSchema = z
  .string()
  .regex(/^eip155:\d{1,20}:0x[0-9a-fA-F]{40}$/, 'expected a CAIP-10 address such as eip155:1:0x…')
  .transform((value) => {
    const separator = value.lastIndexOf(':')
    return { networkId: value.slice(0, separator), address: getAddress(value.slice(separator + 1)) }
  })

/** The user: a plain EVM address, or its CAIP-10 form (whose network must then be the swap's). */
const userAddressSchema = z.union([
  z
    .string()
    .regex(/^0x[0-9a-fA-F]{40}$/)
    .transform((value) => ({ networkId: undefined, address: getAddress(value) })),
  caipAddressSchema,
])

/** Slippage in percent, as a number or a decimal string with up to 2 decimals, turned into basis points. */
const slippageSchema = z
  .union([z.number(), z.string()])
  .transform((value) => String(value))
  .pipe(z.string().regex(/^\d{1,2}(\.\d{1,2})?$/, 'expected a percentage such as 1 or 0.5'))
  .transform((value) => {
    const [whole = '0', fraction = ''] = value.split('.')
    return BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0'))
  })
  .refine(
    (basisPoints) => basisPoints <= BigInt(MAX_SWAP_SLIPPAGE_PERCENT) * 100n,
    `expected at most ${MAX_SWAP_SLIPPAGE_PERCENT}`,
  )

const chainIdSchema = z.string().max(64)

const quoteQuerySchema = z.object({
  amount: amountSchema,
  userAddress: userAddressSchema,
  from: caipAddressSchema,
  to: caipAddressSchema,
  gasPrice: uint256Schema,
})
const allowanceQuerySchema = z.object({ tokenAddress: caipAddressSchema, userAddress: userAddressSchema })
const approveQuerySchema = z.object({
  userAddress: userAddressSchema,
  from: caipAddressSchema,
  to: caipAddressSchema,
})
const buildBodySchema = z.object({
  amount: amountSchema,
  eip155: z.object({ slippage: slippageSchema }),
  from: caipAddressSchema,
  to: caipAddressSchema,
  userAddress: userAddressSchema,
  projectId: z.string().max(128).optional(),
})

const refuse = (message: string) => new HTTPException(400, { message })

/** `value` parsed by `schema`, or a 400 naming the first field that does not fit. */
function parseParameters<schema extends z.ZodType>(schema: schema, value: unknown): z.output<schema> {
  const result = schema.safeParse(value)
  if (result.success) return result.data
  const [issue] = result.error.issues
  const field = issue?.path.join('.') || 'request'
  throw refuse(`Invalid ${field}: ${issue?.message ?? 'unexpected value'}`)
}

/** The named query parameters as an object (absent ones `undefined`), for a schema to check. */
function readQuery(query: URLSearchParams, names: readonly string[]): Record<string, string | undefined> {
  return Object.fromEntries(names.map((name) => [name, query.get(name) ?? undefined]))
}

async function readJsonBody(request: Request): Promise<unknown> {
  try {
    return await request.json()
  } catch {
    throw refuse('Invalid JSON')
  }
}

const toTransaction = (request: SwapTransactionRequest) => ({
  tx: {
    from: request.from,
    to: request.to,
    data: request.data,
    value: request.value.toString(),
    eip155: { gas: request.gas.toString(), gasPrice: request.gasPrice.toString() },
  },
})

/**
 * The swap endpoints of SPEC §7 over each served network's `swap` venue (the devnet's Uniswap V2),
 * every parameter checked (400 with `{ message }` otherwise):
 * - `GET /v1/convert/tokens?chainId` → `{ tokens: [{ name, symbol, address (CAIP-10), decimals, logoUri, eip2612 }] }`;
 * - `GET /v1/convert/quotes?amount&userAddress&from&to&gasPrice` → `{ quotes: [{ id, fromAccount,
 *   fromAmount, toAccount, toAmount, fee: { rate, amount } }] }`, `toAmount` from the router's
 *   `getAmountsOut` and the provider fee (`PROVIDER_FEE_RATE` of the source amount, in its base units);
 * - `GET /v1/convert/allowance?tokenAddress&userAddress` → `{ allowance }` to the router (ether: 2^256 - 1);
 * - `GET /v1/convert/build-approve?userAddress&from&to` → `{ tx }` approving the router for `from`;
 * - `POST /v1/convert/build-transaction` `{ amount, eip155: { slippage }, from, to, userAddress }`
 *   → `{ tx }` calling the router with the quote less the slippage as its minimum and a deadline.
 * Amounts are base units as decimal strings; ether is `EVM_NATIVE_PRICE_ADDRESS`.
 */
export function addSwapRoutes(app: Hono<DirectoryEnv>, networks: readonly ServedNetwork[]): void {
  const findVenue = (networkId: string): { network: ServedNetwork; venue: SwapVenue } => {
    const network = networks.find(({ id }) => id === networkId)
    if (network?.swap === undefined) throw refuse(`No swaps on ${networkId}`)
    return { network, venue: network.swap }
  }
  const findAsset = (venue: SwapVenue, networkId: string, address: Address): SwapAsset => {
    const found = venue.assets.find((candidate) => candidate.address.toLowerCase() === address.toLowerCase())
    if (found === undefined) throw refuse(`Unsupported token: ${networkId}:${address}`)
    return found
  }
  type CaipAddress = { networkId: string; address: Address }
  type UserAddress = { networkId: string | undefined; address: Address }
  /** The venue that swaps `asset` for `user`. */
  const readVenue = (asset: CaipAddress, user: UserAddress) => {
    if (user.networkId !== undefined && user.networkId !== asset.networkId) {
      throw refuse('userAddress must be on the network of the tokens')
    }
    const { venue } = findVenue(asset.networkId)
    findAsset(venue, asset.networkId, asset.address)
    return venue
  }
  /** The venue of a swap between two assets of one network, by and for `user`. */
  const readPair = (parameters: { from: CaipAddress; to: CaipAddress; user: UserAddress }) => {
    const { from, to, user } = parameters
    if (from.networkId !== to.networkId) throw refuse('from and to must be on the same network')
    if (from.address === to.address) throw refuse('from and to must differ')
    readVenue(to, user)
    return readVenue(from, user)
  }

  app.get('/v1/convert/tokens', (context) => {
    const chainId = parseParameters(chainIdSchema, context.var.query.get('chainId') ?? undefined)
    const { network, venue } = findVenue(chainId)
    const origin = new URL(context.req.url).origin
    return context.json({
      tokens: venue.assets.map(({ asset, address }) => ({
        name: asset.name,
        symbol: asset.symbol,
        address: `${network.id}:${address}`,
        decimals: asset.decimals,
        logoUri: `${origin}/devnet/images/${getAssetImageId(asset)}`,
        // OpenZeppelin's ERC20 presets have no `permit`.
        eip2612: false,
      })),
    })
  })

  app.get('/v1/convert/quotes', async (context) => {
    const query = parseParameters(
      quoteQuerySchema,
      readQuery(context.var.query, ['amount', 'userAddress', 'from', 'to', 'gasPrice']),
    )
    const { amount, from, to } = query
    const venue = readPair({ from, to, user: query.userAddress })
    const toAmount = await venue.quote({ from: from.address, to: to.address, amount })
    return context.json({
      quotes: [
        {
          id: null,
          fromAccount: `${from.networkId}:${from.address}`,
          fromAmount: amount.toString(),
          toAccount: `${to.networkId}:${to.address}`,
          toAmount: toAmount.toString(),
          fee: { rate: PROVIDER_FEE_RATE, amount: ((amount * FEE_PARTS) / FEE_SCALE).toString() },
        },
      ],
    })
  })

  app.get('/v1/convert/allowance', async (context) => {
    const { tokenAddress, userAddress } = parseParameters(
      allowanceQuerySchema,
      readQuery(context.var.query, ['tokenAddress', 'userAddress']),
    )
    const venue = readVenue(tokenAddress, userAddress)
    const allowance = venue.isNative(tokenAddress.address)
      ? maxUint256
      : await venue.readAllowance({ token: tokenAddress.address, owner: userAddress.address })
    return context.json({ allowance: allowance.toString() })
  })

  app.get('/v1/convert/build-approve', async (context) => {
    const { userAddress, from, to } = parseParameters(
      approveQuerySchema,
      readQuery(context.var.query, ['userAddress', 'from', 'to']),
    )
    const venue = readPair({ from, to, user: userAddress })
    if (venue.isNative(from.address)) throw refuse('The native coin needs no approval')
    return context.json(
      toTransaction(await venue.buildApprove({ token: from.address, owner: userAddress.address })),
    )
  })

  app.post('/v1/convert/build-transaction', async (context) => {
    const body = parseParameters(buildBodySchema, await readJsonBody(context.req.raw))
    const { amount, from, to, userAddress } = body
    const venue = readPair({ from, to, user: userAddress })
    const transaction = await venue.buildSwap({
      from: from.address,
      to: to.address,
      amount,
      slippageBasisPoints: body.eip155.slippage,
      owner: userAddress.address,
    })
    return context.json(toTransaction(transaction))
  })
}
