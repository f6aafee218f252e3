import type { PolkadotDevAccount } from './polkadotDevAccounts.js'

/** A chopsticks storage override (`import-storage`): pallet → storage item → value or map entries. */
export type ChopsticksStorage = Record<string, Record<string, unknown>>

/**
 * The storage that funds `accounts` with `balance` (smallest unit) each: their `System.Account`
 * entries, and `Balances.TotalIssuance` set to their sum, since the spec's genesis mints nothing
 * (its issuance is 0) and the runtime expects issuance to equal the sum of all balances.
 */
export function getDevAccountStorage(parameters: {
  accounts: readonly PolkadotDevAccount[]
  balance: bigint
}): ChopsticksStorage {
  const { accounts, balance } = parameters
  return {
    System: {
      Account: accounts.map((account) => [
        [account.address],
        { providers: 1, data: { free: balance.toString() } },
      ]),
    },
    Balances: { TotalIssuance: (balance * BigInt(accounts.length)).toString() },
  }
}
