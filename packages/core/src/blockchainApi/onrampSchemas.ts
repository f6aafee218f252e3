import { z } from 'zod'

/** [API-019] A currency that can be bought, with the networks it is offered on (SPEC §3). */
export const onrampPurchaseCurrencySchema = z.object({
  id: z.string(),
  name: z.string(),
  symbol: z.string(),
  networks: z.array(
    z.object({
      name: z.string(),
      display_name: z.string(),
      chain_id: z.string(),
      contract_address: z.string(),
    }),
  ),
})

/** [API-019] A fiat currency that can pay, with its payment-method limits (SPEC §3). */
export const onrampPaymentCurrencySchema = z.object({
  id: z.string(),
  payment_method_limits: z.array(z.object({ id: z.string(), min: z.string(), max: z.string() })),
})

/** [API-019] Response of GET `/v1/onramp/options`. */
export const onrampOptionsSchema = z.object({
  purchaseCurrencies: z.array(onrampPurchaseCurrencySchema),
  paymentCurrencies: z.array(onrampPaymentCurrencySchema),
})

/** On-ramp options. */
export type OnrampOptions = z.output<typeof onrampOptionsSchema>

const amountSchema = z.object({ amount: z.string(), currency: z.string() })

/** [API-020] Response of POST `/v1/onramp/quote` (SPEC §3 Onramp quote). */
export const onrampQuoteSchema = z.object({
  fees: amountSchema,
  paymentSubtotal: amountSchema,
  paymentTotal: amountSchema,
  purchaseAmount: amountSchema,
  quoteId: z.string(),
})

/** An on-ramp quote. */
export type OnrampQuote = z.output<typeof onrampQuoteSchema>
