import { enforceRpcAllowList } from '@atrium/core'
import { createFrameClient, createFrameEip1193Provider, type FrameClient } from '@atrium/frame'

export { createFrameClient }

/**
 * The EIP-1193 provider over the frame client that the eip155 adapter's `AUTH` connector hands to
 * wagmi, with RPC-003's allow-list in front of the wallet. Loaded with the frame client, never at start.
 */
export function createFrameEvmProvider(client: FrameClient) {
  const request = enforceRpcAllowList((parameters) =>
    client.request(parameters as Parameters<FrameClient['request']>[0]),
  )
  return createFrameEip1193Provider({
    getUser: client.getUser,
    getChainId: client.getChainId,
    switchNetwork: client.switchNetwork,
    request: request as FrameClient['request'],
  })
}
