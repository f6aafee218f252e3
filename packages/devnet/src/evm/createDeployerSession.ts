import {
  type Abi,
  type Chain,
  createPublicClient,
  createTestClient,
  createWalletClient,
  defineChain,
  type Hex,
  type HttpTransport,
  http,
  type PublicClient,
  type WalletClient,
} from 'viem'
import { type PrivateKeyAccount, privateKeyToAccount, privateKeyToAddress } from 'viem/accounts'

/** The fee fields and nonce every transaction of a deployer session carries. */
export type DeployerTransactionOptions = {
  nonce: number
  maxFeePerGas: bigint
  maxPriorityFeePerGas: bigint
}

/** One account sending a burst of transactions to an anvil chain, each signed up front with the next nonce. */
export type DeployerSession = {
  readonly wallet: DeployerWallet
  readonly publicClient: PublicClient
  /** The nonce the next transaction gets, which fixes the address of a contract it deploys. */
  readonly nextNonce: number
  /**
   * Sends one transaction with the session's next nonce and fees, after the ones sent before it
   * (in nonce order) but without waiting for their receipts.
   */
  send(request: (options: DeployerTransactionOptions) => Promise<Hex>): void
  /** Sends the deployment of `artifact`'s contract with constructor `args` and a gas limit above its cost. */
  deploy(artifact: { abi: Abi; bytecode: Hex }, args: readonly unknown[], gas: bigint): void
  /** Waits for every transaction sent; throws when one reverted. */
  settle(): Promise<void>
}

/** A wallet client of the deployer's key on one anvil chain. */
type DeployerWallet = WalletClient<HttpTransport, Chain, PrivateKeyAccount>

function createDeployerWallet(parameters: {
  rpcUrl: string
  chainId: number
  privateKey: Hex
}): DeployerWallet {
  const { rpcUrl, chainId, privateKey } = parameters
  const chain = defineChain({
    id: chainId,
    name: 'anvil',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  })
  return createWalletClient({ account: privateKeyToAccount(privateKey), chain, transport: http(rpcUrl) })
}

/**
 * Funds `privateKey`'s account with `funds` wei on the anvil chain at `rpcUrl` (`anvil_setBalance`)
 * and opens a session for it from nonce 0. Chain, fees, nonces and gas are known up front (every
 * request gives its gas), so each transaction is one `eth_sendRawTransaction`; anvil mines each on
 * arrival, in nonce order.
 */
export async function createDeployerSession(parameters: {
  rpcUrl: string
  privateKey: Hex
  funds: bigint
}): Promise<DeployerSession> {
  const { rpcUrl, privateKey, funds } = parameters
  const transport = http(rpcUrl)
  const publicClient = createPublicClient({ transport })
  const [id, { maxFeePerGas, maxPriorityFeePerGas }] = await Promise.all([
    publicClient.getChainId(),
    publicClient.estimateFeesPerGas(),
    createTestClient({ mode: 'anvil', transport }).setBalance({
      address: privateKeyToAddress(privateKey),
      value: funds,
    }),
  ])
  const wallet = createDeployerWallet({ rpcUrl, chainId: id, privateKey })
  let nonce = 0
  const sent: Promise<Hex>[] = []
  // Each transaction goes out once the node has taken the one before: arriving out of nonce order
  // (requests overtaking each other on a loaded machine), a transaction can stay in anvil's pool
  // unmined in auto-mining mode (foundry-rs/foundry#10122), and the start hangs on its receipt.
  let previous: Promise<unknown> = Promise.resolve()
  const send: DeployerSession['send'] = (request) => {
    const options = { nonce: nonce++, maxFeePerGas, maxPriorityFeePerGas }
    const hash = previous.then(() => request(options))
    previous = hash.catch(() => undefined)
    sent.push(hash)
  }
  return {
    wallet,
    publicClient,
    get nextNonce() {
      return nonce
    },
    send,
    deploy({ abi, bytecode }, args, gas) {
      return send((options) => wallet.deployContract({ abi, bytecode, args, gas, ...options }))
    },
    async settle() {
      const hashes = await Promise.all(sent)
      await Promise.all(
        hashes.map(async (hash) => {
          // viem's default wait follows the chain's block time (a few seconds for chain 8453's
          // definition); anvil mines at once, but a loaded CI machine can take longer to answer.
          const receipt = await publicClient.waitForTransactionReceipt({
            hash,
            pollingInterval: 20,
            timeout: 120_000,
          })
          if (receipt.status !== 'success') throw new Error(`Devnet deployer transaction ${hash} reverted`)
        }),
      )
    },
  }
}
