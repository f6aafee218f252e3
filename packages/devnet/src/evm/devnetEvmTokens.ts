import { getContractAddress, keccak256, stringToHex } from 'viem'
import { privateKeyToAddress } from 'viem/accounts'
import { DEV_ACCOUNTS } from '../accounts/devAccounts.js'

/** An ERC20 token the devnet deploys on every local EVM chain at start. */
export type DevnetEvmToken = {
  /** The same on every local EVM chain: the deployer's contract address at `deployNonce`. */
  readonly address: `0x${string}`
  readonly name: string
  readonly symbol: string
  /** OpenZeppelin's ERC20 presets have 18 decimals. */
  readonly decimals: 18
  /** The deployer's nonce when it deploys this token, which fixes its address. */
  readonly deployNonce: number
  /** Base units minted to each of `DEVNET_EVM_TOKEN_HOLDERS`. */
  readonly balancePerHolder: bigint
}

/**
 * Key of the account that deploys and mints the devnet tokens: keccak256("atrium devnet token
 * deployer"). A key of its own, so the dev accounts' balances and nonces stay as at genesis.
 */
export const DEVNET_TOKEN_DEPLOYER_KEY = keccak256(stringToHex('atrium devnet token deployer'))

/** Address of the token deployer, funded by the devnet before it deploys. */
export const DEVNET_TOKEN_DEPLOYER = privateKeyToAddress(DEVNET_TOKEN_DEPLOYER_KEY)

/** How many of the first dev accounts hold every devnet token at start; the others hold none. */
const DEVNET_EVM_TOKEN_HOLDER_COUNT = 3

/** The dev accounts holding every devnet token at start. */
export const DEVNET_EVM_TOKEN_HOLDERS: readonly `0x${string}`[] = DEV_ACCOUNTS.slice(
  0,
  DEVNET_EVM_TOKEN_HOLDER_COUNT,
).map(({ address }) => address)

const ONE_TOKEN = 10n ** 18n

function defineToken(token: Omit<DevnetEvmToken, 'address' | 'decimals'>): DevnetEvmToken {
  const address = getContractAddress({ from: DEVNET_TOKEN_DEPLOYER, nonce: BigInt(token.deployNonce) })
  return Object.freeze({ ...token, address, decimals: 18 })
}

/**
 * The ERC20 tokens of every local EVM chain (OpenZeppelin's `ERC20PresetMinterPauser`), deployed
 * and minted at start: a dollar-like token and a second one with another price, so balances,
 * values and token sends can be shown and tested. Their prices are in `DEVNET_PRICES`.
 */
export const DEVNET_EVM_TOKENS: readonly DevnetEvmToken[] = Object.freeze([
  defineToken({ name: 'Devnet Dollar', symbol: 'DUSD', deployNonce: 0, balancePerHolder: 1000n * ONE_TOKEN }),
  defineToken({ name: 'Atrium Token', symbol: 'ATR', deployNonce: 1, balancePerHolder: 250n * ONE_TOKEN }),
])

/** An ERC721 collection the devnet deploys on every local EVM chain at start. */
export type DevnetEvmNft = {
  /** The same on every local EVM chain: the deployer's contract address at `deployNonce`. */
  readonly address: `0x${string}`
  readonly name: string
  readonly symbol: string
  /** After the tokens' deployments and mints. */
  readonly deployNonce: number
  /** The dev account it mints one token to, unasked, as airdropped spam arrives. */
  readonly recipient: `0x${string}`
  /** How the devnet Blockchain API flags its transfers. */
  readonly isSpam: boolean
}

const NFT_DEPLOY_NONCE = DEVNET_EVM_TOKENS.length * (1 + DEVNET_EVM_TOKEN_HOLDER_COUNT)

/**
 * A spam NFT (OpenZeppelin's `ERC721PresetMinterPauserAutoId`): one token, id 0, is minted to the
 * first dev account at start, so histories hold an NFT transfer flagged as spam.
 */
export const DEVNET_SPAM_NFT: DevnetEvmNft = Object.freeze({
  address: getContractAddress({ from: DEVNET_TOKEN_DEPLOYER, nonce: BigInt(NFT_DEPLOY_NONCE) }),
  name: 'Free Mint Voucher',
  symbol: 'FMV',
  deployNonce: NFT_DEPLOY_NONCE,
  recipient: DEV_ACCOUNTS[0].address,
  isSpam: true,
})
