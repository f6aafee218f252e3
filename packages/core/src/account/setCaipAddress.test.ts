import type { CaipAddress } from '@atrium/common'
import { describe, expect, it } from 'vitest'
import { createAccountStore } from './createAccountStore.js'
import { setAccountFields } from './setAccountFields.js'
import { setCaipAddress } from './setCaipAddress.js'

const ADDRESS = '0x52908400098527886E0F7030069857D2E4169EE7'

describe('setCaipAddress', () => {
  it('[NET-008] stores the CAIP address and the plain address in its namespace', () => {
    const account = createAccountStore()
    setCaipAddress({ account }, { caipAddress: `eip155:10:${ADDRESS}` })
    expect(account.getState().chains.eip155).toMatchObject({
      caipAddress: `eip155:10:${ADDRESS}`,
      address: ADDRESS,
    })
    expect(account.getState().chains.solana.address).toBeUndefined()
  })

  it('throws the coded CAIP error on a malformed address and leaves the state alone', () => {
    const account = createAccountStore()
    expect(() => setCaipAddress({ account }, { caipAddress: 'eip155:1' as CaipAddress })).toThrow(
      'Invalid CAIP address',
    )
    expect(account.getState().chains.eip155.caipAddress).toBeUndefined()
  })
})

describe('setAccountFields', () => {
  it('[ACCT-001] patches fields of one namespace only', () => {
    const account = createAccountStore()
    setAccountFields(
      { account },
      { namespace: 'solana', fields: { profileName: 'alice', farcasterUrl: 'https://f' } },
    )
    expect(account.getState().chains.solana).toMatchObject({
      profileName: 'alice',
      farcasterUrl: 'https://f',
    })
    expect(account.getState().chains.eip155.profileName).toBeUndefined()
  })
})
