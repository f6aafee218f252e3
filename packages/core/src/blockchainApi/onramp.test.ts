import { ONRAMP_FALLBACK_PAYMENT_CURRENCIES, ONRAMP_FALLBACK_PURCHASE_CURRENCIES } from '@atrium/common'
import { afterEach, describe, expect, it } from 'vitest'
import type { TestServer } from '../http/startTestServer.test-helper.js'
import { generateOnrampUrl } from './generateOnrampUrl.js'
import { getOnrampOptions } from './getOnrampOptions.js'
import { getOnrampQuote } from './getOnrampQuote.js'
import { setupBlockchainApi } from './setupBlockchainApi.test-helper.js'

let server: TestServer | undefined
afterEach(async () => {
  await server?.close()
})

const amount = (value: string) => ({ amount: value, currency: 'USD' })

describe('on-ramp endpoints', () => {
  it('[API-018] POST /v1/generators/onrampurl sends its body fields and returns url', async () => {
    const setup = await setupBlockchainApi({
      'POST /v1/generators/onrampurl': { body: { url: 'https://pay.example/x' } },
    })
    server = setup.server
    const parameters = {
      destinationWallets: [{ address: '0xaa', blockchains: ['ethereum'], assets: ['USDC'] }],
      defaultNetwork: 'ethereum',
      partnerUserId: 'user-1',
      defaultExperience: 'buy',
      presetCryptoAmount: 10,
      presetFiatAmount: 50,
    } as const
    await expect(generateOnrampUrl(setup.client, parameters)).resolves.toEqual({
      url: 'https://pay.example/x',
    })
    expect(setup.server.requests[0]?.body).toEqual(parameters)
  })

  it('[API-019] GET /v1/onramp/options returns purchase and payment currencies', async () => {
    const options = {
      purchaseCurrencies: ONRAMP_FALLBACK_PURCHASE_CURRENCIES,
      paymentCurrencies: ONRAMP_FALLBACK_PAYMENT_CURRENCIES,
    }
    const setup = await setupBlockchainApi({ 'GET /v1/onramp/options': { body: options } })
    server = setup.server
    await expect(getOnrampOptions(setup.client)).resolves.toEqual(options)
  })

  it('[API-020] POST /v1/onramp/quote sends purchaseCurrency, paymentCurrency, amount, network and returns a quote', async () => {
    const quote = {
      fees: amount('1.5'),
      paymentSubtotal: amount('98.5'),
      paymentTotal: amount('100'),
      purchaseAmount: { amount: '98.4', currency: 'USDC' },
      quoteId: 'q-1',
    }
    const setup = await setupBlockchainApi({ 'POST /v1/onramp/quote': { body: quote } })
    server = setup.server
    const parameters = {
      purchaseCurrency: 'USDC',
      paymentCurrency: 'USD',
      amount: '100',
      network: 'ethereum',
    }
    await expect(getOnrampQuote(setup.client, parameters)).resolves.toEqual(quote)
    expect(setup.server.requests[0]?.body).toEqual(parameters)
  })

  it('[API-020][API-032] a quote missing amounts is a typed error (the caller falls back to a mocked quote)', async () => {
    const setup = await setupBlockchainApi({ 'POST /v1/onramp/quote': { body: { quoteId: 'q' } } })
    server = setup.server
    await expect(
      getOnrampQuote(setup.client, {
        purchaseCurrency: 'USDC',
        paymentCurrency: 'USD',
        amount: '1',
        network: 'ethereum',
      }),
    ).rejects.toMatchObject({ code: 'SERVICE_INVALID_RESPONSE' })
  })
})
