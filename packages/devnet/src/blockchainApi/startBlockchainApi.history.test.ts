import { createBlockchainApiClient, getTransactionHistory } from '@atrium/core'
import {
  createPublicClient,
  createTestClient,
  createWalletClient,
  erc20Abi,
  formatEther,
  type Hash,
  http,
  parseEther,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { DEV_ACCOUNTS, type DevAccount } from '../accounts/devAccounts.js'
import { DEVNET_EVM_TOKENS, DEVNET_SPAM_NFT, DEVNET_TOKEN_DEPLOYER } from '../evm/devnetEvmTokens.js'
import type { Devnet } from '../startDevnet.js'
import { HISTORY_PAGE_SIZE } from './historyCursor.js'
import { readHistoryPages } from './readHistoryPages.test-helper.js'
import { startApiDevnet } from './startApiDevnet.test-helper.js'

let devnet: Devnet
let apiUrl: string
let rpcUrl: string

beforeAll(async () => {
  devnet = await startApiDevnet()
  apiUrl = devnet.blockchainApi?.url ?? ''
  rpcUrl = devnet.evm[0]?.rpcUrl ?? ''
})

afterAll(async () => {
  await devnet?.stop()
})

const [holder, , , , , , , sender, receiver] = DEV_ACCOUNTS
const dusd = DEVNET_EVM_TOKENS[0] as (typeof DEVNET_EVM_TOKENS)[number]
const getClient = () =>
  createBlockchainApiClient({ projectId: 'devnet-tests', baseUrl: apiUrl, supportedNetworkIds: ['eip155:1'] })
const publicClient = () => createPublicClient({ transport: http(rpcUrl) })

async function send(from: DevAccount, request: (wallet: ReturnType<typeof walletOf>) => Promise<Hash>) {
  const hash = await request(walletOf(from))
  return publicClient().waitForTransactionReceipt({ hash, pollingInterval: 20 })
}

function walletOf(account: DevAccount) {
  return createWalletClient({
    account: privateKeyToAccount(account.privateKey),
    transport: http(rpcUrl),
  })
}

describe('the devnet Blockchain API history', () => {
  test('[API-005] ether and token transfers of the account, read from the chain, newest first', async () => {
    const ether = await send(holder, (wallet) =>
      wallet.sendTransaction({ to: sender.address, value: parseEther('2'), chain: null }),
    )
    const token = await send(holder, (wallet) =>
      wallet.writeContract({
        address: dusd.address,
        abi: erc20Abi,
        functionName: 'transfer',
        chain: null,
        args: [sender.address, parseEther('3')],
      }),
    )
    const { data, next } = await getTransactionHistory(getClient(), {
      account: sender.address,
      caipNetworkId: 'eip155:1',
    })
    expect(next).toBeUndefined()
    const block = await publicClient().getBlock({ blockNumber: token.blockNumber })
    expect(data).toEqual([
      {
        id: token.transactionHash,
        metadata: {
          minedAt: new Date(Number(block.timestamp) * 1000).toISOString(),
          chain: 'eip155:1',
          operationType: 'receive',
          status: 'confirmed',
          sentFrom: holder.address,
          sentTo: dusd.address,
          hash: token.transactionHash,
        },
        transfers: [
          {
            fungible_info: {
              name: 'Devnet Dollar',
              symbol: 'DUSD',
              icon: { url: `${apiUrl}/devnet/images/asset-dusd` },
            },
            direction: 'in',
            quantity: { numeric: '3' },
            value: 3,
            price: 1,
          },
        ],
      },
      expect.objectContaining({
        id: ether.transactionHash,
        metadata: expect.objectContaining({
          operationType: 'receive',
          sentFrom: holder.address,
          sentTo: sender.address,
        }),
        transfers: [
          expect.objectContaining({ direction: 'in', quantity: { numeric: '2' }, value: 6000, price: 3000 }),
        ],
      }),
    ])
    // The holder sees the same transfers going out, after the mints of its tokens at start.
    const holderHistory = await getTransactionHistory(getClient(), {
      account: holder.address,
      caipNetworkId: 'eip155:1',
    })
    expect(
      holderHistory.data.map(({ metadata, transfers }) => [
        metadata.operationType,
        metadata.sentFrom,
        transfers?.map((transfer) => [
          transfer.fungible_info?.symbol ?? transfer.nft_info?.name,
          transfer.direction,
          transfer.quantity?.numeric,
        ]),
      ]),
    ).toEqual([
      ['send', holder.address, [['DUSD', 'out', '3']]],
      ['send', holder.address, [['ETH', 'out', '2']]],
      ['receive', DEVNET_TOKEN_DEPLOYER, [['Free Mint Voucher #0', 'in', '1']]],
      ['receive', DEVNET_TOKEN_DEPLOYER, [['ATR', 'in', '250']]],
      ['receive', DEVNET_TOKEN_DEPLOYER, [['DUSD', 'in', '1000']]],
    ])
  })

  test('[API-005][HIST-010] the NFT airdropped at start is listed with its preview and flagged as spam', async () => {
    const { data } = await getTransactionHistory(getClient(), {
      account: DEVNET_SPAM_NFT.recipient,
      caipNetworkId: 'eip155:1',
    })
    const airdrop = data.find(({ metadata }) => metadata.sentTo === DEVNET_SPAM_NFT.address)
    expect(airdrop?.transfers).toEqual([
      {
        nft_info: {
          name: 'Free Mint Voucher #0',
          content: { preview: { url: `${apiUrl}/devnet/images/nft-fmv` } },
          flags: { is_spam: true },
        },
        direction: 'in',
        quantity: { numeric: '1' },
        value: null,
        price: null,
      },
    ])
    const preview = await fetch(`${apiUrl}/devnet/images/nft-fmv`)
    expect(preview.headers.get('content-type')).toContain('image/svg+xml')
    // Nobody else took part: the other dev accounts' histories do not list it.
    const others = await getTransactionHistory(getClient(), {
      account: sender.address,
      caipNetworkId: 'eip155:1',
    })
    expect(others.data.map(({ id }) => id)).not.toContain(airdrop?.id)
  })

  test('[API-005] a reverted transaction is listed as failed with no transfer', async () => {
    const receipt = await send(sender, (wallet) =>
      wallet.writeContract({
        address: dusd.address,
        abi: erc20Abi,
        functionName: 'transfer',
        chain: null,
        args: [receiver.address, parseEther('1000000')],
        gas: 100_000n,
      }),
    )
    expect(receipt.status).toBe('reverted')
    const { data } = await getTransactionHistory(getClient(), {
      account: sender.address,
      caipNetworkId: 'eip155:1',
    })
    expect(data[0]).toMatchObject({
      id: receipt.transactionHash,
      metadata: { status: 'failed', operationType: 'execute', sentFrom: sender.address },
      transfers: [],
    })
  })

  test('[API-005] next cursors walk every page once; transactions mined meanwhile do not shift the pages', async () => {
    for (let count = 0; count < HISTORY_PAGE_SIZE + 5; count++) {
      await send(sender, (wallet) =>
        wallet.sendTransaction({ to: receiver.address, value: BigInt(count + 1), chain: null }),
      )
    }
    const client = getClient()
    const first = await getTransactionHistory(client, {
      account: receiver.address,
      caipNetworkId: 'eip155:1',
    })
    expect(first.data).toHaveLength(HISTORY_PAGE_SIZE)
    await send(sender, (wallet) =>
      wallet.sendTransaction({ to: receiver.address, value: 1000n, chain: null }),
    )
    const second = await getTransactionHistory(client, {
      account: receiver.address,
      caipNetworkId: 'eip155:1',
      cursor: first.next,
    })
    expect(second.next).toBeUndefined()
    expect(second.data.map(({ transfers }) => transfers?.[0]?.quantity?.numeric)).toEqual(
      [5n, 4n, 3n, 2n, 1n].map((wei) => formatEther(wei)),
    )
    const pages = await readHistoryPages(getClient(), receiver.address, 'eip155:1')
    expect(pages.map((page) => page.length)).toEqual([HISTORY_PAGE_SIZE, 6])
    expect(new Set(pages.flat()).size).toBe(HISTORY_PAGE_SIZE + 6)
  })

  test('after evm_revert the index follows the chain again', async () => {
    const testClient = createTestClient({ mode: 'anvil', transport: http(rpcUrl) })
    const snapshot = await testClient.snapshot()
    const receipt = await send(receiver, (wallet) =>
      wallet.sendTransaction({ to: holder.address, value: 7n, chain: null }),
    )
    const read = async () =>
      (await getTransactionHistory(getClient(), { account: receiver.address, caipNetworkId: 'eip155:1' }))
        .data[0]?.id
    expect(await read()).toBe(receipt.transactionHash)
    await testClient.revert({ id: snapshot })
    expect(await read()).not.toBe(receipt.transactionHash)
  })

  test('onramp lists nothing; a history request without chainId, with a foreign cursor or address is refused', async () => {
    const url = (query: string, account: string = sender.address) =>
      `${apiUrl}/v1/account/${account}/history?projectId=p&${query}`
    expect(await (await fetch(url('chainId=eip155:1&onramp=coinbase'))).json()).toEqual({
      data: [],
      next: null,
    })
    const statuses = await Promise.all(
      [
        url(''),
        url('chainId=eip155:1&cursor=abc'),
        url('chainId=eip155:1', 'not-an-address'),
        url('chainId=eip155:5'),
      ].map(async (address) => (await fetch(address)).status),
    )
    expect(statuses).toEqual([400, 400, 400, 400])
  })
})
