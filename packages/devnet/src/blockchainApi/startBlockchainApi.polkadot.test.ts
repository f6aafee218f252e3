import { createBlockchainApiClient, getBalances, getTransactionHistory } from '@atrium/core'
import { ApiPromise, WsProvider } from '@polkadot/api'
import type { ApiOptions, SubmittableExtrinsic } from '@polkadot/api/types'
import { Keyring } from '@polkadot/keyring'
import { cryptoWaitReady, encodeAddress } from '@polkadot/util-crypto'
import { formatUnits } from 'viem'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { POLKADOT_DEV_ACCOUNT_BALANCE, POLKADOT_DEV_ACCOUNTS } from '../polkadot/polkadotDevAccounts.js'
import { type DevnetPolkadotChain, startPolkadotChain } from '../polkadot/startPolkadotChain.js'
import { HISTORY_PAGE_SIZE } from './historyCursor.js'
import { readHistoryPages } from './readHistoryPages.test-helper.js'
import { type DevnetBlockchainApi, startBlockchainApi } from './startBlockchainApi.js'

let chain: DevnetPolkadotChain
let api: DevnetBlockchainApi
let node: Promise<ApiPromise> | undefined
let keyring: Keyring

beforeAll(async () => {
  // Lazy, as `startDevnet` starts it: the first test's balance read is what starts chopsticks.
  chain = await startPolkadotChain({ port: 0, lazy: true })
  api = await startBlockchainApi({ port: 0, polkadot: chain })
  await cryptoWaitReady()
  keyring = new Keyring({ type: 'sr25519', ss58Format: chain.ss58Prefix })
}, 120_000)

/** The tests' own @polkadot/api connection to the chain, opened on first use. */
function connectNode(): Promise<ApiPromise> {
  // WsProvider declares `ttl` optional while ProviderInterface requires it: a mismatch only under
  // exactOptionalPropertyTypes, which @polkadot's own build does not use.
  node ??= ApiPromise.create({
    provider: new WsProvider(chain.wsUrl) as NonNullable<ApiOptions['provider']>,
    noInitWarn: true,
    throwOnConnect: true,
  })
  return node
}

afterAll(async () => {
  await (await node)?.disconnect()
  await api?.stop()
  await chain?.stop()
})

const getClient = () => createBlockchainApiClient({ projectId: 'devnet-tests', baseUrl: api.url })

/** Signs `transfer` with `uri`'s key and resolves with its hash and block once it is in one (or finalized). */
function include(transfer: SubmittableExtrinsic<'promise'>, uri: string) {
  return new Promise<{ hash: string; blockHash: string }>((resolve, reject) => {
    transfer
      // Nonce -1 asks the runtime for the next one: the API's cached nonce lags right after a block.
      .signAndSend(keyring.addFromUri(uri), { nonce: -1 }, (result) => {
        if (result.isError) reject(new Error(`The transfer was dropped: ${result.status.type}`))
        const { status } = result
        if (status.isInBlock || status.isFinalized) {
          const blockHash = status.isInBlock ? status.asInBlock : status.asFinalized
          resolve({ hash: result.txHash.toHex(), blockHash: blockHash.toHex() })
        }
      })
      .catch(reject)
  })
}

const planck = (units: number) => BigInt(units) * 10n ** BigInt(chain.tokenDecimals)

test('[API-013] Polkadot balances are the free balance of System.Account, read from chopsticks; the first read of a lazy chain waits for it to start', async () => {
  expect(chain.isStarted).toBe(false)
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

test('[API-005] Polkadot history lists the balance transfers in and out of the account, read from the chain', async () => {
  const [alice, bob] = POLKADOT_DEV_ACCOUNTS
  const stranger = encodeAddress(new Uint8Array(32).fill(9), chain.ss58Prefix)
  const node = await connectNode()
  const received = await include(node.tx.balances.transferKeepAlive(bob?.address ?? '', planck(2)), '//Alice')
  const sent = await include(node.tx.balances.transferKeepAlive(stranger, planck(1)), '//Bob')
  const { data, next } = await getTransactionHistory(getClient(), {
    account: bob?.address ?? '',
    caipNetworkId: chain.networkId,
  })
  expect(next).toBeUndefined()
  const minedAt = (await (await node.at(sent.blockHash)).query.timestamp.now()).toString()
  expect(data).toEqual([
    {
      id: sent.hash,
      metadata: {
        minedAt: new Date(Number(minedAt)).toISOString(),
        chain: chain.networkId,
        operationType: 'send',
        status: 'confirmed',
        sentFrom: bob?.address,
        sentTo: stranger,
        hash: sent.hash,
      },
      transfers: [
        {
          fungible_info: {
            name: chain.tokenSymbol,
            symbol: chain.tokenSymbol,
            icon: { url: `${api.url}/devnet/images/asset-${chain.tokenSymbol.toLowerCase()}` },
          },
          direction: 'out',
          quantity: { numeric: '1' },
          value: 5,
          price: 5,
        },
      ],
    },
    expect.objectContaining({
      id: received.hash,
      metadata: expect.objectContaining({ operationType: 'receive', sentFrom: alice?.address }),
      transfers: [expect.objectContaining({ direction: 'in', quantity: { numeric: '2' }, value: 10 })],
    }),
  ])
}, 120_000)

test('[API-005] Polkadot next cursors walk every page once; a malformed cursor is refused', async () => {
  const receiver = encodeAddress(new Uint8Array(32).fill(11), chain.ss58Prefix)
  const charlie = POLKADOT_DEV_ACCOUNTS[2]?.address ?? ''
  const node = await connectNode()
  const nonce = (await node.rpc.system.accountNextIndex(charlie)).toNumber()
  const signer = keyring.addFromUri('//Charlie')
  const transfers = await Promise.all(
    Array.from({ length: HISTORY_PAGE_SIZE + 2 }, (_, index) =>
      node.tx.balances
        .transferKeepAlive(receiver, planck(1) + BigInt(index + 1))
        .signAsync(signer, { nonce: nonce + index }),
    ),
  )
  // One block with all of them (chopsticks' dev_newBlock): a block per transfer takes seconds each.
  const built = await fetch(chain.httpUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'dev_newBlock',
      params: [{ transactions: transfers.map((transfer) => transfer.toHex()) }],
    }),
  })
  expect(await built.json()).not.toHaveProperty('error')
  const pages = await readHistoryPages(getClient(), receiver, chain.networkId)
  expect(pages.map((page) => page.length)).toEqual([HISTORY_PAGE_SIZE, 2])
  expect(new Set(pages.flat())).toEqual(new Set(transfers.map((transfer) => transfer.hash.toHex())))
  const { data } = await getTransactionHistory(getClient(), {
    account: receiver,
    caipNetworkId: chain.networkId,
  })
  expect(data[0]?.transfers?.[0]?.quantity?.numeric).toBe(formatUnits(planck(1) + 22n, chain.tokenDecimals))
  const query = new URLSearchParams({ projectId: 'p', chainId: chain.networkId, cursor: 'abc' })
  const refused = await fetch(`${api.url}/v1/account/${receiver}/history?${query}`)
  expect({ status: refused.status, body: await refused.json() }).toEqual({
    status: 400,
    body: { message: 'Invalid cursor' },
  })
}, 120_000)
