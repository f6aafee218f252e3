import { ACCOUNT_TYPES, NAMESPACES, PREFERRED_ACCOUNT_TYPES } from '@atrium/common'
import { describe, expect, expectTypeOf, it } from 'vitest'
import type { TokenBalance } from '../blockchainApi/tokenBalanceSchema.js'
import type { Account } from './Account.js'
import { createAccountStore, getInitialChainAccountState } from './createAccountStore.js'

const ACCOUNT_FIELDS = [
  'currentTab',
  'tokenBalance',
  'tokenBalanceStatus',
  'smartAccountDeployed',
  'addressLabels',
  'allAccounts',
  'user',
  'caipAddress',
  'address',
  'balance',
  'balanceSymbol',
  'profileName',
  'profileImage',
  'addressExplorerUrl',
  'connectedWalletInfo',
  'preferredAccountType',
  'socialProvider',
  'socialWindow',
  'farcasterUrl',
  'status',
]

describe('createAccountStore', () => {
  it('[ACCT-001] keeps one account per namespace with every §3 field', () => {
    const state = createAccountStore().getState()
    expect(Object.keys(state.chains)).toEqual([...NAMESPACES])
    for (const namespace of NAMESPACES) {
      expect(Object.keys(state.chains[namespace]).sort()).toEqual([...ACCOUNT_FIELDS].sort())
      expect(state.chains[namespace].status).toBe('disconnected')
    }
  })

  it('[ACCT-001] presets one namespace without touching the others; instances are independent', () => {
    const first = createAccountStore({ chains: { solana: { address: 'abc', status: 'connected' } } })
    const second = createAccountStore()
    expect(first.getState().chains.solana).toMatchObject({
      address: 'abc',
      status: 'connected',
      tokenBalance: [],
    })
    expect(first.getState().chains.eip155).toEqual(getInitialChainAccountState())
    expect(second.getState().chains.solana.address).toBeUndefined()
  })

  it('[ACCT-002] an account object has namespace, address, type, publicKey, path; type eoa|smartAccount|payment', () => {
    const account: Account = {
      namespace: 'bip122',
      address: 'bc1q…',
      type: 'payment',
      publicKey: '02ab',
      path: "m/84'/0'/0'/0/0",
    }
    expect(Object.keys(account)).toEqual(['namespace', 'address', 'type', 'publicKey', 'path'])
    expect(ACCOUNT_TYPES).toEqual(['eoa', 'smartAccount', 'payment'])
    expectTypeOf<Account['type']>().toEqualTypeOf<'eoa' | 'smartAccount' | 'payment'>()
  })

  it('[ACCT-003] the account types a user can have or choose are eoa and smartAccount', () => {
    expect(PREFERRED_ACCOUNT_TYPES).toEqual(['eoa', 'smartAccount'])
    expectTypeOf(getInitialChainAccountState().preferredAccountType).toEqualTypeOf<
      'eoa' | 'smartAccount' | undefined
    >()
  })

  it('[ACCT-015] a token balance has name, symbol, chainId, address?, value, price, quantity {decimals, numeric}, iconUrl', () => {
    const usdc: TokenBalance = {
      name: 'USD Coin',
      symbol: 'USDC',
      chainId: 'eip155:1',
      address: 'eip155:1:0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48',
      value: 12.5,
      price: 1,
      quantity: { decimals: '6', numeric: '12.5' },
      iconUrl: 'https://x/usdc.png',
    }
    const store = createAccountStore({ chains: { eip155: { tokenBalance: [usdc] } } })
    expect(store.getState().chains.eip155.tokenBalance[0]).toEqual(usdc)
    expectTypeOf<TokenBalance['quantity']>().toEqualTypeOf<{ decimals: string; numeric: string }>()
  })
})
