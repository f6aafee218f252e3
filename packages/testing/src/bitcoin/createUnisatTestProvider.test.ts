// @vitest-environment happy-dom
import { Psbt } from 'bitcoinjs-lib'
import { describe, expect, it, onTestFinished } from 'vitest'
import { createRememberAuthorisation } from '../wallet/rememberAuthorisation.test-helper.js'
import { ESPLORA_URL, paymentPsbt, WIF } from './bitcoinProviderFixtures.test-helper.js'
import { createBitcoinTestWallet } from './createBitcoinTestWallet.js'
import { verifyBitcoinMessage } from './verifyBitcoinMessage.js'

type Global = Record<string, unknown>

describe('createBitcoinTestWallet: Unisat and OKX', () => {
  it('connects one account (the payment address) and rejects with { code: 4001 }', async () => {
    const wallet = createBitcoinTestWallet({ kind: 'unisat', wif: WIF, esploraUrl: ESPLORA_URL })
    onTestFinished(wallet.inject(window))
    const unisat = (window as unknown as { unisat: typeof wallet.provider }).unisat
    expect(await unisat.getAccounts()).toEqual([])
    wallet.rejectNextRequest()
    await expect(unisat.requestAccounts()).rejects.toEqual({
      code: 4001,
      message: 'User rejected the request.',
    })
    expect(await unisat.requestAccounts()).toEqual([wallet.paymentAddress])
    expect(await unisat.getPublicKey()).toBe(wallet.publicKey)
    expect(await unisat.getNetwork()).toBe('regtest')
  })

  it('rememberAuthorisation: created again over the same storage (a reload) getAccounts answers, until the session ends', async () => {
    const rememberAuthorisation = createRememberAuthorisation()
    const create = () =>
      createBitcoinTestWallet({ kind: 'unisat', wif: WIF, esploraUrl: ESPLORA_URL, rememberAuthorisation })
    await create().provider.requestAccounts()
    const reloaded = create()
    expect(await reloaded.provider.getAccounts()).toEqual([reloaded.paymentAddress])
    reloaded.disconnect()
    expect(await create().provider.getAccounts()).toEqual([])
  })

  it("signs messages with 'ecdsa' and 'bip322-simple', and PSBTs in hex (finalised unless told not to)", async () => {
    const wallet = createBitcoinTestWallet({ kind: 'unisat', wif: WIF, esploraUrl: ESPLORA_URL })
    await wallet.provider.requestAccounts()
    for (const type of ['ecdsa', 'bip322-simple'] as const) {
      const signature = await wallet.provider.signMessage('Atrium', type)
      expect(verifyBitcoinMessage({ address: wallet.paymentAddress, message: 'Atrium', signature })).toBe(
        true,
      )
    }
    const finalised = Psbt.fromHex(await wallet.provider.signPsbt(paymentPsbt().toHex()))
    expect(finalised.data.inputs[0]?.finalScriptWitness).toBeDefined()
    const partial = Psbt.fromHex(
      await wallet.provider.signPsbt(paymentPsbt().toHex(), {
        autoFinalized: false,
        toSignInputs: [{ index: 0, address: wallet.paymentAddress }],
      }),
    )
    expect(partial.data.inputs[0]?.partialSig).toHaveLength(1)
    await expect(wallet.provider.signPsbt('zz')).rejects.toMatchObject({ code: -32602 })
  })

  it('switches chains and reports networkChanged and accountsChanged; an ended session reports []', async () => {
    const wallet = createBitcoinTestWallet({ kind: 'unisat', wif: WIF, esploraUrl: ESPLORA_URL })
    await wallet.provider.requestAccounts()
    const seen: [string, unknown][] = []
    wallet.provider.on('networkChanged', (network) => seen.push(['networkChanged', network]))
    wallet.provider.on('accountsChanged', (accounts) => seen.push(['accountsChanged', accounts]))
    expect(await wallet.provider.switchChain?.('BITCOIN_TESTNET')).toMatchObject({ enum: 'BITCOIN_TESTNET' })
    wallet.disconnect()
    expect(seen).toEqual([
      ['networkChanged', 'testnet'],
      ['accountsChanged', [wallet.paymentAddress]],
      ['accountsChanged', []],
    ])
    expect(wallet.paymentAddress).toMatch(/^tb1q/)
  })

  it('OKX lives at okxwallet.bitcoin beside other OKX providers, connects with connect(), cannot switch networks', async () => {
    const evm = { isOkxWallet: true }
    ;(window as unknown as Global).okxwallet = evm
    onTestFinished(() => {
      delete (window as unknown as Global).okxwallet
    })
    const wallet = createBitcoinTestWallet({ kind: 'okx', wif: WIF, esploraUrl: ESPLORA_URL })
    const remove = wallet.inject(window)
    expect((window as unknown as { okxwallet: Global }).okxwallet).toBe(evm)
    expect(evm).toMatchObject({ isOkxWallet: true, bitcoin: wallet.provider })
    expect(await wallet.provider.connect?.()).toEqual({
      address: wallet.paymentAddress,
      publicKey: wallet.publicKey,
      compressedPublicKey: wallet.publicKey,
    })
    expect(wallet.provider.switchNetwork).toBeUndefined()
    remove()
    expect(evm).toEqual({ isOkxWallet: true })
  })
})
