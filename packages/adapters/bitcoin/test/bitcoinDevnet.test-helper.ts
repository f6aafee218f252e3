import type { CaipNetwork } from '@atrium/common'
import { getBitcoinDevnetNetwork } from '@atrium/devnet'
import { inject } from 'vitest'

declare module 'vitest' {
  export interface ProvidedContext {
    /** The Esplora URL of the local Bitcoin chain, provided by vitest.globalSetup.ts. */
    bitcoinEsploraUrl: string
  }
}

/** The Esplora URL of the chain the global setup started. */
export function getEsploraUrl(): string {
  return inject('bitcoinEsploraUrl')
}

/** Bitcoin Regtest pointed at the devnet chain, as the laboratory configures it. */
export function getRegtestNetwork(): CaipNetwork<'bip122'> {
  return getBitcoinDevnetNetwork({ url: getEsploraUrl() })
}
