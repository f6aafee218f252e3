// @vitest-environment happy-dom
import { Psbt } from 'bitcoinjs-lib'
import { describe, expect, it, onTestFinished } from 'vitest'
import { ESPLORA_URL, paymentPsbt, WIF } from './bitcoinProviderFixtures.test-helper.js'
import { createBitcoinTestWallet } from './createBitcoinTestWallet.js'
import { verifyBitcoinMessage } from './verifyBitcoinMessage.js'

type Global = Record<string, unknown>

describe('createBitcoinTestWallet: Leather', () => {
  it('answers getAddresses with BTC p2wpkh and p2tr entries, and rejects with the whole JSON-RPC response', async () => {
    const wallet = createBitcoinTestWallet({ kind: 'leather', wif: WIF, esploraUrl: ESPLORA_URL })
    onTestFinished(wallet.inject(window))
    const leather = (window as unknown as { LeatherProvider: typeof wallet.provider }).LeatherProvider
    wallet.rejectNextRequest()
    await expect(leather.request('getAddresses')).rejects.toMatchObject({
      jsonrpc: '2.0',
      error: { code: 4001, message: 'User rejected the request.' },
    })
    const { result } = (await leather.request('getAddresses')) as {
      result: { addresses: { type: string; address: string }[] }
    }
    expect(result.addresses.map(({ type, address }) => [type, address])).toEqual([
      ['p2wpkh', wallet.paymentAddress],
      ['p2tr', wallet.ordinalsAddress],
    ])
    expect((window as unknown as Global).btc_providers).toEqual([
      expect.objectContaining({ id: 'LeatherProvider' }),
    ])
  })

  it('signs messages with BIP-322 and PSBTs in hex at signAtIndex', async () => {
    const wallet = createBitcoinTestWallet({ kind: 'leather', wif: WIF, esploraUrl: ESPLORA_URL })
    const { result } = (await wallet.provider.request('signMessage', {
      message: 'Atrium',
      paymentType: 'p2tr',
    })) as {
      result: { signature: string; address: string }
    }
    expect(result.address).toBe(wallet.ordinalsAddress)
    expect(
      verifyBitcoinMessage({
        address: wallet.ordinalsAddress,
        message: 'Atrium',
        signature: result.signature,
      }),
    ).toBe(true)
    const signed = (await wallet.provider.request('signPsbt', {
      hex: paymentPsbt().toHex(),
      signAtIndex: 0,
    })) as {
      result: { hex: string }
    }
    expect(Psbt.fromHex(signed.result.hex).data.inputs[0]?.partialSig).toHaveLength(1)
  })
})
