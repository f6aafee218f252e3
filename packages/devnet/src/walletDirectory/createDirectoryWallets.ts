import { BITCOIN_REGTEST_NETWORK_ID } from '../bitcoin/getBitcoinDevnetNetwork.js'
import { DevnetInvalidParameterError } from '../errors.js'
import { DEFAULT_EVM_CHAINS } from '../evm/defaultEvmChains.js'
import { CHOPSTICKS_NETWORK_ID } from '../polkadot/getPolkadotChainFacts.js'
import { SOLANA_DEVNET_NETWORK_ID } from '../solana/solanaGenesisHash.js'
import { CURATED_DIRECTORY_WALLETS, type CuratedDirectoryWallet } from './curatedDirectoryWallets.js'
import { generateDirectoryWallet } from './generateDirectoryWallet.js'
import { getDirectoryImageId, getDirectoryWalletId } from './getDirectoryDigest.js'

/**
 * A wallet as `GET /getWallets` returns it (the fields of SPEC §3 Wallet that the directory
 * fills), with its `id` and the `image_id` served by `GET /getWalletImage/{image_id}`.
 */
export type DirectoryWallet = Omit<CuratedDirectoryWallet, 'id'> & {
  readonly id: string
  readonly image_id: string
}

/** Wallets in the directory by default: more than a page of 40, as few as keep start-up instant. */
export const DEFAULT_DIRECTORY_WALLET_COUNT = 600

/** The most wallets the directory holds (the benchmarks use 5,000); each costs about 1 KB. */
export const MAX_DIRECTORY_WALLET_COUNT = 20_000

export type CreateDirectoryWalletsParameters = {
  /**
   * How many wallets in all: the curated ones first (by rank), then generated ones. Defaults to
   * `DEFAULT_DIRECTORY_WALLET_COUNT`.
   */
  count?: number | undefined
  /** The devnet's EVM chain ids, listed by every EVM wallet; defaults to `DEFAULT_EVM_CHAINS`. */
  evmChainIds?: readonly number[] | undefined
}

export type CreateDirectoryWalletsErrorType = DevnetInvalidParameterError

// The collator orders generated names as people read them ('Amber Box 2' before 'Amber Box 10').
const nameCollator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' })

function compareByName(left: DirectoryWallet, right: DirectoryWallet): number {
  return nameCollator.compare(left.name, right.name) || (left.id < right.id ? -1 : 1)
}

/**
 * The devnet's own networks by namespace. A wallet of a namespace also lists them, as a real
 * directory lists the public testnets: without them, a dApp on the devnet asking for wallets of
 * its chains (`chains=solana:GTZFNz…`) would find none.
 */
function getDevnetChains(evmChainIds: readonly number[]): Readonly<Record<string, readonly string[]>> {
  return {
    eip155: evmChainIds.map((chainId) => `eip155:${chainId}`),
    solana: [SOLANA_DEVNET_NETWORK_ID],
    bip122: [BITCOIN_REGTEST_NETWORK_ID],
    polkadot: [CHOPSTICKS_NETWORK_ID],
  }
}

function toDirectoryWallet(
  wallet: CuratedDirectoryWallet,
  devnetChains: Readonly<Record<string, readonly string[]>>,
): DirectoryWallet {
  const id = wallet.id ?? getDirectoryWalletId(wallet.rdns ?? wallet.name)
  const namespaces = new Set(wallet.chains.map((chain) => chain.split(':')[0] ?? ''))
  const chains = new Set([
    ...wallet.chains,
    ...[...namespaces].flatMap((namespace) => devnetChains[namespace] ?? []),
  ])
  return { ...wallet, id, image_id: getDirectoryImageId(id), chains: [...chains] }
}

function assertWalletCount(count: number): void {
  if (Number.isInteger(count) && count >= 0 && count <= MAX_DIRECTORY_WALLET_COUNT) return
  throw new DevnetInvalidParameterError({
    parameter: 'wallets',
    reason: `${count} is not a wallet count (an integer from 0 to ${MAX_DIRECTORY_WALLET_COUNT})`,
  })
}

/**
 * The directory's wallets in ranking order, the same for the same parameters on every run: the
 * curated wallets in their order (featured and popular first), then generated ones by name.
 *
 * @throws DevnetInvalidParameterError when `count` is not an integer from 0 to `MAX_DIRECTORY_WALLET_COUNT`.
 */
export function createDirectoryWallets(
  parameters: CreateDirectoryWalletsParameters = {},
): readonly DirectoryWallet[] {
  const { count = DEFAULT_DIRECTORY_WALLET_COUNT } = parameters
  assertWalletCount(count)
  const devnetChains = getDevnetChains(
    parameters.evmChainIds ?? DEFAULT_EVM_CHAINS.map(({ chainId }) => chainId),
  )
  const curated = CURATED_DIRECTORY_WALLETS.slice(0, count).map((wallet) =>
    toDirectoryWallet(wallet, devnetChains),
  )
  const generated = Array.from({ length: Math.max(0, count - curated.length) }, (_value, index) =>
    toDirectoryWallet(generateDirectoryWallet(index), devnetChains),
  )
  return [...curated, ...generated.sort(compareByName)]
}
