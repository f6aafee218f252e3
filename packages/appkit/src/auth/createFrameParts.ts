import { enforceRpcAllowList } from '@atrium/core'
import { createFrameClient, createFrameEip1193Provider, type FrameClient } from '@atrium/frame'

export { createFrameClient }

/**
 * The EIP-1193 provider over the frame client that the eip155 adapter's `AUTH` connector hands to
 * wagmi, with RPC-003's allow-list in front of the wallet. Loaded with the frame client, never at start.
 *
 * The frame has one current chain for every namespace, and the Solana session moves it to a Solana
 * chain: this provider keeps its own EVM chain (`initialChainId`, then each switch) and names it in
 * every user read and request, so the EVM account never reads the frame's Solana one.
 */
export function createFrameEvmProvider(client: FrameClient, initialChainId: number) {
  let chainId = initialChainId
  const request = enforceRpcAllowList((parameters) =>
    client.request({
      ...(parameters as Parameters<FrameClient['request']>[0]),
      chainId: parameters.chainId ?? chainId,
    }),
  )
  return createFrameEip1193Provider({
    getUser: (parameters) => client.getUser({ ...parameters, chainId: parameters?.chainId ?? chainId }),
    getChainId: async () => ({ chainId }),
    switchNetwork: async (parameters) => {
      const result = await client.switchNetwork(parameters)
      chainId = Number(parameters.chainId)
      return result
    },
    request: request as FrameClient['request'],
  })
}
