import { request } from 'node:http'
import type { DirectoryFault } from '@atrium/devnet'
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
  return postDevnetFault(inject('walletDirectoryFaultUrl'), fault)
}

/** POSTs `fault` (or `null` to clear it) to a devnet service's fault switch at `url`, from Node. */
export function postDevnetFault(url: string, fault: DirectoryFault | undefined): Promise<void> {
  const body = JSON.stringify(fault ?? null)
  return new Promise((resolve, reject) => {
    const outgoing = request(
      url,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (response) => {
        response.resume()
        response.on('end', () =>
          response.statusCode === 200
            ? resolve()
            : reject(new Error(`the fault switch answered ${response.statusCode}`)),
        )
      },
    )
    outgoing.on('error', reject)
    outgoing.end(body)
  })
}
