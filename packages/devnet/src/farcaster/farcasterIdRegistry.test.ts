import { createPublicClient, http, parseAbi } from 'viem'
import { privateKeyToAddress } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { type StartAnvilReturnType, startAnvil } from '../evm/startAnvil.js'
import { getFreePort } from '../ports.js'
import {
  FARCASTER_ID_REGISTRY_ADDRESS,
  installFarcasterIdRegistry,
  registerFarcasterCustody,
} from './farcasterIdRegistry.js'

const idRegistryAbi = parseAbi([
  'function idOf(address owner) view returns (uint256)',
  'function custodyOf(uint256 fid) view returns (address)',
])
const custody = privateKeyToAddress(`0x${'11'.repeat(32)}`)
const other = privateKeyToAddress(`0x${'22'.repeat(32)}`)

describe('the stand-in Farcaster IdRegistry on a devnet chain', () => {
  let node: StartAnvilReturnType
  const client = () => createPublicClient({ transport: http(node.rpcUrl) })
  const idOf = (address: `0x${string}`) =>
    client().readContract({
      address: FARCASTER_ID_REGISTRY_ADDRESS,
      abi: idRegistryAbi,
      functionName: 'idOf',
      args: [address],
    })

  beforeAll(async () => {
    node = await startAnvil({ chainId: 10, port: await getFreePort() })
    await installFarcasterIdRegistry({ rpcUrl: node.rpcUrl })
  }, 60_000)
  afterAll(() => node?.stop())

  test('idOf answers 0 until a custody address is registered, then its fid; unregistering sets 0 again', async () => {
    expect(await idOf(custody)).toBe(0n)
    await registerFarcasterCustody({ rpcUrl: node.rpcUrl, custody, fid: 4021 })
    expect(await idOf(custody)).toBe(4021n)
    expect(await idOf(other)).toBe(0n)
    await installFarcasterIdRegistry({ rpcUrl: node.rpcUrl })
    expect(await idOf(custody)).toBe(4021n)
    await registerFarcasterCustody({ rpcUrl: node.rpcUrl, custody, fid: 0 })
    expect(await idOf(custody)).toBe(0n)
  })

  test('any other call reverts', async () => {
    await expect(
      client().readContract({
        address: FARCASTER_ID_REGISTRY_ADDRESS,
        abi: idRegistryAbi,
        functionName: 'custodyOf',
        args: [1n],
      }),
    ).rejects.toThrow(/revert/i)
  })
})
