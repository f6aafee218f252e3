import { type CaipAddress, formatUnits, parseCaipAddress } from '@atrium/common'
import type { AdapterTransactionParameters, ChainAdapter } from '@atrium/core'
import type { BlockchainApiFault } from '@atrium/devnet'
import { createTestWallet, postDevnetFault, type TestWallet } from '@atrium/testing'
import { createMemoryAdapter } from '@atrium/testing/unit'
import { inject } from 'vitest'
import { ANNOUNCED_WALLET } from './createSubject.test-helper.js'
import { createTestAppKit } from './createTestAppKit.test-helper.js'

declare module 'vitest' {
  export interface ProvidedContext {
    /** A devnet chain (id 1, the devnet's tokens and Uniswap V2) and the Blockchain API serving it. */
    swapDevnet: { rpcUrl: string; blockchainApiUrl: string; blockchainApiFaultUrl: string }
  }
}

const toHex = (value: bigint) => `0x${value.toString(16)}`
/** How often a sent transaction's receipt is asked for: anvil mines at once. */
const RECEIPT_POLL_MS = 20

/** Sends through the test wallet (signed with its key, sent raw to the chain) and waits for the receipt. */
async function sendThroughWallet(wallet: TestWallet, transaction: AdapterTransactionParameters<'eip155'>) {
  const hash = (await wallet.request({
    method: 'eth_sendTransaction',
    params: [
      {
        from: parseCaipAddress(transaction.from).address,
        to: transaction.to,
        ...(transaction.data === undefined ? {} : { data: transaction.data }),
        ...(transaction.value === undefined ? {} : { value: toHex(transaction.value) }),
        ...(transaction.gas === undefined ? {} : { gas: toHex(transaction.gas) }),
        ...(transaction.gasPrice === undefined ? {} : { gasPrice: toHex(transaction.gasPrice) }),
      },
    ],
  })) as string
  for (;;) {
    const receipt = (await wallet.request({ method: 'eth_getTransactionReceipt', params: [hash] })) as {
      status: string
    } | null
    if (receipt !== null) {
      if (receipt.status !== '0x1') throw new Error(`transaction ${hash} reverted`)
      return hash
    }
    await new Promise((resolve) => setTimeout(resolve, RECEIPT_POLL_MS))
  }
}

/**
 * A test modal instance on the swap devnet: the announced test wallet's session kept by the memory
 * adapter, its balance read and its transactions signed by the EVM test wallet of `privateKey` on
 * the devnet chain, and the Blockchain API serving that chain (Tokens and the swap endpoints).
 */
export function createSwapSubject(parameters: { readonly privateKey: `0x${string}` }) {
  const { rpcUrl, blockchainApiUrl } = inject('swapDevnet')
  const wallet = createTestWallet({
    privateKey: parameters.privateKey,
    chains: [{ chainId: 1, rpcUrl }],
    connected: true,
  })
  const memory = createMemoryAdapter({
    wallets: [ANNOUNCED_WALLET],
    addresses: [wallet.address],
    networkId: 'eip155:1',
  })
  const adapter: ChainAdapter<'eip155'> = {
    ...memory.adapter,
    getBalance: async ({ caipAddress }: { readonly caipAddress: CaipAddress<'eip155'> }) => {
      const balance = (await wallet.request({
        method: 'eth_getBalance',
        params: [parseCaipAddress(caipAddress).address, 'latest'],
      })) as string
      return { balance: formatUnits(BigInt(balance), 18), symbol: 'ETH' }
    },
    sendTransaction: (transaction) => sendThroughWallet(wallet, transaction),
  }
  const subject = createTestAppKit({ adapters: [adapter], blockchainApi: { url: blockchainApiUrl } })
  return { wallet, ...subject }
}

/** Plays `fault` on the swap devnet's Blockchain API until cleared with `undefined`. */
export function setSwapApiFault(fault: BlockchainApiFault | undefined): Promise<void> {
  return postDevnetFault(inject('swapDevnet').blockchainApiFaultUrl, fault ?? null)
}
