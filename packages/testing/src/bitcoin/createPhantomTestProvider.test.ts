// @vitest-environment happy-dom
import { Psbt } from 'bitcoinjs-lib'
import { describe, expect, it, onTestFinished } from 'vitest'
import { ESPLORA_URL, paymentPsbt, SECOND_WIF, WIF } from './bitcoinProviderFixtures.test-helper.js'
import { toBase64, toHex } from './byteEncoding.js'
import { createBitcoinTestWallet } from './createBitcoinTestWallet.js'
import { verifyBitcoinMessage } from './verifyBitcoinMessage.js'

type Global = Record<string, unknown>

describe('createBitcoinTestWallet: Phantom', () => {
  it('lives at phantom.bitcoin, keeps window.phantom, and answers accounts, message and PSBT bytes', async () => {
    const solana = { isPhantom: true }
    ;(window as unknown as Global).phantom = { solana }
    onTestFinished(() => {
      delete (window as unknown as Global).phantom
    })
    const wallet = createBitcoinTestWallet({ kind: 'phantom', wif: WIF, esploraUrl: ESPLORA_URL })
    onTestFinished(wallet.inject(window))
    const phantom = (window as unknown as { phantom: { solana: unknown; bitcoin: typeof wallet.provider } })
      .phantom
    expect(phantom.solana).toBe(solana)
    wallet.rejectNextRequest()
    const refusal = await phantom.bitcoin.requestAccounts().catch((error: unknown) => error)
    expect(refusal).toBeInstanceOf(Error)
    expect(refusal).toMatchObject({ code: 4001, message: 'User rejected the request.' })
    const accounts = await phantom.bitcoin.requestAccounts()
    expect(accounts.map(({ purpose, addressType }) => [purpose, addressType])).toEqual([
      ['ordinals', 'p2tr'],
      ['payment', 'p2wpkh'],
    ])
    const { signature } = await phantom.bitcoin.signMessage(
      wallet.paymentAddress,
      new TextEncoder().encode('Atrium'),
    )
    expect(signature).toBeInstanceOf(Uint8Array)
    expect(
      verifyBitcoinMessage({
        address: wallet.paymentAddress,
        message: 'Atrium',
        signature: toBase64(signature),
      }),
    ).toBe(true)
    const signed = await phantom.bitcoin.signPSBT(paymentPsbt().toBuffer(), {
      inputsToSign: [{ address: wallet.paymentAddress, signingIndexes: [0] }],
    })
    expect(Psbt.fromHex(toHex(signed)).data.inputs[0]?.partialSig).toHaveLength(1)
  })

  it('reports accountsChanged, [] once the wallet ends the session', async () => {
    const wallet = createBitcoinTestWallet({
      kind: 'phantom',
      wif: WIF,
      additionalWifs: [SECOND_WIF],
      esploraUrl: ESPLORA_URL,
    })
    await wallet.provider.requestAccounts()
    const seen: unknown[] = []
    wallet.provider.on('accountsChanged', (accounts) => seen.push(accounts))
    wallet.switchAccount(wallet.accounts[1]?.ordinalsAddress ?? '')
    wallet.disconnect()
    expect(seen).toEqual([
      [expect.objectContaining({ address: wallet.ordinalsAddress }), expect.anything()],
      [],
    ])
    expect(wallet.requests.map(({ method }) => method)).toEqual(['requestAccounts'])
  })
})
