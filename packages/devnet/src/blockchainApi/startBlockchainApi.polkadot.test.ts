import { createBlockchainApiClient, getBalances } from '@atrium/core'
import { encodeAddress } from '@polkadot/util-crypto'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { POLKADOT_DEV_ACCOUNT_BALANCE, POLKADOT_DEV_ACCOUNTS } from '../polkadot/polkadotDevAccounts.js'
import { type DevnetPolkadotChain, startPolkadotChain } from '../polkadot/startPolkadotChain.js'
import { type DevnetBlockchainApi, startBlockchainApi } from './startBlockchainApi.js'

let chain: DevnetPolkadotChain
let api: DevnetBlockchainApi

beforeAll(async () => {
  chain = await startPolkadotChain({ port: 0 })
  api = await startBlockchainApi({ port: 0, polkadot: chain })
}, 120_000)

afterAll(async () => {
  await api?.stop()
  await chain?.stop()
})

test('[API-013] Polkadot balances are the free balance of System.Account, read from chopsticks', async () => {
  const client = createBlockchainApiClient({ projectId: 'devnet-tests', baseUrl: api.url })
  const alice = POLKADOT_DEV_ACCOUNTS[0]?.address ?? ''
  const { balances } = await getBalances(client, { address: alice, caipNetworkId: chain.networkId })
  expect(balances).toMatchObject([
    {
      symbol: chain.tokenSymbol,
      chainId: chain.networkId,
      price: 5,
      quantity: { decimals: String(chain.tokenDecimals), numeric: String(POLKADOT_DEV_ACCOUNT_BALANCE) },
      value: POLKADOT_DEV_ACCOUNT_BALANCE * 5,
    },
  ])
  expect(balances[0]).not.toHaveProperty('address')
  // Alice in the generic prefix (42) is the same account; one the chain never funded has no entry.
  const aliceGeneric = encodeAddress(POLKADOT_DEV_ACCOUNTS[0]?.publicKey ?? '0x', 42)
  const again = await getBalances(client, { address: aliceGeneric, caipNetworkId: chain.networkId })
  expect(again.balances).toEqual(balances)
  const unfunded = encodeAddress(new Uint8Array(32).fill(7), chain.ss58Prefix)
  const empty = await fetch(
    `${api.url}/v1/account/${unfunded}/balance?projectId=p&chainId=${chain.networkId}`,
  )
  expect(await empty.json()).toEqual({ balances: [] })
}, 120_000)
