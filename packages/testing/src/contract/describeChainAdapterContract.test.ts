import {
  AtriumError,
  type CaipAddress,
  type CaipNetworkId,
  type ErrorCode,
  formatErrorMessage,
} from '@atrium/common'
import type { AdapterEvent, AdapterSession, ChainAdapter } from '@atrium/core'
import { describe, expect, it } from 'vitest'
import {
  assertAdapterEvent,
  assertAdapterSession,
  assertChainAdapterShape,
  assertCodedError,
  assertWalletList,
  ChainAdapterContractViolation,
  expectCodedRejection,
} from './assertChainAdapter.js'
import { describeChainAdapterContract } from './describeChainAdapterContract.js'

const ACCOUNTS = [
  '0x52908400098527886E0F7030069857D2E4169EE7',
  '0x8617E340B3D01FA5F11F306F4090FD50E238070D',
] as const
const APPROVING = 'io.atrium.memory'
const REFUSING = 'io.atrium.refusing'

class MemoryWalletError extends AtriumError {
  override name = 'MemoryWalletError'
  constructor(code: 'RPC_USER_REJECTED_REQUEST' | 'RPC_RESOURCE_NOT_FOUND' | 'RPC_UNAUTHORIZED') {
    super(code, formatErrorMessage(code satisfies ErrorCode))
  }
}

/**
 * The reference adapter: an in-memory EVM wallet standing in for an external one (a browser
 * extension) behind the real `ChainAdapter` interface. It proves the suite passes for a correct
 * adapter.
 */
