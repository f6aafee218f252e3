import { fc, test } from '@fast-check/vitest'
import { describe, expect, it } from 'vitest'
import {
  checkBoolean,
  checkHttpUrl,
  checkList,
  checkNumber,
  checkObject,
  checkOneOf,
  checkText,
  checkWith,
  falseOr,
  type OptionCheck,
  type OptionIssue,
  optional,
  withDefault,
} from './optionChecks.js'

function run<output>(check: OptionCheck<output>, value: unknown) {
  const issues: OptionIssue[] = []
  const result = check(value, ['option'], issues)
  return issues.length === 0 ? { value: result } : { issues }
}

describe('optionChecks', () => {
  it('checkText takes strings, trims when asked and rejects blanks when non-empty', () => {
    expect(run(checkText(), ' a ')).toEqual({ value: ' a ' })
    expect(run(checkText({ trim: true }), ' a ')).toEqual({ value: 'a' })
    expect(run(checkText({ nonEmpty: true }), ' ')).toEqual({
      issues: [{ path: ['option'], reason: 'must be a non-empty string' }],
    })
    expect(run(checkText(), 1)).toEqual({ issues: [{ path: ['option'], reason: 'must be a string' }] })
  })

  it('checkBoolean takes only true and false', () => {
    expect(run(checkBoolean(), false)).toEqual({ value: false })
    expect(run(checkBoolean(), 'true')).toEqual({
      issues: [{ path: ['option'], reason: 'must be true or false' }],
    })
  })

  it('checkNumber takes finite numbers, integers and a minimum when asked', () => {
    expect(run(checkNumber({ minimum: 0 }), 0.5)).toEqual({ value: 0.5 })
    expect(run(checkNumber(), Number.NaN)).toMatchObject({ issues: [{ reason: 'must be a number' }] })
    expect(run(checkNumber({ integer: true }), 1.5)).toMatchObject({
      issues: [{ reason: 'must be an integer' }],
    })
    expect(run(checkNumber({ minimum: 1 }), 0)).toMatchObject({ issues: [{ reason: 'must be at least 1' }] })
  })

  it.each([
    ['https://a.example/x', 'https://a.example/x'],
    [' http://127.0.0.1:4000 ', 'http://127.0.0.1:4000'],
  ])('checkHttpUrl takes %j', (value, expected) => {
    expect(run(checkHttpUrl(), value)).toEqual({ value: expected })
  })

  it.each([['javascript:alert(1)'], ['ftp://x'], ['http:example.com'], ['not a url'], [42]])(
    'checkHttpUrl rejects %j',
    (value) => {
      expect(run(checkHttpUrl(), value)).toEqual({
        issues: [{ path: ['option'], reason: 'must be an http(s) URL' }],
      })
    },
  )

  it('checkOneOf names the allowed values', () => {
    expect(run(checkOneOf(['a', 'b']), 'b')).toEqual({ value: 'b' })
    expect(run(checkOneOf(['a', 'b']), 'c')).toEqual({
      issues: [{ path: ['option'], reason: 'must be one of "a"|"b"' }],
    })
  })

  it('checkWith keeps the value accepted by its predicate', () => {
    const value = { a: 1 }
    const isObject = (input: unknown): input is object => typeof input === 'object'
    expect(run(checkWith(isObject, 'must be an object'), value).value).toBe(value)
    expect(run(checkWith(isObject, 'must be an object'), 1)).toMatchObject({
      issues: [{ reason: 'must be an object' }],
    })
  })

  it('checkList reports items by index, duplicates and emptiness', () => {
    expect(run(checkList(checkText()), ['a', 1])).toEqual({
      issues: [{ path: ['option', 1], reason: 'must be a string' }],
    })
    expect(run(checkList(checkText(), { unique: true }), ['a', 'a'])).toMatchObject({
      issues: [{ reason: 'must not list a value twice' }],
    })
    expect(run(checkList(checkText(), { emptyReason: 'must list one' }), [])).toMatchObject({
      issues: [{ reason: 'must list one' }],
    })
    expect(run(checkList(checkText()), 'a')).toMatchObject({ issues: [{ reason: 'must be a list' }] })
  })

  it('checkObject strips unknown keys, or rejects them when strict, and leaves out undefined', () => {
    const shape = { a: checkText(), b: optional(checkText()) }
    expect(run(checkObject<{ a: string; b?: string | undefined }>(shape), { a: 'x', c: 1 })).toEqual({
      value: { a: 'x' },
    })
    expect(
      run(checkObject<{ a: string; b?: string | undefined }>(shape, { strict: true }), { a: 'x', c: 1 }),
    ).toEqual({
      issues: [{ path: ['option'], reason: 'has unknown key(s) "c"' }],
    })
    expect(run(checkObject<{ a: string }>({ a: checkText() }), {})).toEqual({
      issues: [{ path: ['option', 'a'], reason: 'must be a string' }],
    })
    expect(run(checkObject<{ a: string }>({ a: checkText() }), [])).toMatchObject({
      issues: [{ reason: 'must be an object' }],
    })
  })

  it('withDefault gives a fresh default for undefined; falseOr takes false', () => {
    const check = withDefault(checkList(checkText()), () => ['a'])
    const first = run(check, undefined).value
    expect(first).toEqual(['a'])
    expect(run(check, undefined).value).not.toBe(first)
    expect(run(falseOr(checkList(checkText())), false)).toEqual({ value: false })
  })

  test.prop([fc.anything()])('checks never throw on junk', (junk) => {
    const check = checkObject<{ list: string[]; url?: string | undefined; flag: boolean }>({
      list: withDefault(checkList(checkText({ nonEmpty: true }), { unique: true }), () => []),
      url: optional(checkHttpUrl()),
      flag: withDefault(checkBoolean(), () => false),
    })
    expect(() => run(check, junk)).not.toThrow()
  })
})
