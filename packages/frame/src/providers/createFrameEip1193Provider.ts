import { z } from 'zod'
import type { FrameClient } from '../client/createFrameClient.js'
import type { FrameEventRequest } from '../events/frameEvents.js'
import { parseFrameSchema } from '../events/frameSchemaIssue.js'

type Eip1193Listener = (...parameters: unknown[]) => void

/** The part of the frame client the EIP-1193 provider uses. */
export type FrameEip1193Source = Pick<FrameClient, 'getUser' | 'getChainId' | 'switchNetwork' | 'request'>

/** EIP-3326's parameters: one object with a hex chain id. */
const switchChainParamsSchema = z.tuple([z.object({ chainId: z.string().regex(/^0x[0-9a-fA-F]{1,13}$/) })])

const toHexChainId = (chainId: string | number) => `0x${BigInt(chainId).toString(16)}`

/**
 * An EIP-1193 provider over the embedded wallet, for wagmi/viem. Account and chain reads are the
 * frame's user and chain events; `wallet_switchEthereumChain` is its switch-network event (and
 * emits `chainChanged`); every other method goes to the wallet as the RPC request event (FRAME-030).
 * RPC-003's allow-list is applied by whoever registers the provider (core's `enforceRpcAllowList`).
 */
export function createFrameEip1193Provider(client: FrameEip1193Source) {
  const listeners = new Map<string, Set<Eip1193Listener>>()
  const emit = (event: string, value: unknown) => {
    for (const listener of listeners.get(event) ?? []) listener(value)
  }
  return {
    async request(parameters: { readonly method: string; readonly params?: unknown }): Promise<unknown> {
      switch (parameters.method) {
        case 'eth_accounts':
        case 'eth_requestAccounts':
          return [(await client.getUser()).address]
        case 'eth_chainId':
          return toHexChainId((await client.getChainId()).chainId)
        case 'wallet_switchEthereumChain': {
          const checked = parseFrameSchema(switchChainParamsSchema, parameters.params)
          if (!checked.success) throw checked.error
          const result = await client.switchNetwork({ chainId: Number.parseInt(checked.data[0].chainId, 16) })
          emit('chainChanged', toHexChainId(result.chainId))
          return null
        }
        default:
          // The RPC request event's schema checks that `params` are JSON before anything is sent.
          return client.request({
            method: parameters.method,
            params: parameters.params as FrameEventRequest<'RPC_REQUEST'>['params'],
          })
      }
    },
    on(event: string, listener: Eip1193Listener) {
      const set = listeners.get(event) ?? new Set()
      set.add(listener)
      listeners.set(event, set)
    },
    removeListener(event: string, listener: Eip1193Listener) {
      listeners.get(event)?.delete(listener)
    },
  }
}
