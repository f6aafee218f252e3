import { createRequire } from 'node:module'
import {
  type Abi,
  createPublicClient,
  createTestClient,
  createWalletClient,
  type Hex,
  http,
  parseEther,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import {
  DEVNET_EVM_TOKEN_HOLDERS,
  DEVNET_EVM_TOKENS,
  DEVNET_SPAM_NFT,
  DEVNET_TOKEN_DEPLOYER,
  DEVNET_TOKEN_DEPLOYER_KEY,
} from './devnetEvmTokens.js'

/** OpenZeppelin's compiled `ERC20PresetMinterPauser`: `constructor(name, symbol)`, `mint(to, amount)` by the deployer. */
const ERC20_ARTIFACT = createRequire(import.meta.url)(
  '@openzeppelin/contracts/build/contracts/ERC20PresetMinterPauser.json',
) as { abi: Abi; bytecode: Hex }

/** OpenZeppelin's compiled `ERC721PresetMinterPauserAutoId`: `constructor(name, symbol, baseTokenURI)`, `mint(to)` by the deployer. */
const ERC721_ARTIFACT = createRequire(import.meta.url)(
  '@openzeppelin/contracts/build/contracts/ERC721PresetMinterPauserAutoId.json',
) as { abi: Abi; bytecode: Hex }

/** Ether given to the deployer for gas: far more than the deployments and mints cost. */
const DEPLOYER_GAS_FUNDS = parseEther('10')

/**
 * Deploys `DEVNET_EVM_TOKENS` on the anvil chain at `rpcUrl` and mints each to
 * `DEVNET_EVM_TOKEN_HOLDERS`, then deploys `DEVNET_SPAM_NFT` and mints one to its recipient, from a deployer of its own (so the dev accounts keep their genesis
 * balances and nonces). Each transaction is mined before the next is sent (anvil mines on
 * arrival); throws when one reverts.
 */
export async function deployDevnetTokens(parameters: { rpcUrl: string }): Promise<void> {
  const transport = http(parameters.rpcUrl)
  const publicClient = createPublicClient({ transport })
  const wallet = createWalletClient({ account: privateKeyToAccount(DEVNET_TOKEN_DEPLOYER_KEY), transport })
  await createTestClient({ mode: 'anvil', transport }).setBalance({
    address: DEVNET_TOKEN_DEPLOYER,
    value: DEPLOYER_GAS_FUNDS,
  })
  const confirm = async (hash: Hex) => {
    const receipt = await publicClient.waitForTransactionReceipt({ hash, pollingInterval: 20 })
    if (receipt.status !== 'success') throw new Error(`Devnet token transaction ${hash} reverted`)
  }
  for (const token of DEVNET_EVM_TOKENS) {
    await confirm(
      await wallet.deployContract({
        abi: ERC20_ARTIFACT.abi,
        bytecode: ERC20_ARTIFACT.bytecode,
        args: [token.name, token.symbol],
        nonce: token.deployNonce,
        chain: null,
      }),
    )
  }
  for (const token of DEVNET_EVM_TOKENS) {
    for (const holder of DEVNET_EVM_TOKEN_HOLDERS) {
      await confirm(
        await wallet.writeContract({
          address: token.address,
          abi: ERC20_ARTIFACT.abi,
          functionName: 'mint',
          args: [holder, token.balancePerHolder],
          chain: null,
        }),
      )
    }
  }
  await confirm(
    await wallet.deployContract({
      abi: ERC721_ARTIFACT.abi,
      bytecode: ERC721_ARTIFACT.bytecode,
      args: [DEVNET_SPAM_NFT.name, DEVNET_SPAM_NFT.symbol, ''],
      nonce: DEVNET_SPAM_NFT.deployNonce,
      chain: null,
    }),
  )
  await confirm(
    await wallet.writeContract({
      address: DEVNET_SPAM_NFT.address,
      abi: ERC721_ARTIFACT.abi,
      functionName: 'mint',
      args: [DEVNET_SPAM_NFT.recipient],
      chain: null,
    }),
  )
}
