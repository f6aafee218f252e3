import type { BlockchainApiFault } from '@atrium/devnet'
import { postDevnetFault } from '@atrium/testing'
import { inject } from 'vitest'

declare module 'vitest' {
  export interface ProvidedContext {
    /** The devnet Blockchain API the view tests read balances from (no chain served, `vitest.globalSetup.ts`). */
    blockchainApiUrl: string
    /** Its fault switch (`POST` a fault as JSON, or `null` to clear it). */
    blockchainApiFaultUrl: string
  }
}

/** The base URL of the devnet Blockchain API started for this run. */
export function getBlockchainApiUrl(): string {
  return inject('blockchainApiUrl')
}

/** Plays `fault` on every Blockchain API request until cleared with `undefined`. */
export function setBlockchainApiFault(fault: BlockchainApiFault | undefined): Promise<void> {
  return postDevnetFault(inject('blockchainApiFaultUrl'), fault ?? null)
}
