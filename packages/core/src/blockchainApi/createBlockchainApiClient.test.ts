import {
  API_SDK_TYPE,
  API_SDK_VERSION,
  DEFAULT_API_URLS,
  NAME_API_VERSION,
  WALLET_BADGE_TYPE,
} from '@atrium/common'
import { afterEach, describe, expect, it } from 'vitest'
import type { TestServer } from '../http/startTestServer.test-helper.js'
import { buildApproveTransaction } from './buildApproveTransaction.js'
import { buildSwapTransaction } from './buildSwapTransaction.js'
import { createBlockchainApiClient } from './createBlockchainApiClient.js'
import { generateOnrampUrl } from './generateOnrampUrl.js'
import { getBalances } from './getBalances.js'
import { getGasPrice } from './getGasPrice.js'
import { getIdentity } from './getIdentity.js'
import { getNameSuggestions } from './getNameSuggestions.js'
import { getOnrampOptions } from './getOnrampOptions.js'
import { getSession } from './getSession.js'
import { getSupportedNetworks } from './getSupportedNetworks.js'
import { getSwapAllowance } from './getSwapAllowance.js'
import { getSwapQuote } from './getSwapQuote.js'
import { getSwapTokens } from './getSwapTokens.js'
import { getTokenPrices } from './getTokenPrices.js'
import { getTransactionHistory } from './getTransactionHistory.js'
import { isNetworkSupportedByApi } from './isNetworkSupportedByApi.js'
import { setupBlockchainApi } from './setupBlockchainApi.test-helper.js'

let server: TestServer | undefined

afterEach(async () => {
  await server?.close()
  server = undefined
})

const UNSUPPORTED = 'eip155:8453' as const
const address = '0x00000000000000000000000000000000000000aa'

