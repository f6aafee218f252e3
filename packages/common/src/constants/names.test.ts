import { describe, expect, it } from 'vitest'
import {
  ACCOUNT_NAME_MIN_CHARS,
  ACCOUNT_NAME_SUFFIX,
  COIN_TYPE_FLAG,
  LEGACY_ACCOUNT_NAME_SUFFIX,
  NAME_SERVICE_NAMESPACES,
  NAME_SUGGESTION_ZONE,
} from './names.js'

describe('name constants', () => {
  it("[NAME-009] suffix '.reown.id', legacy '.wcn.id'", () => {
    expect(ACCOUNT_NAME_SUFFIX).toBe('.reown.id')
    expect(LEGACY_ACCOUNT_NAME_SUFFIX).toBe('.wcn.id')
  })

  it('[VAL-001] names need at least 4 characters', () => {
    expect(ACCOUNT_NAME_MIN_CHARS).toBe(4)
  })

  it('[NAME-006] the coin-type flag is 0x80000000', () => {
    expect(COIN_TYPE_FLAG).toBe(2 ** 31)
  })

  it("[NAME-018] the suggestion zone is 'reown.id' (chosen)", () => {
    expect(NAME_SUGGESTION_ZONE).toBe('reown.id')
    expect(ACCOUNT_NAME_SUFFIX).toBe(`.${NAME_SUGGESTION_ZONE}`)
  })

  it('[NAME-016] names are served on eip155 only (chosen)', () => {
    expect(NAME_SERVICE_NAMESPACES).toEqual(['eip155'])
  })
})
