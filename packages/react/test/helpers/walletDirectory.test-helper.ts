import type { DirectoryFault } from '@atrium/devnet'
import { postDevnetFault } from '@atrium/testing'
import { inject } from 'vitest'

declare module 'vitest' {
  export interface ProvidedContext {
    /** The devnet wallet directory the view tests list wallets from (5,000 wallets, `vitest.globalSetup.ts`). */
    walletDirectoryUrl: string
    /** Its fault switch (`POST` a fault as JSON, or `null` to clear it). */
    walletDirectoryFaultUrl: string
  }
}

/** The base URL of the devnet wallet directory started for this run. */
export function getWalletDirectoryUrl(): string {
  return inject('walletDirectoryUrl')
}

/**
 * Plays `fault` on every directory request until cleared with `undefined`. Sent with Node's HTTP
 * client: Happy DOM's `fetch` would ask for CORS, which the switch never grants to a page.
 */
export function setWalletDirectoryFault(fault: DirectoryFault | undefined): Promise<void> {
  return postDevnetFault(inject('walletDirectoryFaultUrl'), fault ?? null)
}
