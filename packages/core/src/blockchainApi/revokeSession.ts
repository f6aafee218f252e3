import type { HttpErrorType } from '../http/createHttpClient.js'
import type { BlockchainApiClient } from './createBlockchainApiClient.js'

export type RevokeSessionParameters = {
  id: string
  /** Sent as `pci` (the permission context id). */
  pci: string
  signature: string
}
export type RevokeSessionReturnType = undefined
export type RevokeSessionErrorType = HttpErrorType

/** [API-022] POST `/v1/sessions/{id}/revoke` with body `pci`, `signature`. The response body is ignored. */
export async function revokeSession(
  client: BlockchainApiClient,
  parameters: RevokeSessionParameters,
): Promise<RevokeSessionReturnType> {
  const { id, pci, signature } = parameters
  await client.http.post({ path: `/v1/sessions/${encodeURIComponent(id)}/revoke`, body: { pci, signature } })
}
