import { DevnetInvalidParameterError } from '../errors.js'
import { MAX_PORT } from '../ports.js'
import { DEFAULT_EVM_CHAINS, DEFAULT_EVM_PORT_BASE } from './defaultEvmChains.js'

/** How the caller describes one local EVM chain. */
export type EvmChainParameters = {
  /** EIP-155 chain id, a positive integer. */
  chainId: number
  /** Display name; defaults to the name of the default chain with that id, else `Chain <id>`. */
  name?: string
  /** Port on 127.0.0.1; `0` or `'auto'` picks a free one. Overrides `portBase`. */
  port?: number | 'auto'
}

/** A chain with its name and port settled; `'auto'` ports are picked when the chain starts. */
export type ResolvedEvmChain = {
  chainId: number
  name: string
  port: number | 'auto'
}

export type ResolveEvmChainsParameters = {
  /** Defaults to `DEFAULT_EVM_CHAINS`. */
  chains?: readonly EvmChainParameters[] | undefined
  /** Chain `i` listens on `portBase + i` unless it names its own port; `0` or `'auto'` picks free ports. */
  portBase?: number | 'auto' | undefined
}

/** Settles the name and port of every EVM chain and rejects ids or ports that cannot work. */
export function resolveEvmChains(parameters: ResolveEvmChainsParameters = {}): ResolvedEvmChain[] {
  const { portBase = DEFAULT_EVM_PORT_BASE } = parameters
  const chains: readonly EvmChainParameters[] = parameters.chains ?? DEFAULT_EVM_CHAINS
  const base = toPort(portBase, 'portBase')
  const resolved = chains.map((chain, index): ResolvedEvmChain => {
    if (!Number.isSafeInteger(chain.chainId) || chain.chainId <= 0) {
      throw new DevnetInvalidParameterError({
        parameter: 'chainId',
        reason: `${chain.chainId} is not a positive integer`,
      })
    }
    const port =
      chain.port === undefined ? (base === 'auto' ? 'auto' : base + index) : toPort(chain.port, 'port')
    if (port !== 'auto' && port > MAX_PORT) {
      throw new DevnetInvalidParameterError({
        parameter: 'portBase',
        reason: `EVM chain ${chain.chainId} would listen on port ${port}, above ${MAX_PORT}`,
      })
    }
    return { chainId: chain.chainId, name: chain.name ?? defaultName(chain.chainId), port }
  })
  assertUnique(
    resolved.map((chain) => chain.chainId),
    'chainId',
    (chainId) => `EVM chain ${chainId} is listed twice`,
  )
  assertUnique(
    resolved.flatMap((chain) => (chain.port === 'auto' ? [] : [chain.port])),
    'port',
    (port) => `port ${port} is given to more than one EVM chain`,
  )
  return resolved
}

function toPort(value: number | 'auto', parameter: string): number | 'auto' {
  if (value === 'auto' || value === 0) return 'auto'
  if (!Number.isInteger(value) || value < 1 || value > MAX_PORT) {
    throw new DevnetInvalidParameterError({
      parameter,
      reason: `${value} is not a port (an integer from 1 to ${MAX_PORT}, or 0 / 'auto' for a free one)`,
    })
  }
  return value
}

function defaultName(chainId: number): string {
  return DEFAULT_EVM_CHAINS.find((chain) => chain.chainId === chainId)?.name ?? `Chain ${chainId}`
}

function assertUnique<value>(
  values: readonly value[],
  parameter: string,
  describe: (value: value) => string,
) {
  const seen = new Set<value>()
  for (const value of values) {
    if (seen.has(value)) throw new DevnetInvalidParameterError({ parameter, reason: describe(value) })
    seen.add(value)
  }
}
