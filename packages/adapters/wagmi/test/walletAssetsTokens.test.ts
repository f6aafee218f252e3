// @vitest-environment happy-dom
import type { CaipAddress } from '@atrium/common'
import {
  createAccountStore,
  createAdapterRegistry,
  createBlockchainApiClient,
  fetchTokenBalances,
} from '@atrium/core'
import { DEV_ACCOUNTS, DEVNET_EVM_TOKENS } from '@atrium/devnet'
import { DEVNET_TEST_WALLET_ASSETS, type TestWalletCapabilities } from '@atrium/testing'
import { createPublicClient, erc20Abi, formatUnits, http } from 'viem'
import { afterEach, describe, expect, it } from 'vitest'
import { connectDevnetTestWallet } from './connectDevnetTestWallet.test-helper.js'
import { getDevnetBlockchainApiUrl, getDevnetUrl } from './devnetNetworks.test-helper.js'

// A token holder nobody sends from in this package's tests: the balances stay as the chain set them.
const HOLDER = DEV_ACCOUNTS[1]
const caipAddress: CaipAddress = `eip155:1:${HOLDER.address}`

const cleanups: (() => void)[] = []
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup()
})

/**
 * The Tokens tab's load as `appKit.fetchTokenBalances` wires it: core's `fetchTokenBalances` with
 * the devnet Blockchain API and the wagmi adapter's `getWalletAssets` for the connected test wallet.
 */
async function loadTokens(assets: NonNullable<TestWalletCapabilities['assets']>) {
  const { wallet, adapter, cleanup } = await connectDevnetTestWallet({
    privateKey: HOLDER.privateKey,
    capabilities: { assets },
  })
  cleanups.push(cleanup)
  const { getWalletAssets } = createAdapterRegistry([adapter]).adapters.get('eip155') ?? {}
  const account = createAccountStore({
    chains: { eip155: { caipAddress, address: HOLDER.address, status: 'connected' } },
  })
  const client = createBlockchainApiClient({ projectId: 'devnet', baseUrl: getDevnetBlockchainApiUrl() })
  const result = await fetchTokenBalances(
    { account },
    {
      caipAddress,
      client,
      showSnackbar: () => {},
      loadWalletAssets: getWalletAssets === undefined ? undefined : () => getWalletAssets({ caipAddress }),
    },
  )
  return { result, tokens: account.getState().chains.eip155.tokenBalance, wallet }
}

/** What the chain holds: ether and each devnet token, in whole units. */
async function readChain() {
  const chain = createPublicClient({ transport: http(getDevnetUrl(1)) })
  const [ether, ...tokens] = await Promise.all([
    chain.getBalance({ address: HOLDER.address }),
    ...DEVNET_EVM_TOKENS.map((token) =>
      chain.readContract({
        address: token.address,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [HOLDER.address],
      }),
    ),
  ])
  return {
    ETH: formatUnits(ether, 18),
    ...Object.fromEntries(
      DEVNET_EVM_TOKENS.map((token, index) => [token.symbol, formatUnits(tokens[index] ?? 0n, 18)]),
    ),
  }
}

const quantities = (tokens: readonly { symbol: string; quantity: { numeric: string } }[]) =>
  Object.fromEntries(tokens.map((token) => [token.symbol, token.quantity.numeric]))

describe('Tokens from the wallet (ERC-7811) or the Blockchain API, on devnet', () => {
  it('[VAL-014] a valid wallet_getAssets answer is what Tokens shows: the chain’s balances, the wallet’s icons', async () => {
    const { result, tokens, wallet } = await loadTokens(DEVNET_TEST_WALLET_ASSETS)
    expect(result).toEqual({ status: 'loaded' })
    expect(wallet.requests.map((request) => request.method)).toContain('wallet_getAssets')
    expect(quantities(tokens)).toEqual(await readChain())
    for (const token of tokens) expect(token.iconUrl).toBe(DEVNET_TEST_WALLET_ASSETS.native.iconUrl)
  })

  it('[VAL-014] a malformed answer (decimals as a string) is refused: the Blockchain API fills Tokens', async () => {
    const malformed = {
      ...DEVNET_TEST_WALLET_ASSETS,
      // A wallet that reports decimals as text, against SPEC §5's number.
      native: { ...DEVNET_TEST_WALLET_ASSETS.native, decimals: '18' as unknown as number },
    }
    const { result, tokens, wallet } = await loadTokens(malformed)
    expect(result).toEqual({ status: 'loaded' })
    expect(wallet.requests.map((request) => request.method)).toContain('wallet_getAssets')
    expect(quantities(tokens)).toEqual(await readChain())
    for (const token of tokens)
      expect(token.iconUrl).toMatch(new RegExp(`^${getDevnetBlockchainApiUrl()}/devnet/images/`))
  })
})
