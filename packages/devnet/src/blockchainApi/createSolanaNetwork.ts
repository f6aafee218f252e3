import { PublicKey } from '@solana/web3.js'
import { SOLANA_DEV_MINT } from '../solana/solanaDevMint.js'
import { callJsonRpc } from './callJsonRpc.js'
import { readSolanaHistory } from './readSolanaHistory.js'
import { type ServedNetwork, withoutZeroBalances } from './servedNetwork.js'

/** How the real API names SOL in price requests. */
export const SOLANA_NATIVE_PRICE_ADDRESS = 'So11111111111111111111111111111111111111111'

/** Longest base58 text of a 32-byte key. */
const MAX_SOLANA_ADDRESS_LENGTH = 44

type TokenAccounts = {
  value: { account: { data: { parsed: { info: { tokenAmount: { amount: string } } } } } }[]
}

function isSolanaAddress(address: string): boolean {
  if (address.length > MAX_SOLANA_ADDRESS_LENGTH) return false
  try {
    return new PublicKey(address).toBase58() === address
  } catch {
    return false
  }
}

/**
 * The local Solana chain as the Blockchain API serves it: SOL (`getBalance`) and the devnet SPL
 * mint (`getTokenAccountsByOwner`, summed over the owner's token accounts), and the history of
 * their transfers (`readSolanaHistory`).
 */
export function createSolanaNetwork(chain: { rpcUrl: string; networkId: string }): ServedNetwork {
  const native = { name: 'Solana', symbol: 'SOL', decimals: 9 }
  const mint = {
    name: SOLANA_DEV_MINT.name,
    symbol: SOLANA_DEV_MINT.symbol,
    decimals: SOLANA_DEV_MINT.decimals,
    address: SOLANA_DEV_MINT.address,
  }
  const commitment = { commitment: 'confirmed' }
  return {
    id: chain.networkId,
    native,
    tokens: [mint],
    nativePriceAddress: SOLANA_NATIVE_PRICE_ADDRESS,
    isAddress: isSolanaAddress,
    async readBalances(address) {
      const [lamports, accounts] = await Promise.all([
        callJsonRpc(chain.rpcUrl, 'getBalance', [address, commitment]),
        callJsonRpc(chain.rpcUrl, 'getTokenAccountsByOwner', [
          address,
          { mint: mint.address },
          { ...commitment, encoding: 'jsonParsed' },
        ]),
      ])
      const tokenAmount = (accounts as TokenAccounts).value.reduce(
        (sum, { account }) => sum + BigInt(account.data.parsed.info.tokenAmount.amount),
        0n,
      )
      return withoutZeroBalances([
        { asset: native, amount: BigInt((lamports as { value: number }).value) },
        { asset: mint, amount: tokenAmount },
      ])
    },
    readHistory: (account, cursor) =>
      readSolanaHistory({ rpcUrl: chain.rpcUrl, account, cursor, native, mint }),
  }
}
