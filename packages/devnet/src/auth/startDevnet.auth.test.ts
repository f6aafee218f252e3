import { createPublicClient, createWalletClient, defineChain, type Hex, http, parseEther } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { DEV_ACCOUNTS } from '../accounts/devAccounts.js'
import { startApiDevnet } from '../blockchainApi/startApiDevnet.test-helper.js'
import {
  AUTH_SERVICE_NAME,
  BLOCKCHAIN_API_SERVICE_NAME,
  FARCASTER_RELAY_SERVICE_NAME,
  MAIL_SINK_SERVICE_NAME,
  MAILBOX_SERVICE_NAME,
  OIDC_SERVICE_NAME,
  SECURE_FRAME_SERVICE_NAME,
} from '../getDevnetServices.js'
import type { Devnet } from '../startDevnet.js'
import { createAuthClient } from './authClient.test-helper.js'

describe('startDevnet with auth', () => {
  let devnet: Devnet
  const client = createAuthClient({
    url: () => devnet.auth?.service.url ?? '',
    mailboxUrl: () => devnet.auth?.mailSink.url ?? '',
  })

  // The chain, its deployment and the embedded PostgreSQL: seconds each on a loaded machine.
  beforeAll(async () => {
    devnet = await startApiDevnet({ auth: {} })
  }, 120_000)
  afterAll(() => devnet?.stop())

  test('lists the mail sink, the dev mailbox, the auth service, the secure frame, the Farcaster auth relay and the OpenID provider in its service table', () => {
    expect(devnet.services.map(({ name }) => name)).toEqual([
      'Ethereum',
      BLOCKCHAIN_API_SERVICE_NAME,
      MAIL_SINK_SERVICE_NAME,
      MAILBOX_SERVICE_NAME,
      AUTH_SERVICE_NAME,
      SECURE_FRAME_SERVICE_NAME,
      FARCASTER_RELAY_SERVICE_NAME,
      OIDC_SERVICE_NAME,
    ])
    expect(devnet.services.find(({ name }) => name === MAIL_SINK_SERVICE_NAME)?.url).toMatch(
      /^smtp:\/\/127\.0\.0\.1:\d+$/,
    )
    expect(devnet.services.find(({ name }) => name === SECURE_FRAME_SERVICE_NAME)?.url).toBe(
      devnet.auth?.frame.url,
    )
    expect(devnet.services.find(({ name }) => name === OIDC_SERVICE_NAME)?.url).toBe(devnet.auth?.oidc.url)
  })

  test("the embedded wallet sends a transaction on the devnet's chain with eth_sendTransaction", async () => {
    const { token, user } = await client.signIn('sender@example.com')
    const [chain] = devnet.evm
    if (chain === undefined) throw new Error('no chain')
    const viemChain = defineChain({
      id: chain.chainId,
      name: chain.name,
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [chain.rpcUrl] } },
    })
    const publicClient = createPublicClient({
      chain: viemChain,
      transport: http(chain.rpcUrl),
      pollingInterval: 50,
    })
    const funder = createWalletClient({
      account: privateKeyToAccount(DEV_ACCOUNTS[0].privateKey),
      chain: viemChain,
      transport: http(chain.rpcUrl),
    })
    await publicClient.waitForTransactionReceipt({
      hash: await funder.sendTransaction({ to: user.address, value: parseEther('1') }),
    })
    const recipient = DEV_ACCOUNTS[1].address
    const before = await publicClient.getBalance({ address: recipient })

    const sent = await client.call('/v1/rpc', {
      token,
      body: {
        method: 'eth_sendTransaction',
        chainId: chain.chainId,
        params: [{ from: user.address, to: recipient, value: '0x2386f26fc10000' }],
      },
    })
    expect(sent.status).toBe(200)
    const receipt = await publicClient.waitForTransactionReceipt({
      hash: (sent.body as { result: Hex }).result,
    })
    expect(receipt.status).toBe('success')
    expect(receipt.from.toLowerCase()).toBe(user.address.toLowerCase())
    expect((await publicClient.getBalance({ address: recipient })) - before).toBe(parseEther('0.01'))
  })
})
