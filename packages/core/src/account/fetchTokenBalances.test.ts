import { describe, expect, it } from 'vitest'
import type { TokenBalance } from '../blockchainApi/tokenBalanceSchema.js'
import { createAccountStore } from './createAccountStore.js'
import { fetchTokenBalances, type TokenBalanceSnackbar } from './fetchTokenBalances.js'
import { isBalanceSupported } from './isBalanceSupported.js'

const eth: TokenBalance = {
  name: 'Ether',
  symbol: 'ETH',
  chainId: 'eip155:1',
  price: 3000,
  quantity: { decimals: '18', numeric: '1' },
  iconUrl: '',
}

describe('fetchTokenBalances', () => {
  it('[ACCT-013] loads balances on eip155 and solana', async () => {
    const account = createAccountStore()
    for (const namespace of ['eip155', 'solana'] as const) {
      const result = await fetchTokenBalances(
        { account },
        { namespace, loadBalances: async () => [eth], showSnackbar: () => {} },
      )
      expect(result).toEqual({ status: 'loaded' })
      expect(account.getState().chains[namespace].tokenBalance).toEqual([eth])
    }
  })

  it('[ACCT-013] skips polkadot and bip122 without a request', async () => {
    let requests = 0
    for (const namespace of ['polkadot', 'bip122'] as const) {
      const result = await fetchTokenBalances(
        { account: createAccountStore() },
        {
          namespace,
          loadBalances: async () => {
            requests += 1
            return [eth]
          },
          showSnackbar: () => {},
        },
      )
      expect(result).toEqual({ status: 'skipped' })
      expect(isBalanceSupported(namespace)).toBe(false)
    }
    expect(requests).toBe(0)
  })

  it("[ACCT-014] a failed load shows 'Token Balance Unavailable' and keeps the old balances", async () => {
    const account = createAccountStore({ chains: { eip155: { tokenBalance: [eth] } } })
    const shown: TokenBalanceSnackbar[] = []
    const result = await fetchTokenBalances(
      { account },
      {
        namespace: 'eip155',
        loadBalances: () => Promise.reject(new Error('HTTP status code: 500')),
        showSnackbar: (s) => shown.push(s),
      },
    )
    expect(result).toEqual({ status: 'failed' })
    expect(shown).toEqual([{ variant: 'error', message: 'Token Balance Unavailable' }])
    expect(account.getState().chains.eip155.tokenBalance).toEqual([eth])
  })
})
