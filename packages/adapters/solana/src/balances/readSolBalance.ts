import { type CaipNetwork, formatUnits } from '@atrium/common'
import type { AdapterBalance } from '@atrium/core'
import { type Connection, PublicKey } from '@solana/web3.js'

/**
 * [ACCT-013] The SOL balance of `address` on `network`: lamports from the node, formatted in whole
 * units with the network's decimals (9) and symbol. Throws what web3.js threw; the caller wraps it.
 */
export async function readSolBalance(parameters: {
  readonly connection: Connection
  readonly network: CaipNetwork<'solana'>
  readonly address: string
}): Promise<AdapterBalance> {
  const lamports = await parameters.connection.getBalance(new PublicKey(parameters.address))
  const { decimals, symbol } = parameters.network.nativeCurrency
  return { balance: formatUnits(BigInt(lamports), decimals), symbol }
}
