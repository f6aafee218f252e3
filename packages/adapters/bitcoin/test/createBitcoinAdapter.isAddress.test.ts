import { bitcoin, bitcoinTestnet, defineNetwork } from '@atrium/common'
import { createMemoryStorage } from '@atrium/core'
import { BITCOIN_DEV_ACCOUNTS } from '@atrium/devnet'
import { describe, expect, it } from 'vitest'
import { createBitcoinAdapter } from '../src/adapter/createBitcoinAdapter.js'
import { getRegtestNetwork } from './bitcoinDevnet.test-helper.js'

const [account] = BITCOIN_DEV_ACCOUNTS

describe('createBitcoinAdapter isAddress', () => {
  it('accepts the addresses of the active network only, in every output type', async () => {
    if (account === undefined) throw new Error('no dev account')
    const regtest = getRegtestNetwork()
    const adapter = createBitcoinAdapter({
      networks: [regtest, defineNetwork(bitcoinTestnet, { rpcUrls: 'http://127.0.0.1:9' }), bitcoin],
      storage: createMemoryStorage(),
    })
    const check = (address: string, networkId = regtest.caipNetworkId) =>
      adapter.isAddress({ address, networkId })
    expect(await check(account.paymentAddress)).toBe(true)
    expect(await check(account.ordinalsAddress)).toBe(true)
    expect(await check(account.paymentAddress, bitcoinTestnet.caipNetworkId)).toBe(false)
    expect(await check('bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', bitcoin.caipNetworkId)).toBe(true)
    expect(await check('1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2', bitcoin.caipNetworkId)).toBe(true)
    expect(await check('3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy', bitcoin.caipNetworkId)).toBe(true)
    expect(await check('bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdr', bitcoin.caipNetworkId)).toBe(false)
    expect(await check('0x70997970C51812dc3A010C7d01b50e0d17dc79C8')).toBe(false)
    expect(await check('')).toBe(false)
    expect(await check(`bcrt1q${'q'.repeat(200)}`)).toBe(false)
  })
})
