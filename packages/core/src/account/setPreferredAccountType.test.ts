import type { PreferredAccountType } from '@atrium/common'
import { describe, expect, it } from 'vitest'
import type { AnalyticsEvent } from '../analytics/TrackEvent.js'
import { createAccountStore } from './createAccountStore.js'
import { setPreferredAccountType } from './setPreferredAccountType.js'

describe('setPreferredAccountType', () => {
  it('[ACCT-004] accepts eoa and smartAccount', () => {
    const account = createAccountStore()
    setPreferredAccountType({ account }, { namespace: 'eip155', type: 'smartAccount' })
    expect(account.getState().chains.eip155.preferredAccountType).toBe('smartAccount')
    setPreferredAccountType({ account }, { namespace: 'solana', type: 'eoa' })
    expect(account.getState().chains.solana.preferredAccountType).toBe('eoa')
  })

  it('[ACCT-005] tracks SET_PREFERRED_ACCOUNT_TYPE', () => {
    const events: AnalyticsEvent[] = []
    setPreferredAccountType(
      { account: createAccountStore() },
      { namespace: 'eip155', type: 'eoa', track: (event) => events.push(event) },
    )
    expect(events).toEqual([
      { event: 'SET_PREFERRED_ACCOUNT_TYPE', properties: { accountType: 'eoa', network: 'eip155' } },
    ])
  })

  it('[ACCT-004][ACCT-003] rejects anything else, payment included, without tracking', () => {
    const account = createAccountStore()
    const events: AnalyticsEvent[] = []
    for (const type of ['payment', 'EOA', '', 'smart']) {
      expect(() =>
        setPreferredAccountType(
          { account },
          { namespace: 'eip155', type: type as PreferredAccountType, track: (event) => events.push(event) },
        ),
      ).toThrowErrorMatchingInlineSnapshot(
        `[InvalidPreferredAccountTypeError: Invalid preferred account type]`,
      )
    }
    expect(account.getState().chains.eip155.preferredAccountType).toBeUndefined()
    expect(events).toEqual([])
  })
})
