import { fc, test } from '@fast-check/vitest'
import { describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import { identitySchema } from '../blockchainApi/identitySchema.js'
import { isIdentity } from '../blockchainApi/isIdentity.js'
import { isNameRecord } from '../blockchainApi/isNameRecord.js'
import { isTokenBalance } from '../blockchainApi/isTokenBalance.js'
import { nameRecordSchema } from '../blockchainApi/nameRecordSchema.js'
import { tokenBalanceSchema } from '../blockchainApi/tokenBalanceSchema.js'
import { isWallet } from '../walletDirectory/isWallet.js'
import { walletSchema } from '../walletDirectory/walletSchema.js'
import { isArrayOf, isNullish, isObjectWith, isOptional, isRecordOf, isString } from './shapeGuards.js'

const tokenBalance = {
  name: 'Ether',
  symbol: 'ETH',
  chainId: 'eip155:1',
  price: 3000,
  quantity: { decimals: '18', numeric: '1.5' },
  iconUrl: 'https://x.example/eth.png',
}
const nameRecord = {
  name: 'a.wcn.id',
  addresses: { '60': { address: '0xabc' } },
  attributes: [{ bio: 'hi' }],
}
const wallet = { id: 'w', name: 'Wallet', image_id: null, chains: ['eip155:1'], installed: true }

/** Each guard against the response schema of the same data. */
const pairs = [
  ['isTokenBalance', isTokenBalance, tokenBalanceSchema, tokenBalance],
  ['isNameRecord', isNameRecord, nameRecordSchema, nameRecord],
  ['isIdentity', isIdentity, identitySchema, { name: 'a.eth', avatar: null }],
  ['isWallet', isWallet, walletSchema, wallet],
] as const

describe('shapeGuards', () => {
  it('isOptional, isNullish, isArrayOf and isRecordOf wrap a guard', () => {
    expect([undefined, 'a', null].map(isOptional(isString))).toEqual([true, true, false])
    expect([undefined, 'a', null, 1].map(isNullish(isString))).toEqual([true, true, true, false])
    expect([['a'], [], ['a', 1], 'a'].map(isArrayOf(isString))).toEqual([true, true, false, false])
    expect([{ a: 'b' }, {}, { a: 1 }, ['a'], null].map(isRecordOf(isString))).toEqual([
      true,
      true,
      false,
      false,
      false,
    ])
  })

  it('isObjectWith checks the named keys and ignores the others', () => {
    const isPair = isObjectWith<{ a: string }>({ a: isString })
    expect([{ a: 'x', b: 1 }, { a: 1 }, {}, null, ['x']].map(isPair)).toEqual([
      true,
      false,
      false,
      false,
      false,
    ])
  })

  it.each(pairs)('[STORE-013] %s accepts a stored value the schema produced', (_, guard, schema, value) => {
    expect(guard(z.parse(schema as z.ZodMiniType, value))).toBe(true)
  })

  it.each(pairs)('[STORE-013] %s rejects a value with a field of the wrong type', (_, guard, __, value) => {
    expect(guard({ ...value, name: 42 })).toBe(false)
  })

  test.prop([fc.jsonValue()])(
    '[STORE-013] a guard never accepts what its schema rejects, and never throws',
    (junk) => {
      for (const [, guard, schema] of pairs) {
        if (guard(junk)) expect(z.safeParse(schema as z.ZodMiniType, junk).success).toBe(true)
      }
    },
  )
})
