import { POLKADOT_DEV_ACCOUNTS } from '@atrium/devnet'
import { createPolkadotTestWallet, type PolkadotTestWallet } from '@atrium/testing'
import type { ApiPromise, SubmittableResult } from '@polkadot/api'
import type { SubmittableExtrinsic } from '@polkadot/api/types'
import { encodeAddress, randomAsU8a } from '@polkadot/util-crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createLocalApi, getDevnetPolkadot } from './devnetPolkadot.test-helper.js'

// This file's sender: Eve's key under a derivation no other file uses.
const SENDER_URI = `${POLKADOT_DEV_ACCOUNTS[4].uri}//atrium-chain-test`
const [, , , , eve] = POLKADOT_DEV_ACCOUNTS

/** Sends `extrinsic` signed through the extension's signer; resolves the result once in a block (or finalised). */
function sendThrough(
  extrinsic: SubmittableExtrinsic<'promise'>,
  wallet: PolkadotTestWallet,
  options: { era?: number; tip?: bigint } = {},
): Promise<SubmittableResult> {
  return new Promise((resolve, reject) => {
    extrinsic
      .signAndSend(wallet.address, { signer: wallet.injected.signer, nonce: -1, ...options }, (result) => {
        if (result.status.isInBlock || result.status.isFinalized) resolve(result)
        if (result.isError) reject(new Error(result.status.type))
      })
      .catch(reject)
  })
}

describe('the Polkadot test extension on the local chain (chopsticks runs the real runtime)', () => {
  let api: ApiPromise
  let wallet: PolkadotTestWallet
  beforeAll(async () => {
    api = await createLocalApi()
    wallet = await createPolkadotTestWallet({
      accounts: [{ uri: SENDER_URI }],
      ss58Prefix: getDevnetPolkadot().ss58Prefix,
      authorized: true,
    })
    // Fund the derived sender from Eve, signed by a second extension instance.
    const funder = await createPolkadotTestWallet({ accounts: [{ uri: eve.uri }], authorized: true })
    await sendThrough(api.tx.balances.transferKeepAlive(wallet.address, 10n ** 14n), funder)
  })
  afterAll(async () => {
    await api.disconnect()
  })

  it('signPayload signs what the runtime accepts: a mortal transfer (api default) lands in a block', async () => {
    const receiver = encodeAddress(randomAsU8a(32), getDevnetPolkadot().ss58Prefix)
    const result = await sendThrough(api.tx.balances.transferKeepAlive(receiver, 10n ** 10n), wallet)
    expect(result.dispatchError).toBeUndefined()
    expect((await api.query.system.account(receiver)).data.free.toBigInt()).toBe(10n ** 10n)
  })

  it('an immortal transfer with a tip is accepted too (other era and tip encodings)', async () => {
    const receiver = encodeAddress(randomAsU8a(32), getDevnetPolkadot().ss58Prefix)
    const result = await sendThrough(api.tx.balances.transferKeepAlive(receiver, 10n ** 10n), wallet, {
      era: 0,
      tip: 1_000_000n,
    })
    expect(result.dispatchError).toBeUndefined()
    expect((await api.query.system.account(receiver)).data.free.toBigInt()).toBe(10n ** 10n)
  })

  it("a signature by another key than the payload's account is refused by the node (1010 bad proof)", async () => {
    const impostor = await createPolkadotTestWallet({
      accounts: [{ uri: '//atrium-impostor' }],
      authorized: true,
    })
    const extrinsic = api.tx.balances.transferKeepAlive(eve.address, 10n ** 10n)
    const foreignSigner = {
      signPayload: (payload: Parameters<PolkadotTestWallet['injected']['signer']['signPayload']>[0]) =>
        impostor.injected.signer.signPayload({ ...payload, address: impostor.address }),
    }
    await expect(extrinsic.signAndSend(wallet.address, { signer: foreignSigner, nonce: -1 })).rejects.toThrow(
      /^1010: .*(?:badProof|bad signature)/i,
    )
  })

  it("reject mode: signPayload rejects with 'Cancelled' and nothing is sent", async () => {
    const nonce = (await api.rpc.system.accountNextIndex(wallet.address)).toNumber()
    wallet.rejectNextRequest()
    await expect(
      sendThrough(api.tx.balances.transferKeepAlive(eve.address, 10n ** 10n), wallet),
    ).rejects.toThrow(new Error('Cancelled'))
    expect((await api.rpc.system.accountNextIndex(wallet.address)).toNumber()).toBe(nonce)
  })
})
