import type { CaipNetworkId } from '@atrium/common'
import type { ChainAdapter } from '../adapters/ChainAdapter.js'

/** Longer text is no address of any namespace (the longest, bech32m, stays under 100). */
const MAX_ADDRESS_LENGTH = 128

/**
 * The receiver, trimmed, when the adapter accepts it as an address of `networkId` (`isAddress`;
 * an adapter without that ability accepts any non-empty text), else `undefined`. Never rejects for
 * a malformed address.
 */
export async function readReceiver(
  adapter: Pick<ChainAdapter, 'isAddress'>,
  parameters: { readonly receiverAddress: string | undefined; readonly networkId: CaipNetworkId },
): Promise<string | undefined> {
  const address = parameters.receiverAddress?.trim() ?? ''
  if (address === '' || address.length > MAX_ADDRESS_LENGTH) return undefined
  const valid = (await adapter.isAddress?.({ address, networkId: parameters.networkId })) ?? true
  return valid ? address : undefined
}
