import type { CaipNetwork } from '@atrium/common'
import { polkadot } from '@atrium/common'
import { describe, expect, it } from 'vitest'
import { toPolkadotAccounts } from './toPolkadotAccounts.js'

/** Alice and Bob in the generic prefix (42), as extensions report them. */
const ALICE = '5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY'
const BOB = '5FHneW46xGXgs5mUiveU4sbTyGBzmstUspZC92UhjJM694ty'
const ALICE_POLKADOT = '15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5'
const ALICE_KEY = '0xd43593c715fdd31c61141abd04a99fd6822c8558854ccde39a5684e7a56da27d'
const network: CaipNetwork<'polkadot'> = polkadot

describe('toPolkadotAccounts', () => {
  it('[NET-008] writes each account as polkadot:<genesis prefix>:<address in the network prefix>', () => {
    expect(toPolkadotAccounts([{ address: ALICE, name: 'Alice', type: 'sr25519' }], network, 0)).toEqual([
      {
        account: {
          caipAddress: `polkadot:91b171bb158e2d3848fa23a9f1c25182:${ALICE_POLKADOT}`,
          publicKey: ALICE_KEY,
        },
        extensionAddress: ALICE,
        publicKey: ALICE_KEY,
      },
    ])
  })

  it('keeps the extension order and each key once', () => {
    const accounts = toPolkadotAccounts(
      [{ address: BOB }, { address: ALICE }, { address: ALICE_POLKADOT }],
      network,
      42,
    )
    expect(accounts.map(({ extensionAddress }) => extensionAddress)).toEqual([BOB, ALICE])
    expect(accounts[1]?.account.caipAddress).toBe(`polkadot:91b171bb158e2d3848fa23a9f1c25182:${ALICE}`)
  })

  it('keeps accounts bound to this network and drops those bound to another one', () => {
    const accounts = toPolkadotAccounts(
      [
        { address: ALICE, genesisHash: '0x91b171bb158e2d3848fa23a9f1c25182fb8e20313b2c1eb49219da7a70ce90c3' },
        { address: BOB, genesisHash: '0xb0a8d493285c2df73290dfb7e61f870f17b41801197a149ca93654499ea3dafe' },
      ],
      network,
      0,
    )
    expect(accounts.map(({ extensionAddress }) => extensionAddress)).toEqual([ALICE])
  })

  it('drops Ethereum accounts, undecodable addresses and entries that are not accounts', () => {
    expect(
      toPolkadotAccounts(
        [
          { address: '0x9965507D1a55bcC2695C58ba16FB37d819B0A4dc', type: 'ethereum' },
          { address: 'not an address' },
          { address: '0x1234' },
          null,
          'text',
          { name: 'no address' },
        ],
        network,
        0,
      ),
    ).toEqual([])
  })
})
