import type { BitcoinWalletConnector, BitcoinWalletId } from './BitcoinWalletConnector.js'
import { createLeatherConnector } from './createLeatherConnector.js'
import { createPhantomConnector } from './createPhantomConnector.js'
import { createUnisatConnector, UNISAT_LIKE_WALLETS } from './createUnisatConnector.js'
import { createXverseConnector } from './createXverseConnector.js'

/** Every wallet the adapter knows, in the order it lists them. */
export const BITCOIN_WALLET_IDS = [
  'xverse',
  'unisat',
  'okx',
  'leather',
  'phantom',
] as const satisfies readonly BitcoinWalletId[]

/** The connectors of `ids`, in the order of `BITCOIN_WALLET_IDS`. */
export function createBitcoinWalletConnectors(
  ids: readonly BitcoinWalletId[] = BITCOIN_WALLET_IDS,
): BitcoinWalletConnector[] {
  const create: Record<BitcoinWalletId, () => BitcoinWalletConnector> = {
    xverse: createXverseConnector,
    unisat: () => createUnisatConnector(UNISAT_LIKE_WALLETS.unisat),
    okx: () => createUnisatConnector(UNISAT_LIKE_WALLETS.okx),
    leather: createLeatherConnector,
    phantom: createPhantomConnector,
  }
  return BITCOIN_WALLET_IDS.filter((id) => ids.includes(id)).map((id) => create[id]())
}