describe('createBlockchainApiClient', () => {
  it('[API-030] defaults the base URL to the documented Blockchain API', () => {
    const client = createBlockchainApiClient({ projectId: 'p' })
    expect(client.http.baseUrl).toBe(DEFAULT_API_URLS.blockchainApi)
    expect(DEFAULT_API_URLS.blockchainApi).toBe('https://rpc.walletconnect.org')
  })

  it('[API-031] st, sv, apiVersion and badge_type have their documented values', () => {
    expect({ API_SDK_TYPE, API_SDK_VERSION, NAME_API_VERSION, WALLET_BADGE_TYPE }).toMatchInlineSnapshot(`
      {
        "API_SDK_TYPE": "atrium",
        "API_SDK_VERSION": "react-1.7.0",
        "NAME_API_VERSION": "2",
        "WALLET_BADGE_TYPE": "none",
      }
    `)
  })

  it('[API-001] every request adds st, sv and projectId', async () => {
    const setup = await setupBlockchainApi({
      'GET /v1/onramp/options': { body: { purchaseCurrencies: [], paymentCurrencies: [] } },
      'GET /v1/profile/suggestions/alice': { body: { suggestions: [] } },
      [`GET /v1/identity/${address}`]: { body: { name: null, avatar: null } },
      'POST /v1/fungible/price': { body: { fungibles: [] } },
    })
    server = setup.server
    await getOnrampOptions(setup.client)
    await getNameSuggestions(setup.client, { name: 'alice' })
    await getIdentity(setup.client, { address, caipNetworkId: 'eip155:1' })
    await getTokenPrices(setup.client, { caipNetworkId: 'eip155:1', addresses: [] })
    expect(setup.server.requests).toHaveLength(4)
    for (const request of setup.server.requests) {
      expect(request.query).toMatchObject({ st: 'atrium', sv: 'react-1.7.0', projectId: 'test-project' })
    }
  })

  it('[RPC-015][RPC-013] a 429 is retried after its Retry-After, up to 3 times', async () => {
    let calls = 0
    const setup = await setupBlockchainApi({
      [`GET /v1/identity/${address}`]: () => {
        calls += 1
        return calls <= 3
          ? { status: 429, headers: { 'retry-after': '0' } }
          : { body: { name: 'alice.eth', avatar: null } }
      },
    })
    server = setup.server
    await expect(getIdentity(setup.client, { address, caipNetworkId: 'eip155:1' })).resolves.toEqual({
      name: 'alice.eth',
      avatar: null,
    })
    expect(calls).toBe(4)
  })

  it('[API-028] a client id is sent as clientId', async () => {
    const setup = await setupBlockchainApi(
      { 'GET /v1/onramp/options': { body: { purchaseCurrencies: [], paymentCurrencies: [] } } },
      { clientId: 'client-7' },
    )
    server = setup.server
    await getOnrampOptions(setup.client)
    expect(setup.server.requests[0]?.query.clientId).toBe('client-7')
  })

  it('[API-002] network-bound calls on an unsupported network return empty results and send no request', async () => {
    const setup = await setupBlockchainApi({})
    server = setup.server
    const { client } = setup
    const network = { caipNetworkId: UNSUPPORTED } as const
    await expect(getIdentity(client, { ...network, address })).resolves.toEqual({ name: null, avatar: null })
    await expect(getTransactionHistory(client, { ...network, account: address })).resolves.toEqual({
      data: [],
      next: undefined,
    })
    await expect(getBalances(client, { ...network, address })).resolves.toEqual({
      balances: [],
      source: 'unsupported',
    })
    await expect(
      getSwapQuote(client, {
        ...network,
        amount: '1',
        userAddress: address,
        from: 'a',
        to: 'b',
        gasPrice: '1',
      }),
    ).resolves.toEqual({ quotes: [] })
    await expect(getSwapTokens(client, network)).resolves.toEqual({ tokens: [] })
    await expect(getTokenPrices(client, { ...network, addresses: ['x'] })).resolves.toEqual({ fungibles: [] })
    await expect(
      getSwapAllowance(client, { ...network, tokenAddress: 'a', userAddress: address }),
    ).resolves.toBeUndefined()
    await expect(getGasPrice(client, network)).resolves.toBeUndefined()
    await expect(
      buildSwapTransaction(client, {
        ...network,
        amount: '1',
        slippage: 1,
        from: 'a',
        to: 'b',
        userAddress: address,
      }),
    ).resolves.toBeUndefined()
    await expect(
      buildApproveTransaction(client, { ...network, userAddress: address, from: 'a', to: 'b' }),
    ).resolves.toBeUndefined()
    expect(setup.server.requests).toEqual([])
  })

  it('[API-002] supported-chains, profile, on-ramp and sessions calls do not short-circuit', async () => {
    const setup = await setupBlockchainApi(
      {
        'GET /v1/supported-chains': { body: { http: [] } },
        'GET /v1/profile/suggestions/alice': { body: { suggestions: [] } },
        'GET /v1/onramp/options': { body: { purchaseCurrencies: [], paymentCurrencies: [] } },
        'POST /v1/generators/onrampurl': { body: { url: 'https://pay' } },
        'GET /v1/sessions/s1': { body: {} },
      },
      { supportedNetworkIds: [] },
    )
    server = setup.server
    await getSupportedNetworks(setup.client)
    await getNameSuggestions(setup.client, { name: 'alice' })
    await getOnrampOptions(setup.client)
    await generateOnrampUrl(setup.client, { destinationWallets: [], partnerUserId: 'u' })
    await getSession(setup.client, { id: 's1' })
    expect(setup.server.requests.map((request) => request.path)).toEqual([
      '/v1/supported-chains',
      '/v1/profile/suggestions/alice',
      '/v1/onramp/options',
      '/v1/generators/onrampurl',
      '/v1/sessions/s1',
    ])
  })

  it('[API-002][API-003] without a configured list, the supported networks are fetched once from v1/supported-chains', async () => {
    const setup = await setupBlockchainApi(
      { 'GET /v1/supported-chains': { body: { http: ['eip155:1', 'not-a-caip-id'], ws: [] } } },
      { supportedNetworkIds: undefined },
    )
    server = setup.server
    await expect(isNetworkSupportedByApi(setup.client, 'eip155:1')).resolves.toBe(true)
    await expect(isNetworkSupportedByApi(setup.client, 'eip155:10')).resolves.toBe(false)
    expect(setup.server.requests.map((request) => request.path)).toEqual(['/v1/supported-chains'])
  })

  it('[API-002] a failed supported-chains fetch counts as unsupported and is retried by the next call', async () => {
    let calls = 0
    const setup = await setupBlockchainApi(
      {
        'GET /v1/supported-chains': () => {
          calls += 1
          return calls === 1 ? { status: 503 } : { body: { http: ['eip155:1'] } }
        },
      },
      { supportedNetworkIds: undefined },
    )
    server = setup.server
    await expect(isNetworkSupportedByApi(setup.client, 'eip155:1')).resolves.toBe(false)
    await expect(isNetworkSupportedByApi(setup.client, 'eip155:1')).resolves.toBe(true)
    expect(calls).toBe(2)
  })
})
