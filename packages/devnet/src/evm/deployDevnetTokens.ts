import { createRequire } from 'node:module'
import {
  type Abi,
  createPublicClient,
  createTestClient,
  createWalletClient,
  defineChain,
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
 * Gas limits above what OpenZeppelin's presets use (about 2.5 M for a deployment, 0.15 M for a
 * mint), given so no transaction is estimated against a chain that has not mined the one before.
 */
const DEPLOY_GAS = 6_000_000n
const MINT_GAS = 300_000n

/**
 * Deploys `DEVNET_EVM_TOKENS` on the anvil chain at `rpcUrl` and mints each to
 * `DEVNET_EVM_TOKEN_HOLDERS`, then deploys `DEVNET_SPAM_NFT` and mints one to its recipient, from a
 * deployer of its own (so the dev accounts keep their genesis balances and nonces). The
 * transactions go out back to back with consecutive nonces (anvil mines each on arrival, in nonce
 * order) and their receipts are awaited together; throws when one reverts.
 */
export async function deployDevnetTokens(parameters: { rpcUrl: string }): Promise<void> {
  const transport = http(parameters.rpcUrl)
  const publicClient = createPublicClient({ transport })
  const [id, fees] = await Promise.all([
    publicClient.getChainId(),
    publicClient.estimateFeesPerGas(),
    createTestClient({ mode: 'anvil', transport }).setBalance({
      address: DEVNET_TOKEN_DEPLOYER,
      value: DEPLOYER_GAS_FUNDS,
    }),
  ])
  // Chain, fees, nonces and gas known up front: each transaction is then one eth_sendRawTransaction.
  const chain = defineChain({
    id,
    name: 'anvil',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [parameters.rpcUrl] } },
  })
  const wallet = createWalletClient({
    account: privateKeyToAccount(DEVNET_TOKEN_DEPLOYER_KEY),
    chain,
    transport,
  })
  let nonce = 0
  const hashes: Hex[] = []
  const send = async (request: (options: { nonce: number } & typeof fees) => Promise<Hex>) => {
    hashes.push(await request({ nonce: nonce++, ...fees }))
  }
  for (const token of DEVNET_EVM_TOKENS) {
    await send((options) =>
      wallet.deployContract({
        abi: ERC20_ARTIFACT.abi,
        bytecode: ERC20_ARTIFACT.bytecode,
        args: [token.name, token.symbol],
        gas: DEPLOY_GAS,
        ...options,
      }),
    )
  }
  for (const token of DEVNET_EVM_TOKENS) {
    for (const holder of DEVNET_EVM_TOKEN_HOLDERS) {
      await send((options) =>
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
  await send((options) =>
    wallet.deployContract({
      abi: ERC721_ARTIFACT.abi,
      bytecode: ERC721_ARTIFACT.bytecode,
      args: [DEVNET_SPAM_NFT.name, DEVNET_SPAM_NFT.symbol, ''],
      gas: DEPLOY_GAS,
      ...options,
    }),
  )
  await send((options) =>
    wallet.writeContract({
      address: DEVNET_SPAM_NFT.address,
      abi: ERC721_ARTIFACT.abi,
      functionName: 'mint',
      args: [DEVNET_SPAM_NFT.recipient],
      gas: MINT_GAS,
      ...options,
    }),
  )
  await Promise.all(
    hashes.map(async (hash) => {
      const receipt = await publicClient.waitForTransactionReceipt({ hash, pollingInterval: 20 })
      if (receipt.status !== 'success') throw new Error(`Devnet token transaction ${hash} reverted`)
    }),
  )
}
