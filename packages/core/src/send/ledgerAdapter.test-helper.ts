import { type CaipAddress, NodeError, parseNodeError, UserRejectedRequestError } from '@atrium/common'
import type {
  AdapterTransactionParameters,
  AdapterTransactionReceipt,
  ChainAdapter,
} from '../adapters/ChainAdapter.js'
import type { TokenBalance } from '../blockchainApi/tokenBalanceSchema.js'

export const FROM: CaipAddress = 'eip155:1:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
export const RECEIVER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
export const DUSD_ADDRESS = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
export const GAS_PRICE = 2_000_000_000n
export const TRANSFER_GAS = 21_000n

export const ETHER: TokenBalance = {
  name: 'Ether',
  symbol: 'ETH',
  chainId: 'eip155:1',
  price: 3000,
  value: 6000,
  quantity: { decimals: '18', numeric: '2' },
  iconUrl: '',
}
export const DUSD: TokenBalance = {
  name: 'Dev USD',
  symbol: 'DUSD',
  chainId: 'eip155:1',
  address: `eip155:1:${DUSD_ADDRESS}`,
  price: 1,
  quantity: { decimals: '6', numeric: '100' },
  iconUrl: '',
}

/**
 * An in-memory EVM ledger behind the ChainAdapter interface: addresses are checked as 0x and 40 hex
 * digits, gas is 21000 for a transfer and 50000 for a token call, and each send is recorded and
 * mined at once in a block of its own (`mine` adds an empty one). The wallet can be told to refuse
 * (4001) or the node to fail the next send, or to revert the next one it mines.
 */
export function createLedgerAdapter(options: { namespace?: 'eip155' | 'solana'; pricesGas?: boolean } = {}) {
  const sent: AdapterTransactionParameters[] = []
  const receipts = new Map<string, AdapterTransactionReceipt>()
  let blockNumber = 0n
  let next: 'refuse' | 'fail' | 'revert' | undefined
  const adapter: ChainAdapter = {
    namespace: options.namespace ?? 'eip155',
    listWallets: () => [],
    connect: () => Promise.reject(new UserRejectedRequestError()),
    disconnect: async () => {},
    subscribe: () => () => {},
    isAddress: async ({ address }) => /^0x[0-9a-fA-F]{40}$/.test(address),
    estimateGas: async (transaction) => (transaction.data === undefined ? TRANSFER_GAS : 50_000n),
    buildTokenTransfer: async ({ from, to, tokenAddress, amount }) => ({
      from,
      to: tokenAddress,
      value: 0n,
      data: `0xa9059cbb${to.slice(2).padStart(64, '0')}${amount.toString(16).padStart(64, '0')}`,
    }),
    sendTransaction: async (transaction) => {
      const outcome = next
      next = undefined
      if (outcome === 'refuse') throw new UserRejectedRequestError()
      if (outcome === 'fail')
        throw new NodeError(parseNodeError(new Error('nonce too low: next nonce 5, tx nonce 3')))
      sent.push(transaction)
      blockNumber += 1n
      const hash = `0x${sent.length.toString(16).padStart(64, '0')}`
      receipts.set(hash, { status: outcome === 'revert' ? 'reverted' : 'success', blockNumber })
      return hash
    },
    getBlockNumber: async () => blockNumber,
    waitForTransactionReceipt: async ({ hash }) => {
      const receipt = receipts.get(hash)
      if (receipt === undefined)
        throw new NodeError(parseNodeError(new Error(`transaction ${hash} not found`)))
      return receipt
    },
  }
  if (options.pricesGas !== false) adapter.getGasPrice = async () => GAS_PRICE
  return {
    adapter,
    sent,
    refuseNext: () => {
      next = 'refuse'
    },
    failNext: () => {
      next = 'fail'
    },
    revertNext: () => {
      next = 'revert'
    },
    mine: () => {
      blockNumber += 1n
    },
  }
}
