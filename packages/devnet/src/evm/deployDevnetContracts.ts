import { parseEther } from 'viem'
import { createDeployerSession } from './createDeployerSession.js'
import { deployDevnetTokens } from './deployDevnetTokens.js'
import { DEVNET_UNISWAP_POOL_FUNDS, deployDevnetUniswap } from './deployDevnetUniswap.js'
import { DEVNET_TOKEN_DEPLOYER_KEY } from './devnetEvmTokens.js'

/** Ether given to the deployer for gas on top of the pools' ether: far more than the transactions cost. */
const DEPLOYER_GAS_FUNDS = parseEther('10')

/**
 * Deploys the devnet's contracts on the anvil chain at `rpcUrl`: `DEVNET_EVM_TOKENS` minted to
 * `DEVNET_EVM_TOKEN_HOLDERS`, `DEVNET_SPAM_NFT`, then `DEVNET_UNISWAP` and its
 * `DEVNET_UNISWAP_POOLS`, all from the token deployer (so the dev accounts keep their genesis
 * balances and nonces). The transactions go out back to back and their receipts are awaited
 * together; throws when one reverts.
 */
export async function deployDevnetContracts(parameters: { rpcUrl: string }): Promise<void> {
  const session = await createDeployerSession({
    rpcUrl: parameters.rpcUrl,
    privateKey: DEVNET_TOKEN_DEPLOYER_KEY,
    funds: DEPLOYER_GAS_FUNDS + DEVNET_UNISWAP_POOL_FUNDS,
  })
  deployDevnetTokens(session)
  deployDevnetUniswap(session)
  await session.settle()
}
