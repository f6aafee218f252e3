// @vitest-environment happy-dom
import { networks, Psbt } from 'bitcoinjs-lib'
import { afterEach, describe, expect, it } from 'vitest'
import { toBase64, toHex } from './byteEncoding.js'
import { createBitcoinTestWallet } from './createBitcoinTestWallet.js'
import { deriveBitcoinTestAccount } from './deriveBitcoinTestAccount.js'
import { verifyBitcoinMessage } from './verifyBitcoinMessage.js'

const WIF = 'cNhKrAzsQdagaqmFU8wcVkfcFEdCDQwn1znuAgFq3X3EMsj8GFZV'
const SECOND_WIF = 'cTtyyJv7GN6p6LDkrcQR46yyKaygcJeWWTi8iFr6DE3buPRy8mK1'
/** Nothing listens here: these tests never reach a node. */
const ESPLORA_URL = 'http://127.0.0.1:9'
const removals: (() => void)[] = []
afterEach(() => {
  for (const remove of removals.splice(0)) remove()
})

type Global = Record<string, unknown>

/** A PSBT with one coin of the wallet's payment address, paying it back. */
function paymentPsbt(): Psbt {
  const { payment } = deriveBitcoinTestAccount(WIF, 'regtest')
  const psbt = new Psbt({ network: networks.regtest })
  psbt.addInput({
    hash: new Uint8Array(32).fill(7),
    index: 0,
    witnessUtxo: { script: payment.outputScript, value: 10_000n },
  })
  psbt.addOutput({ script: payment.outputScript, value: 9_000n })
  return psbt
}

describe('createBitcoinTestWallet: Phantom', () => {
  it('lives at phantom.bitcoin, keeps window.phantom, and answers accounts, message and PSBT bytes', async () => {
    const solana = { isPhantom: true }
    ;(window as unknown as Global).phantom = { solana }
    removals.push(() => delete (window as unknown as Global).phantom)
    const wallet = createBitcoinTestWallet({ kind: 'phantom', wif: WIF, esploraUrl: ESPLORA_URL })
    removals.push(wallet.inject(window))
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
