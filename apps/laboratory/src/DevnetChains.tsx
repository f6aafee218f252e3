import { getNetwork } from '@atrium/common'
import { useEffect, useState } from 'react'
import { createPublicClient, http } from 'viem'

type Chain = { chainId: number; name: string; rpcUrl: string }
type Reading =
  | { status: 'loading' }
  | { status: 'ok'; chainId: number; blockNumber: bigint }
  | { status: 'error'; message: string }

const POLLING_INTERVAL_MS = 1_000

function useChainReading(rpcUrl: string): Reading {
  const [reading, setReading] = useState<Reading>({ status: 'loading' })
  useEffect(() => {
    const client = createPublicClient({ transport: http(rpcUrl, { retryCount: 0 }) })
    let chainId: number | undefined
    const read = async () => {
      try {
        chainId ??= await client.getChainId()
        const blockNumber = await client.getBlockNumber({ cacheTime: 0 })
        setReading({ status: 'ok', chainId, blockNumber })
      } catch (error) {
        setReading({
          status: 'error',
          message: error instanceof Error ? (error.message.split('\n')[0] ?? '') : String(error),
        })
      }
    }
    void read()
    const timer = setInterval(read, POLLING_INTERVAL_MS)
    return () => clearInterval(timer)
  }, [rpcUrl])
  return reading
}

function ChainRow({ chain }: { chain: Chain }) {
  const reading = useChainReading(chain.rpcUrl)
  const catalogueName = getNetwork(`eip155:${chain.chainId}`)?.name ?? chain.name
  return (
    <tr data-testid={`chain-${chain.chainId}`}>
      <td>{catalogueName}</td>
      <td data-testid="chain-id">{reading.status === 'ok' ? reading.chainId : '…'}</td>
      <td data-testid="block-number">
        {reading.status === 'ok'
          ? reading.blockNumber.toString()
          : reading.status === 'error'
            ? reading.message
            : '…'}
      </td>
      <td>
        <code>{chain.rpcUrl}</code>
      </td>
    </tr>
  )
}

/** The devnet's EVM chains with the chain id and block number each one reports. */
export function DevnetChains({ chains }: { chains: readonly Chain[] }) {
  return (
    <section aria-labelledby="devnet-chains">
      <h2 id="devnet-chains">Devnet chains</h2>
      <div className="lab-scroll">
        <table>
          <thead>
            <tr>
              <th scope="col">Network</th>
              <th scope="col">Chain id</th>
              <th scope="col">Block</th>
              <th scope="col">RPC</th>
            </tr>
          </thead>
          <tbody>
            {chains.map((chain) => (
              <ChainRow key={chain.chainId} chain={chain} />
            ))}
          </tbody>
        </table>
      </div>
    </section>
  )
}
