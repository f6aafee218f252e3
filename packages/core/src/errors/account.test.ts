import { describe, expect, it } from 'vitest'
import { InvalidPreferredAccountTypeError } from './account.js'

describe('account errors', () => {
  it('[ACCT-004] InvalidPreferredAccountTypeError carries its code and text', () => {
    expect(new InvalidPreferredAccountTypeError().toJSON()).toMatchInlineSnapshot(`
      {
        "code": "INVALID_PREFERRED_ACCOUNT_TYPE",
        "message": "Invalid preferred account type",
        "name": "InvalidPreferredAccountTypeError",
      }
    `)
  })
})
