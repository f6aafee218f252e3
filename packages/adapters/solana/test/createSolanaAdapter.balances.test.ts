import { formatUnits } from '@atrium/common'
import { createMemoryStorage } from '@atrium/core'
import { SOLANA_DEV_MINT } from '@atrium/devnet'
import { expectCodedRejection } from '@atrium/testing'
import { Keypair } from '@solana/web3.js'
import { describe, expect, it } from 'vitest'
import { createSolanaAdapter } from '../src/adapter/createSolanaAdapter.js'
import { getLocalNetwork, getTestNetworks, getUnreachableDevnet } from './devnetSolana.test-helper.js'
import { devAccount } from './solanaTestWallets.test-helper.js'

// Read only: no file sends from or to these accounts (the first dev accounts hold the dev token).
const UNTOUCHED = devAccount(9)
const TOKEN_HOLDER = devAccount(1)
const EMPTY = Keypair.fromSeed(new Uint8Array(32).fill(99)).publicKey.toBase58()

function caipOf(address: string) {
  return `${getLocalNetwork().caipNetworkId}:${address}` as const
}

describe('createSolanaAdapter on the local chain: balances', () => {
  it('[ACCT-013] getBalance returns the exact SOL balance in whole units with the symbol', async () => {
    const adapter = createSolanaAdapter({ networks: getTestNetworks(), storage: createMemoryStorage() })
    expect(await adapter.getBalance({ caipAddress: caipOf(UNTOUCHED.address) })).toEqual({
      balance: '1000',
      symbol: 'SOL',
    })
    expect(await adapter.getBalance({ caipAddress: caipOf(EMPTY) })).toEqual({
      balance: '0',
      symbol: 'SOL',
    })
  })

  it('[ACCT-013] getTokenBalances returns the SPL balances of both token programs, per mint', async () => {
    const adapter = createSolanaAdapter({ networks: getTestNetworks(), storage: createMemoryStorage() })
    expect(await adapter.getTokenBalances({ caipAddress: caipOf(TOKEN_HOLDER.address) })).toEqual([
      {
        mint: SOLANA_DEV_MINT.address,
        programId: SOLANA_DEV_MINT.programId,
        amount: SOLANA_DEV_MINT.balancePerHolder,
        decimals: SOLANA_DEV_MINT.decimals,
        balance: formatUnits(SOLANA_DEV_MINT.balancePerHolder, SOLANA_DEV_MINT.decimals),
        tokenAccounts: 1,
      },
    ])
    expect(await adapter.getTokenBalances({ caipAddress: caipOf(UNTOUCHED.address) })).toEqual([])
  })

  it('balances of an unconfigured network, an invalid account or an unreachable node are coded errors', async () => {
    const adapter = createSolanaAdapter({ networks: getTestNetworks(), storage: createMemoryStorage() })
    const mainnet = `solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:${UNTOUCHED.address}` as const
    expect((await expectCodedRejection(adapter.getBalance({ caipAddress: mainnet }))).code).toBe(
      'NETWORK_NOT_FOUND',
    )
    expect((await expectCodedRejection(adapter.getBalance({ caipAddress: caipOf('0xabc') }))).code).toBe(
      'INVALID_CAIP_ADDRESS',
    )
    const closed = `${getUnreachableDevnet().caipNetworkId}:${UNTOUCHED.address}` as const
    expect((await expectCodedRejection(adapter.getBalance({ caipAddress: closed }))).code).toBe(
      'HTTP_REQUEST_FAILED',
    )
  })
})
