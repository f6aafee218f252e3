import { request } from 'node:http'

/** Path of a devnet HTTP service's fault switch (the devnet's `DIRECTORY_FAULT_ROUTE`). */
const FAULT_ROUTE = '/__devnet/fault'

/**
 * Sets the fault switch of the devnet HTTP service at `serviceUrl` (the wallet directory, the
 * Blockchain API) to `fault`, or clears it with `null`, over Node's HTTP client: the switch grants
 * no CORS, so the fetch of a DOM test environment (happy-dom) may not call it. Rejects unless the
 * switch answers 200 (a fault it does not accept answers 400).
 *
 * @example
 * await postDevnetFault(blockchainApiUrl, { kind: 'status', status: 500, path: '/v1/convert/quotes' })
 */
export function postDevnetFault(serviceUrl: string, fault: unknown): Promise<void> {
  return new Promise((resolve, reject) => {
    const sent = request(
      new URL(FAULT_ROUTE, serviceUrl),
      { method: 'POST', headers: { 'content-type': 'application/json' } },
      (answer) => {
        answer.resume()
        answer.on('end', () =>
          answer.statusCode === 200
            ? resolve()
            : reject(new Error(`the fault switch answered ${answer.statusCode}`)),
        )
      },
    )
    sent.on('error', reject)
    sent.end(JSON.stringify(fault))
  })
}
