import { describe, expect, test } from 'vitest'
import { formatScriptAsm } from './formatScriptAsm.js'

const fromHex = (hex: string) => Buffer.from(hex, 'hex')

describe('formatScriptAsm', () => {
  test('prints the standard templates as Esplora does', () => {
    expect(formatScriptAsm(fromHex(`0014${'11'.repeat(20)}`))).toBe(`OP_0 OP_PUSHBYTES_20 ${'11'.repeat(20)}`)
    expect(formatScriptAsm(fromHex(`5120${'22'.repeat(32)}`))).toBe(
      `OP_PUSHNUM_1 OP_PUSHBYTES_32 ${'22'.repeat(32)}`,
    )
    expect(formatScriptAsm(fromHex(`76a914${'33'.repeat(20)}88ac`))).toBe(
      `OP_DUP OP_HASH160 OP_PUSHBYTES_20 ${'33'.repeat(20)} OP_EQUALVERIFY OP_CHECKSIG`,
    )
    expect(formatScriptAsm(fromHex('6a04deadbeef'))).toBe('OP_RETURN OP_PUSHBYTES_4 deadbeef')
  })

  test('names numbers, locktime opcodes and long pushes like rust-bitcoin', () => {
    expect(formatScriptAsm(fromHex('4f5160b1b2'))).toBe(
      'OP_PUSHNUM_NEG1 OP_PUSHNUM_1 OP_PUSHNUM_16 OP_CLTV OP_CSV',
    )
    expect(formatScriptAsm(fromHex(`4c02abcd`))).toBe('OP_PUSHDATA1 abcd')
    expect(formatScriptAsm(fromHex('bbff'))).toBe('OP_RETURN_187 OP_INVALIDOPCODE')
  })

  test('marks a push that runs past the end', () => {
    expect(formatScriptAsm(fromHex('0511'))).toBe('OP_PUSHBYTES_5 <push past end>')
    expect(formatScriptAsm(new Uint8Array(0))).toBe('')
  })
})
