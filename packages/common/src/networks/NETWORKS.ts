import { arbitrum } from './definitions/arbitrum.js'
import { aurora } from './definitions/aurora.js'
import { avalanche } from './definitions/avalanche.js'
import { base } from './definitions/base.js'
import { bitcoin } from './definitions/bitcoin.js'
import { bitcoinTestnet } from './definitions/bitcoinTestnet.js'
import { bsc } from './definitions/bsc.js'
import { celo } from './definitions/celo.js'
import { gnosis } from './definitions/gnosis.js'
import { mainnet } from './definitions/mainnet.js'
import { optimism } from './definitions/optimism.js'
import { polkadot } from './definitions/polkadot.js'
import { polygon } from './definitions/polygon.js'
import { solana } from './definitions/solana.js'
import { solanaDevnet } from './definitions/solanaDevnet.js'
import { solanaTestnet } from './definitions/solanaTestnet.js'
import { zksync } from './definitions/zksync.js'
import { zora } from './definitions/zora.js'

/**
 * [NET-014][NET-015] The built-in network catalogue of spec §9. Importing this list pulls in every
 * network; import the named networks instead to keep bundles small.
 */
export const NETWORKS = [
  mainnet,
  optimism,
  base,
  polygon,
  arbitrum,
  avalanche,
  celo,
  aurora,
  bsc,
  zksync,
  gnosis,
  zora,
  solana,
  solanaTestnet,
  solanaDevnet,
  bitcoin,
  bitcoinTestnet,
  polkadot,
] as const

/** A network of the built-in catalogue. */
export type CatalogueNetwork = (typeof NETWORKS)[number]
