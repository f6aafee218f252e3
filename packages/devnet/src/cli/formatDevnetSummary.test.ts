import { describe, expect, test } from 'vitest'
import { DEV_ACCOUNTS } from '../accounts/devAccounts.js'
import { BITCOIN_DEV_ACCOUNTS } from '../bitcoin/bitcoinDevAccounts.js'
import { getDevnetUrls } from '../getDevnetUrls.js'
import { POLKADOT_DEV_ACCOUNTS } from '../polkadot/polkadotDevAccounts.js'
import { SOLANA_DEV_ACCOUNTS } from '../solana/solanaDevAccounts.js'
import { formatDevnetSummary } from './formatDevnetSummary.js'

describe('formatDevnetSummary', () => {
  test('prints the services table and the funded accounts', () => {
    const { services } = getDevnetUrls()

    const summary = formatDevnetSummary({
      devnet: {
        services,
        accounts: DEV_ACCOUNTS.slice(0, 2),
      },
      startDurationMs: 123,
    })

    expect(summary).toMatchInlineSnapshot(`
      "Atrium devnet is up: 9 services in 123 ms.

        Service                        Network                                    URL
        Ethereum                       eip155:1                                   http://127.0.0.1:8545
        OP Mainnet                     eip155:10                                  http://127.0.0.1:8546
        Base                           eip155:8453                                http://127.0.0.1:8547
        Solana (litesvm)               solana:GTZFNzQouAG5TcMCF2qV12YDh3uWX3Lv    http://127.0.0.1:8565
        Bitcoin regtest (Esplora)      bip122:0f9188f13cb7b2c71f2a335e3a4fc328    http://127.0.0.1:8575
        Rococo Asset Hub (chopsticks)  polkadot:45454545454545454545454545454545  ws://127.0.0.1:8585
        WalletConnect relay            -                                          ws://127.0.0.1:8555
        Wallet directory               -                                          http://127.0.0.1:8595
        Blockchain API                 -                                          http://127.0.0.1:8605

      Funded accounts on every EVM chain (10000 ETH each, mnemonic "test test test test test test test test test test test junk"):

        #  Address                                     Private key
        0  0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266  0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80
        1  0x70997970C51812dc3A010C7d01b50e0d17dc79C8  0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d

      Press Ctrl-C to stop."
    `)
  })

  test('lists the first accounts of the Solana, Bitcoin and Polkadot chains that run', () => {
    const summary = formatDevnetSummary({
      devnet: {
        services: getDevnetUrls().services,
        accounts: DEV_ACCOUNTS.slice(0, 1),
        solanaAccounts: SOLANA_DEV_ACCOUNTS,
        bitcoinAccounts: BITCOIN_DEV_ACCOUNTS,
        polkadotAccounts: POLKADOT_DEV_ACCOUNTS,
      },
      startDurationMs: 1,
    })
    const [solana, bitcoin, polkadot] = [SOLANA_DEV_ACCOUNTS, BITCOIN_DEV_ACCOUNTS, POLKADOT_DEV_ACCOUNTS]
    expect(summary).toContain(`0  ${solana[0]?.address}`)
    expect(summary).toContain(bitcoin[2]?.paymentAddress)
    expect(summary).not.toContain(bitcoin[3]?.paymentAddress)
    expect(summary).toMatch(/0 {2}\S+ +\/\/Alice/)
    expect(summary).toContain(polkadot[0]?.address)
    expect(summary.indexOf('Solana accounts')).toBeLessThan(summary.indexOf('Press Ctrl-C'))
  })
})
