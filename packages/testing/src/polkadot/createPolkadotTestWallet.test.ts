import type { SignerPayloadJSON } from '@polkadot/types/types'
import { compactToU8a, hexToU8a, stringToHex, u8aConcat, u8aToHex, u8aWrapBytes } from '@polkadot/util'
import { blake2AsU8a, signatureVerify } from '@polkadot/util-crypto'
import { describe, expect, it } from 'vitest'
import { createRememberAuthorisation } from '../wallet/rememberAuthorisation.test-helper.js'
import { createPolkadotTestWallet } from './createPolkadotTestWallet.js'
import type { PolkadotInjectedAccount } from './PolkadotInjected.js'

const ALICE = '5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY'
const BOB = '5FHneW46xGXgs5mUiveU4sbTyGBzmstUspZC92UhjJM694ty'
/** Alice with the Kusama / statemine prefix 2. */
const ALICE_PREFIX_2 = 'HNZata7iMYWmk5RvZRTiAsSDhV8366zq2YGb3tLH5Upf74F'

/** The signed extensions of Rococo Asset Hub's genesis runtime (statemine 900). */
const ASSET_HUB_EXTENSIONS = [
  'CheckNonZeroSender',
  'CheckSpecVersion',
  'CheckTxVersion',
  'CheckGenesis',
  'CheckMortality',
  'CheckNonce',
  'CheckWeight',
  'ChargeAssetTxPayment',
]

const GENESIS = `0x${'45'.repeat(32)}` as const
const BLOCK = `0x${'11'.repeat(32)}` as const
const METADATA_HASH = `0x${'ab'.repeat(32)}` as const

function payloadOf(address: string, overrides: Partial<SignerPayloadJSON> = {}): SignerPayloadJSON {
  return {
    address,
    blockHash: BLOCK,
    blockNumber: '0x00000010',
    era: '0x00',
    genesisHash: GENESIS,
    method: '0x0a0300d43593c715fdd31c61141abd04a99fd6822c8558854ccde39a5684e7a56da27d0700e40b5402',
    nonce: '0x00000005',
    specVersion: '0x00000384',
    tip: '0x00000000000000000000000000000000',
    transactionVersion: '0x0000000d',
    signedExtensions: ASSET_HUB_EXTENSIONS,
    version: 4,
    ...overrides,
  }
}

/** u32 little-endian, as SCALE encodes it. */
function u32(value: number): Uint8Array {
  const bytes = new Uint8Array(4)
  new DataView(bytes.buffer).setUint32(0, value, true)
  return bytes
}

/**
 * The bytes a v4 payload of `ASSET_HUB_EXTENSIONS` signs, encoded by hand from the SCALE layout:
 * call, era, nonce, tip, asset id (None), [mode], spec and transaction versions, genesis, block,
 * [metadata hash].
 */
function expectedPayloadBytes(
  payload: SignerPayloadJSON,
  metadata?: { mode: number; hash: Uint8Array | undefined },
): Uint8Array {
  return u8aConcat(
    hexToU8a(payload.method),
    new Uint8Array([0]),
    compactToU8a(Number(payload.nonce)),
    compactToU8a(0),
    new Uint8Array([0]),
    metadata === undefined ? new Uint8Array() : new Uint8Array([metadata.mode]),
    u32(Number(payload.specVersion)),
    u32(Number(payload.transactionVersion)),
    hexToU8a(payload.genesisHash),
    hexToU8a(payload.blockHash),
    metadata === undefined
      ? new Uint8Array()
      : metadata.hash === undefined
        ? new Uint8Array([0])
        : u8aConcat(new Uint8Array([1]), metadata.hash),
  )
}

/** Splits a MultiSignature into its type byte and the signature, and verifies it over `message`. */
function verifyMultiSignature(signature: string, message: Uint8Array, address: string) {
  const bytes = hexToU8a(signature)
  return { type: bytes[0], isValid: signatureVerify(message, bytes.subarray(1), address).isValid }
}

