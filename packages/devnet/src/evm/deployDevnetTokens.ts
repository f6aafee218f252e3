import { createRequire } from 'node:module'
import type { Abi, Hex } from 'viem'
import type { DeployerSession } from './createDeployerSession.js'
import { DEVNET_EVM_TOKEN_HOLDERS, DEVNET_EVM_TOKENS, DEVNET_SPAM_NFT } from './devnetEvmTokens.js'

/** OpenZeppelin's compiled `ERC20PresetMinterPauser`: `constructor(name, symbol)`, `mint(to, amount)` by the deployer. */
export const ERC20_ARTIFACT = createRequire(import.meta.url)(
  '@openzeppelin/contracts/build/contracts/ERC20PresetMinterPauser.json',
) as { abi: Abi; bytecode: Hex }

/** OpenZeppelin's compiled `ERC721PresetMinterPauserAutoId`: `constructor(name, symbol, baseTokenURI)`, `mint(to)` by the deployer. */
const ERC721_ARTIFACT = createRequire(import.meta.url)(
  '@openzeppelin/contracts/build/contracts/ERC721PresetMinterPauserAutoId.json',
) as { abi: Abi; bytecode: Hex }

/**
 * Gas limits above what OpenZeppelin's presets use (about 2.5 M for a deployment, 0.15 M for a
 * mint), given so no transaction is estimated against a chain that has not mined the one before.
 */
const DEPLOY_GAS = 6_000_000n
export const MINT_GAS = 300_000n

/**
 * Sends the deployments of `DEVNET_EVM_TOKENS` and their mints to `DEVNET_EVM_TOKEN_HOLDERS`, then
 * the deployment of `DEVNET_SPAM_NFT` and its mint to its recipient, from the token deployer's
 * session (opened at nonce 0, so the addresses are the constants').
 */
export function deployDevnetTokens(session: DeployerSession): void {
  const { wallet, send } = session
  for (const token of DEVNET_EVM_TOKENS) {
    session.deploy(ERC20_ARTIFACT, [token.name, token.symbol], DEPLOY_GAS)
  }
  for (const token of DEVNET_EVM_TOKENS) {
    for (const holder of DEVNET_EVM_TOKEN_HOLDERS) {
      send((options) =>
        wallet.writeContract({
          address: token.address,
          abi: ERC20_ARTIFACT.abi,
          functionName: 'mint',
          args: [holder, token.balancePerHolder],
          gas: MINT_GAS,
          ...options,
        }),
      )
    }
  }
  session.deploy(ERC721_ARTIFACT, [DEVNET_SPAM_NFT.name, DEVNET_SPAM_NFT.symbol, ''], DEPLOY_GAS)
  send((options) =>
    wallet.writeContract({
      address: DEVNET_SPAM_NFT.address,
      abi: ERC721_ARTIFACT.abi,
      functionName: 'mint',
      args: [DEVNET_SPAM_NFT.recipient],
      gas: MINT_GAS,
      ...options,
    }),
  )
}