function createMemoryWalletAdapter() {
  const listeners = new Set<(event: AdapterEvent<'eip155'>) => void>()
  let networkId: CaipNetworkId<'eip155'> = 'eip155:1'
  let active = 0
  let connected = false
  const emit = (event: AdapterEvent<'eip155'>) => {
    for (const listener of [...listeners]) listener(event)
  }
  const accounts = () =>
    [ACCOUNTS[active % 2], ACCOUNTS[(active + 1) % 2]].map((address) => ({
      caipAddress: `${networkId}:${address}` as CaipAddress<'eip155'>,
    }))
  const session = (connectorId: string): AdapterSession<'eip155'> => {
    const [first, ...rest] = accounts()
    if (first === undefined) throw new MemoryWalletError('RPC_UNAUTHORIZED')
    return { connectorId, networkId, accounts: [first, ...rest] }
  }
  const requireConnected = () => {
    if (!connected) throw new MemoryWalletError('RPC_UNAUTHORIZED')
  }

  const adapter: ChainAdapter<'eip155'> = {
    namespace: 'eip155',
    listWallets: () => [
      { id: APPROVING, name: 'Memory Wallet', type: 'ANNOUNCED', provider: true, info: { rdns: APPROVING } },
      { id: REFUSING, name: 'Refusing Wallet', type: 'ANNOUNCED', provider: true, info: { rdns: REFUSING } },
    ],
    connect: async ({ connectorId }) => {
      if (connectorId === REFUSING) throw new MemoryWalletError('RPC_USER_REJECTED_REQUEST')
      if (connectorId !== APPROVING) throw new MemoryWalletError('RPC_RESOURCE_NOT_FOUND')
      connected = true
      return session(connectorId)
    },
    disconnect: async () => {
      connected = false
    },
    subscribe: (listener) => {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
    reconnect: async ({ connectorId }) =>
      connected && connectorId === APPROVING ? session(connectorId) : undefined,
    switchNetwork: async (parameters) => {
      requireConnected()
      networkId = parameters.networkId
      emit({ type: 'chainChanged', networkId })
    },
    getBalance: async () => {
      requireConnected()
      return { balance: '1.5', symbol: 'ETH' }
    },
    signMessage: async ({ message }) => {
      requireConnected()
      return `0x${Buffer.from(message).toString('hex')}`
    },
    estimateGas: async () => {
      requireConnected()
      return 21_000n
    },
    sendTransaction: async () => {
      requireConnected()
      return `0x${'ab'.repeat(32)}`
    },
    ping: async () => {
      requireConnected()
    },
  }
  const controls = {
    changeAccount: () => {
      active += 1
      emit({ type: 'accountsChanged', accounts: accounts() })
    },
    endSession: () => {
      connected = false
      emit({ type: 'disconnect' })
    },
  }
  return { adapter, controls }
}

describeChainAdapterContract({
  name: 'in-memory reference wallet (eip155)',
  createAdapter: createMemoryWalletAdapter,
  wallet: {
    connectorId: APPROVING,
    rejectingConnectorId: REFUSING,
    otherNetworkId: 'eip155:10',
    buildTransaction: (session) => ({ from: session.accounts[0].caipAddress, to: ACCOUNTS[1], value: 1n }),
  },
})

describe('the contract catches broken adapters', () => {
  const { adapter } = createMemoryWalletAdapter()
  const session: AdapterSession<'eip155'> = {
    connectorId: APPROVING,
    networkId: 'eip155:1',
    accounts: [{ caipAddress: `eip155:1:${ACCOUNTS[0]}` }],
  }

  it('accepts the reference adapter', () => {
    expect(() => assertChainAdapterShape(adapter)).not.toThrow()
    expect(() => assertWalletList(adapter)).not.toThrow()
    expect(() => assertAdapterSession(session, 'eip155', APPROVING)).not.toThrow()
  })

  it('rejects a bad namespace, a missing method, and an optional member that is not a function', () => {
    expect(() => assertChainAdapterShape({ ...adapter, namespace: 'cosmos' as 'eip155' })).toThrow(
      ChainAdapterContractViolation,
    )
    expect(() => assertChainAdapterShape({ ...adapter, subscribe: undefined as never })).toThrow('subscribe')
    expect(() => assertChainAdapterShape({ ...adapter, getBalance: {} as never })).toThrow(
      'optional member getBalance must be absent or a function',
    )
  })

  it('rejects duplicate wallet ids and adapter-made MULTI_CHAIN entries', () => {
    const wallets = adapter.listWallets()
    expect(() => assertWalletList({ ...adapter, listWallets: () => [...wallets, ...wallets] })).toThrow(
      'listed twice',
    )
    expect(() =>
      assertWalletList({
        ...adapter,
        listWallets: () => [{ id: 'x', name: 'X', type: 'MULTI_CHAIN' as 'INJECTED', provider: true }],
      }),
    ).toThrow('MULTI_CHAIN')
  })

  it('rejects sessions whose accounts are not CAIP-10 addresses of the namespace and network', () => {
    const bad = (accounts: unknown[]) => ({ ...session, accounts }) as unknown as AdapterSession<'eip155'>
    expect(() => assertAdapterSession(bad([{ caipAddress: ACCOUNTS[0] }]), 'eip155', APPROVING)).toThrow(
      'CAIP-10',
    )
    expect(() =>
      assertAdapterSession(
        bad([{ caipAddress: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:abc' }]),
        'eip155',
        APPROVING,
      ),
    ).toThrow('namespace eip155')
    expect(() =>
      assertAdapterSession(bad([{ caipAddress: `eip155:10:${ACCOUNTS[0]}` }]), 'eip155', APPROVING),
    ).toThrow('session network')
    expect(() => assertAdapterSession(bad([]), 'eip155', APPROVING)).toThrow('at least one account')
    expect(() => assertAdapterSession(session, 'eip155', 'other')).toThrow('connectorId')
  })

  it('rejects events with data of another namespace', () => {
    expect(() =>
      assertAdapterEvent(
        { type: 'chainChanged', networkId: 'solana:x' as CaipNetworkId<'eip155'> },
        'eip155',
      ),
    ).toThrow('chainChanged')
    expect(() =>
      assertAdapterEvent(
        { type: 'accountsChanged', accounts: [{ caipAddress: 'x:y:z' as never }] },
        'eip155',
      ),
    ).toThrow('CAIP-10')
  })

  it('rejects uncoded errors and calls that should have failed', async () => {
    expect(() => assertCodedError(new Error('plain'))).toThrow('coded AtriumError')
    expect(() => assertCodedError(new AtriumError('lower_case', 'x'))).toThrow('SCREAMING_SNAKE_CASE')
    await expect(expectCodedRejection(async () => 'fine')).rejects.toThrow('the call resolved')
    await expect(expectCodedRejection(() => Promise.reject(new Error('plain')))).rejects.toThrow(
      ChainAdapterContractViolation,
    )
  })
})
