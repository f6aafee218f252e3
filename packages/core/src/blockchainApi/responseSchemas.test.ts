import { fc, test } from '@fast-check/vitest'
import { describe, expect } from 'vitest'
import * as z from 'zod/mini'
import { walletSchema } from '../walletDirectory/walletSchema.js'
import { arbitraryFromSchema } from './arbitraryFromSchema.test-helper.js'
import { onrampUrlSchema } from './generateOnrampUrl.js'
import { balancesSchema } from './getBalances.js'
import { gasPriceSchema } from './getGasPrice.js'
import { nameSuggestionsSchema } from './getNameSuggestions.js'
import { namesForAddressSchema } from './getNamesForAddress.js'
import { sessionSchema } from './getSession.js'
import { swapAllowanceSchema } from './getSwapAllowance.js'
import { swapQuotesSchema } from './getSwapQuote.js'
import { swapTokensSchema } from './getSwapTokens.js'
import { tokenPricesSchema } from './getTokenPrices.js'
import { identitySchema } from './identitySchema.js'
import { nameRecordSchema } from './nameRecordSchema.js'
import { onrampOptionsSchema, onrampQuoteSchema } from './onrampSchemas.js'
import { registerNameSchema } from './registerName.js'
import { supportedChainsSchema } from './supportedChainsSchema.js'
import { swapTransactionSchema } from './swapTransactionSchema.js'
import { transactionHistorySchema } from './transactionSchema.js'

const schemas: Record<string, z.core.$ZodType> = {
  '[API-003] supported chains': supportedChainsSchema,
  '[API-004] identity': identitySchema,
  '[API-005] history': transactionHistorySchema,
  '[API-006] quotes': swapQuotesSchema,
  '[API-007] tokens': swapTokensSchema,
  '[API-008] fungible prices': tokenPricesSchema,
  '[API-009] allowance': swapAllowanceSchema,
  '[API-010] gas price': gasPriceSchema,
  '[API-011][API-012] built transaction': swapTransactionSchema,
  '[API-013] balances': balancesSchema,
  '[API-014] name record': nameRecordSchema,
  '[API-015] names for address': namesForAddressSchema,
  '[API-016] name suggestions': nameSuggestionsSchema,
  '[API-017] registration': registerNameSchema,
  '[API-018] on-ramp url': onrampUrlSchema,
  '[API-019] on-ramp options': onrampOptionsSchema,
  '[API-020] on-ramp quote': onrampQuoteSchema,
  '[API-021] session': sessionSchema,
  '[API-023] wallet': walletSchema,
}

/** Values no response schema accepts: none of them is an object (sessions accept any object). */
const nonObjectJunk = fc.oneof(
  fc.string(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constant(undefined),
)

describe('response schemas', () => {
  for (const [label, schema] of Object.entries(schemas)) {
    test.prop([arbitraryFromSchema(schema)], { numRuns: 50 })(
      `${label}: generated valid bodies parse and re-parse unchanged`,
      (body) => {
        const parsed = z.safeParse(schema, body)
        expect(parsed.success).toBe(true)
        const again = z.safeParse(schema, parsed.data)
        expect(again.data).toEqual(parsed.data)
      },
    )

    test.prop([fc.anything()], { numRuns: 50 })(`${label}: any junk is answered without throwing`, (junk) => {
      expect(() => z.safeParse(schema, junk)).not.toThrow()
    })

    test.prop([nonObjectJunk], { numRuns: 20 })(
      `${label}: a body that is not an object is rejected`,
      (junk) => {
        const accepted = z.safeParse(schema, junk).success
        // Only the names-for-address list is an array; no schema accepts a primitive.
        expect(accepted).toBe(false)
      },
    )
  }
})
