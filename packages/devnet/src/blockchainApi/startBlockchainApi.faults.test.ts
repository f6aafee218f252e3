import { getBalances, getSupportedNetworks, getTokenPrices, getTransactionHistory } from '@atrium/core'
import { describe, expect, test } from 'vitest'
import { DEV_ACCOUNTS } from '../accounts/devAccounts.js'
import { DEVNET_EVM_TOKENS } from '../evm/devnetEvmTokens.js'
import { DIRECTORY_FAULT_ROUTE } from '../walletDirectory/addFaultRoutes.js'
import { DIRECTORY_FAULT_MESSAGE } from '../walletDirectory/playDirectoryFault.js'
import { EVM_NATIVE_PRICE_ADDRESS } from './createEvmNetwork.js'
import { getEthereumApiClient, useApiDevnet } from './startApiDevnet.test-helper.js'

const running = useApiDevnet()

const address = DEV_ACCOUNTS[0].address
const balanceUrl = () => `${running.api.url}/v1/account/${address}/balance?projectId=p&chainId=eip155:1`

const getClient = (timeoutMs?: number) => getEthereumApiClient(running.api, timeoutMs)

/** The API answers normally: the balances parse in core's client. */
async function expectServing(): Promise<void> {
  const { balances } = await getBalances(getClient(), { address, caipNetworkId: 'eip155:1' })
  expect(balances.map(({ symbol }) => symbol)).toEqual(['ETH', 'DUSD', 'ATR'])
}

describe('the Blockchain API fault switch', () => {
  test('slow: answers arrive after the delay, so a client with a shorter time-out gives up', async () => {
    running.api.setFault({ kind: 'slow', ms: 10_000 })
    expect(running.api.fault).toEqual({ kind: 'slow', ms: 10_000 })
    await expect(getBalances(getClient(100), { address, caipNetworkId: 'eip155:1' })).rejects.toMatchObject({
      code: 'REQUEST_TIMEOUT',
    })
    running.api.setFault({ kind: 'slow', ms: 50 })
    await expectServing()
  })

  test('[ACCT-011] status: every endpoint answers that status; a failed balance fetch pauses the next one', async () => {
    running.api.setFault({ kind: 'status', status: 500 })
    const client = getClient()
    await expect(getBalances(client, { address, caipNetworkId: 'eip155:1' })).rejects.toThrow(
      'HTTP status code: 500',
    )
    await expect(getSupportedNetworks(client)).rejects.toThrow('HTTP status code: 500')
    await expect(
      getTokenPrices(client, {
        caipNetworkId: 'eip155:1',
        addresses: [`eip155:1:${EVM_NATIVE_PRICE_ADDRESS}`],
      }),
    ).rejects.toThrow('HTTP status code: 500')
    expect(await (await fetch(balanceUrl())).json()).toEqual({ message: DIRECTORY_FAULT_MESSAGE })

    running.api.setFault(undefined)
    // The API answers again, but the client waits out its 30 s back-off without asking.
    await expect(getBalances(client, { address, caipNetworkId: 'eip155:1' })).resolves.toEqual({
      balances: [],
      source: 'retryPending',
    })
    await expectServing()
  })

  test('malformed: bodies are cut off halfway, so core reports an invalid response', async () => {
    running.api.setFault({ kind: 'malformed' })
    const client = getClient()
    await expect(getBalances(client, { address, caipNetworkId: 'eip155:1' })).rejects.toMatchObject({
      code: 'SERVICE_INVALID_RESPONSE',
    })
    await expect(getSupportedNetworks(client)).rejects.toMatchObject({ code: 'SERVICE_INVALID_RESPONSE' })
  })

  test('malformedEntry: one balance and one price of the wrong shape among good ones, which core refuses', async () => {
    running.api.setFault({ kind: 'malformedEntry' })
    const { balances } = (await (await fetch(balanceUrl())).json()) as { balances: { price: unknown }[] }
    expect(balances.map(({ price }) => typeof price)).toEqual(['number', 'string', 'number'])
    await expect(getBalances(getClient(), { address, caipNetworkId: 'eip155:1' })).rejects.toMatchObject({
      code: 'SERVICE_INVALID_RESPONSE',
    })
    const addresses = [EVM_NATIVE_PRICE_ADDRESS, ...DEVNET_EVM_TOKENS.map((token) => token.address)]
    const prices = await fetch(`${running.api.url}/v1/fungible/price?projectId=p`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ currency: 'usd', addresses: addresses.map((token) => `eip155:1:${token}`) }),
    })
    const { fungibles } = (await prices.json()) as { fungibles: { price: unknown }[] }
    expect(fungibles.map(({ price }) => price)).toEqual([3000, null, 2.5])
    await expect(getSupportedNetworks(getClient())).resolves.toMatchObject({ http: ['eip155:1'] })
  })

  test('malformedEntry: one history transaction without metadata, which core refuses', async () => {
    running.api.setFault({ kind: 'malformedEntry' })
    const response = await fetch(
      `${running.api.url}/v1/account/${address}/history?projectId=p&chainId=eip155:1`,
    )
    const { data } = (await response.json()) as { data: { metadata: unknown }[] }
    // Its two token mints and the NFT airdrop at start: the middle one is broken.
    expect(data.map(({ metadata }) => metadata === null)).toEqual([false, true, false])
    await expect(
      getTransactionHistory(getClient(), { account: address, caipNetworkId: 'eip155:1' }),
    ).rejects.toMatchObject({ code: 'SERVICE_INVALID_RESPONSE' })
    running.api.setFault({ kind: 'status', status: 502 })
    await expect(
      getTransactionHistory(getClient(), { account: address, caipNetworkId: 'eip155:1' }),
    ).rejects.toThrow('HTTP status code: 502')
  })

  test(`POST ${DIRECTORY_FAULT_ROUTE} sets the fault, DELETE clears it; only JSON from loopback`, async () => {
    const post = (body: string, type = 'application/json') =>
      fetch(`${running.api.url}${DIRECTORY_FAULT_ROUTE}`, {
        method: 'POST',
        headers: { 'content-type': type },
        body,
      })
    expect(await (await post('{"kind":"status","status":503}')).json()).toEqual({
      fault: { kind: 'status', status: 503 },
    })
    expect(running.api.fault).toEqual({ kind: 'status', status: 503 })
    expect((await fetch(balanceUrl())).status).toBe(503)
    expect((await post('{"kind":"malformed"}', 'text/plain')).status).toBe(415)
    expect((await post('{"kind":"slow","ms":-1}')).status).toBe(400)
    const cleared = await fetch(`${running.api.url}${DIRECTORY_FAULT_ROUTE}`, { method: 'DELETE' })
    expect(await cleared.json()).toEqual({ fault: null })
    await expectServing()
  })
})