describe('createPolkadotTestWallet', () => {
  it('injects { version, enable } under its extension key and keeps other extensions', async () => {
    const wallet = await createPolkadotTestWallet({ accounts: [{ uri: '//Alice' }] })
    const other = { version: '1.0.0', enable: async () => ({}) }
    const target = { injectedWeb3: { other } } as unknown as Window & {
      injectedWeb3: Record<string, { version: string; enable: unknown }>
    }
    const remove = wallet.inject(target)
    expect(Object.keys(target.injectedWeb3).sort()).toEqual(['other', 'polkadot-js'])
    expect(target.injectedWeb3['polkadot-js']?.version).toBe('0.63.1')
    expect(typeof target.injectedWeb3['polkadot-js']?.enable).toBe('function')
    remove()
    expect(target.injectedWeb3).toEqual({ other })
  })

  it('enable resolves accounts and a signer; accounts are sr25519 with the generic prefix by default', async () => {
    const wallet = await createPolkadotTestWallet({ accounts: [{ uri: '//Alice' }, { uri: '//Bob' }] })
    expect(wallet.isAuthorized).toBe(false)
    const injected = await wallet.provider.enable('Atrium tests')
    expect(wallet.isAuthorized).toBe(true)
    expect(await injected.accounts.get()).toEqual([
      { address: ALICE, genesisHash: null, name: 'Alice', type: 'sr25519' },
      { address: BOB, genesisHash: null, name: 'Bob', type: 'sr25519' },
    ])
    expect(wallet.addresses).toEqual([ALICE, BOB])
    expect(typeof injected.signer.signPayload).toBe('function')
    expect(typeof injected.signer.signRaw).toBe('function')
  })

  it('uses the given SS58 prefix, names and extension key', async () => {
    const wallet = await createPolkadotTestWallet({
      accounts: [{ uri: '//Alice', name: 'Main' }],
      ss58Prefix: 2,
      extensionName: 'subwallet-js',
    })
    expect(wallet.extensionName).toBe('subwallet-js')
    expect(wallet.address).toBe(ALICE_PREFIX_2)
    await wallet.provider.enable('Atrium tests')
    expect((await wallet.injected.accounts.get())[0]?.name).toBe('Main')
  })

  it('signRaw signs the <Bytes>-wrapped data with the real key', async () => {
    const wallet = await createPolkadotTestWallet({ accounts: [{ uri: '//Alice' }], authorized: true })
    const message = 'Atrium says hello'
    const { id, signature } = await wallet.injected.signer.signRaw({
      address: ALICE,
      data: stringToHex(message),
      type: 'bytes',
    })
    expect(id).toBeGreaterThan(0)
    expect(hexToU8a(signature)).toHaveLength(64)
    expect(signatureVerify(u8aWrapBytes(message), signature, ALICE).isValid).toBe(true)
    expect(signatureVerify(u8aWrapBytes('another message'), signature, ALICE).isValid).toBe(false)
    expect(signatureVerify(u8aWrapBytes(message), signature, BOB).isValid).toBe(false)
  })

  it('signPayload signs the SCALE payload of the signed extensions, with the sr25519 type byte', async () => {
    const wallet = await createPolkadotTestWallet({ accounts: [{ uri: '//Alice' }], authorized: true })
    const payload = payloadOf(ALICE)
    const { signature } = await wallet.injected.signer.signPayload(payload)
    expect(verifyMultiSignature(signature, expectedPayloadBytes(payload), ALICE)).toEqual({
      type: 1,
      isValid: true,
    })
  })

  it('signPayload encodes mode and metadataHash when the runtime has CheckMetadataHash', async () => {
    const wallet = await createPolkadotTestWallet({ accounts: [{ uri: '//Alice' }], authorized: true })
    const payload = payloadOf(ALICE, {
      signedExtensions: [...ASSET_HUB_EXTENSIONS, 'CheckMetadataHash'],
      mode: 1,
      metadataHash: METADATA_HASH,
    })
    const { signature } = await wallet.injected.signer.signPayload(payload)
    const withHash = expectedPayloadBytes(payload, { mode: 1, hash: hexToU8a(METADATA_HASH) })
    expect(verifyMultiSignature(signature, withHash, ALICE).isValid).toBe(true)
    const withoutHash = expectedPayloadBytes(payload, { mode: 0, hash: undefined })
    expect(verifyMultiSignature(signature, withoutHash, ALICE).isValid).toBe(false)
  })

  it('signPayload signs the blake2-256 hash of a payload longer than 256 bytes', async () => {
    const wallet = await createPolkadotTestWallet({ accounts: [{ uri: '//Alice' }], authorized: true })
    const payload = payloadOf(ALICE, { method: u8aToHex(new Uint8Array(300).fill(7)) })
    const { signature } = await wallet.injected.signer.signPayload(payload)
    const bytes = expectedPayloadBytes(payload)
    expect(verifyMultiSignature(signature, blake2AsU8a(bytes), ALICE).isValid).toBe(true)
  })

  it('signs with the account the request names, and refuses an address it does not hold', async () => {
    const wallet = await createPolkadotTestWallet({
      accounts: [{ uri: '//Alice' }, { uri: '//Bob' }],
      authorized: true,
    })
    const { signature } = await wallet.injected.signer.signRaw({ address: BOB, data: '0x01', type: 'bytes' })
    expect(signatureVerify(u8aWrapBytes('0x01'), signature, BOB).isValid).toBe(true)
    const charlie = '5FLSigC9HGRKVhB9FiEo4Y3koPsNmBmLJbpXg2mp1hXcS59Y'
    await expect(
      wallet.injected.signer.signRaw({ address: charlie, data: '0x01', type: 'bytes' }),
    ).rejects.toThrow(`Unable to retrieve keypair for ${charlie}`)
    await expect(
      wallet.injected.signer.signRaw({ address: ALICE, data: 'not hex', type: 'bytes' }),
    ).rejects.toThrow('signRaw expects hex data')
  })

  it("reject mode: a declined authorisation rejects with polkadot-js's 'Rejected', once", async () => {
    const wallet = await createPolkadotTestWallet({ accounts: [{ uri: '//Alice' }] })
    wallet.rejectNextRequest()
    await expect(wallet.provider.enable('Atrium tests')).rejects.toThrow(new Error('Rejected'))
    expect(wallet.isAuthorized).toBe(false)
    await expect(wallet.provider.enable('Atrium tests')).resolves.toBe(wallet.injected)
  })

  it("reject mode: a cancelled signature rejects with polkadot-js's 'Cancelled', or the given text", async () => {
    const wallet = await createPolkadotTestWallet({ accounts: [{ uri: '//Alice' }], authorized: true })
    wallet.rejectNextRequest()
    await expect(wallet.injected.signer.signPayload(payloadOf(ALICE))).rejects.toThrow(new Error('Cancelled'))
    wallet.rejectNextRequest('Rejected by user')
    await expect(
      wallet.injected.signer.signRaw({ address: ALICE, data: '0x00', type: 'bytes' }),
    ).rejects.toThrow(new Error('Rejected by user'))
    await expect(
      wallet.injected.signer.signRaw({ address: ALICE, data: '0x00', type: 'bytes' }),
    ).resolves.toHaveProperty('signature')
  })

  it('an authorised dApp is enabled again without a prompt', async () => {
    const wallet = await createPolkadotTestWallet({ accounts: [{ uri: '//Alice' }], authorized: true })
    wallet.rejectNextRequest()
    await expect(wallet.provider.enable('Atrium tests')).resolves.toBe(wallet.injected)
    await expect(
      wallet.injected.signer.signRaw({ address: ALICE, data: '0x00', type: 'bytes' }),
    ).rejects.toThrow('Cancelled')
  })

  it('rememberAuthorisation: created again over the same storage (a reload) it enables without a prompt, until disconnect', async () => {
    const rememberAuthorisation = createRememberAuthorisation()
    const create = () => createPolkadotTestWallet({ accounts: [{ uri: '//Alice' }], rememberAuthorisation })
    await (await create()).provider.enable('Atrium')
    const reloaded = await create()
    expect(reloaded.isAuthorized).toBe(true)
    reloaded.rejectNextRequest()
    expect(await (await reloaded.provider.enable('Atrium')).accounts.get()).toEqual([
      expect.objectContaining({ address: ALICE }),
    ])
    reloaded.disconnect()
    expect((await create()).isAuthorized).toBe(false)
  })

  it('refuses accounts and signatures before the dApp is authorised, and enable without a name', async () => {
    const wallet = await createPolkadotTestWallet({ accounts: [{ uri: '//Alice' }] })
    await expect(wallet.injected.accounts.get()).rejects.toThrow('has not been enabled')
    await expect(
      wallet.injected.signer.signRaw({ address: ALICE, data: '0x00', type: 'bytes' }),
    ).rejects.toThrow('has not been enabled')
    await expect(wallet.provider.enable('')).rejects.toThrow('You must pass a name')
  })

  it('subscribers get the current accounts at once, then account switches and the end of the authorisation', async () => {
    const wallet = await createPolkadotTestWallet({
      accounts: [{ uri: '//Alice' }, { uri: '//Bob' }],
      authorized: true,
    })
    const seen: PolkadotInjectedAccount[][] = []
    const unsubscribe = wallet.injected.accounts.subscribe((accounts) => {
      seen.push(accounts)
    })
    await Promise.resolve()
    wallet.switchAccount(BOB)
    expect(wallet.address).toBe(BOB)
    wallet.disconnect()
    expect(wallet.isAuthorized).toBe(false)
    expect(seen.map((accounts) => accounts.map((account) => account.address))).toEqual([
      [ALICE, BOB],
      [BOB, ALICE],
      [],
    ])
    unsubscribe()
    await wallet.provider.enable('Atrium tests')
    expect(seen).toHaveLength(3)
  })

  it('records every request in order', async () => {
    const wallet = await createPolkadotTestWallet({ accounts: [{ uri: '//Alice' }] })
    await wallet.provider.enable('Atrium tests')
    await wallet.injected.accounts.get(true)
    expect(wallet.requests).toEqual([
      { method: 'enable', params: { origin: 'Atrium tests' } },
      { method: 'accounts.get', params: { anyType: true } },
    ])
  })
})
