import { Keyring } from '@polkadot/keyring'
import { u8aToHex } from '@polkadot/util'
import { cryptoWaitReady } from '@polkadot/util-crypto'
import { expect, test } from 'vitest'
import { ROCOCO_ASSET_HUB_SS58_PREFIX } from './getPolkadotChainFacts.js'
import { POLKADOT_DEV_ACCOUNTS } from './polkadotDevAccounts.js'

test('each dev account is the sr25519 key of its URI, addressed in the chain’s SS58 prefix', async () => {
  await cryptoWaitReady()
  const keyring = new Keyring({ type: 'sr25519', ss58Format: ROCOCO_ASSET_HUB_SS58_PREFIX })

  const derived = POLKADOT_DEV_ACCOUNTS.map(({ uri }) => {
    const pair = keyring.addFromUri(uri)
    return { uri, address: pair.address, publicKey: u8aToHex(pair.publicKey), type: pair.type }
  })

  expect(derived).toEqual(POLKADOT_DEV_ACCOUNTS)
  expect(POLKADOT_DEV_ACCOUNTS.map(({ uri }) => uri)).toEqual([
    '//Alice',
    '//Bob',
    '//Charlie',
    '//Dave',
    '//Eve',
    '//Ferdie',
  ])
})
