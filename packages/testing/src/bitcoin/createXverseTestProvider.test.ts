// @vitest-environment happy-dom
import { Psbt } from 'bitcoinjs-lib'
import { describe, expect, it } from 'vitest'
import { ESPLORA_URL, paymentPsbt, SECOND_WIF, WIF } from './bitcoinProviderFixtures.test-helper.js'
import { fromBase64 } from './byteEncoding.js'
import { createBitcoinTestWallet } from './createBitcoinTestWallet.js'
import { deriveBitcoinTestAccount } from './deriveBitcoinTestAccount.js'
import { verifyBitcoinMessage } from './verifyBitcoinMessage.js'

type Global = Record<string, unknown>

describe('createBitcoinTestWallet: Xverse (sats-connect protocol)', () => {
  const create = () =>
    createBitcoinTestWallet({
      kind: 'xverse',
      wif: WIF,
      additionalWifs: [SECOND_WIF],
      esploraUrl: ESPLORA_URL,
    })

  it('injects at XverseProviders.BitcoinProvider and in btc_providers, and removes itself', () => {
    const wallet = create()
    const remove = wallet.inject(window)
    const global = window as unknown as Global
    expect((global.XverseProviders as Global).BitcoinProvider).toBe(wallet.provider)
    expect(global.btc_providers).toEqual([
      expect.objectContaining({ id: 'XverseProviders.BitcoinProvider', name: 'Xverse' }),
    ])
    remove()
    expect((global.XverseProviders as Global | undefined)?.BitcoinProvider).toBeUndefined()
    expect(global.btc_providers).toEqual([])
  })

  it('connects with wallet_connect: payment (p2wpkh) and ordinals (p2tr) addresses on Regtest', async () => {
    const wallet = create()
    expect(await wallet.provider.request('getInfo', null)).toMatchObject({
      result: { version: expect.any(String), platform: 'web' },
    })
    const response = await wallet.provider.request('wallet_connect', { addresses: ['payment', 'ordinals'] })
    expect(response).toMatchObject({
      jsonrpc: '2.0',
      result: {
        addresses: [
          {
            address: wallet.paymentAddress,
            purpose: 'payment',
            addressType: 'p2wpkh',
            walletType: 'software',
          },
          {
            address: wallet.ordinalsAddress,
            purpose: 'ordinals',
            addressType: 'p2tr',
            walletType: 'software',
          },
        ],
        network: { bitcoin: { name: 'Regtest' } },
      },
    })
    expect(wallet.paymentAddress).toMatch(/^bcrt1q/)
    expect(wallet.isConnected).toBe(true)
  })

  it('answers ACCESS_DENIED (-32002) before connecting and USER_REJECTION (-32000) when the user refuses', async () => {
    const wallet = create()
    expect(await wallet.provider.request('wallet_getAccount', null)).toMatchObject({
      error: { code: -32002 },
    })
    wallet.rejectNextRequest()
    expect(await wallet.provider.request('wallet_connect', null)).toMatchObject({ error: { code: -32000 } })
    expect(wallet.isConnected).toBe(false)
    expect(await wallet.provider.request('nope', null)).toMatchObject({ error: { code: -32601 } })
  })

  it('signs messages: ECDSA by default for p2wpkh, BIP-322 for taproot, both verifying', async () => {
    const wallet = create()
    await wallet.provider.request('wallet_connect', null)
    for (const address of [wallet.paymentAddress, wallet.ordinalsAddress]) {
      const response = (await wallet.provider.request('signMessage', { address, message: 'Atrium' })) as {
        result: { signature: string; protocol: string }
      }
      expect(response.result.protocol).toBe(address === wallet.paymentAddress ? 'ECDSA' : 'BIP322')
      expect(verifyBitcoinMessage({ address, message: 'Atrium', signature: response.result.signature })).toBe(
        true,
      )
    }
    const bip322 = (await wallet.provider.request('signMessage', {
      address: wallet.paymentAddress,
      message: 'Atrium',
      protocol: 'BIP322',
    })) as { result: { signature: string; protocol: string } }
    expect(bip322.result.protocol).toBe('BIP322')
    expect(fromBase64(bip322.result.signature)[0]).toBe(2)
    expect(
      await wallet.provider.request('signMessage', {
        address: wallet.ordinalsAddress,
        message: 'a',
        protocol: 'ECDSA',
      }),
    ).toMatchObject({ error: { code: -32602 } })
  })

  it('signs a base64 PSBT for the inputs named in signInputs', async () => {
    const wallet = create()
    await wallet.provider.request('wallet_connect', null)
    const response = (await wallet.provider.request('signPsbt', {
      psbt: paymentPsbt().toBase64(),
      signInputs: { [wallet.paymentAddress]: [0] },
    })) as { result: { psbt: string } }
    const signed = Psbt.fromBase64(response.result.psbt)
    expect(signed.data.inputs[0]?.partialSig).toHaveLength(1)
    expect(
      await wallet.provider.request('signPsbt', { psbt: 'bm90IGEgcHNidA==', signInputs: {} }),
    ).toMatchObject({ error: { code: -32602 } })
  })

  it('reports accountChange, networkChange and disconnect through addListener', async () => {
    const wallet = create()
    await wallet.provider.request('wallet_connect', null)
    const seen: unknown[] = []
    const stop = wallet.provider.addListener({ eventName: 'accountChange', cb: (event) => seen.push(event) })
    wallet.provider.addListener({ eventName: 'networkChange', cb: (event) => seen.push(event) })
    wallet.provider.addListener({ eventName: 'disconnect', cb: (event) => seen.push(event) })
    wallet.switchAccount(1)
    stop()
    wallet.switchAccount(0)
    wallet.switchNetwork('testnet')
    wallet.disconnect()
    expect(seen).toEqual([
      {
        type: 'accountChange',
        addresses: [expect.objectContaining({ purpose: 'payment' }), expect.anything()],
      },
      {
        type: 'networkChange',
        bitcoin: { name: 'Testnet' },
        stacks: { name: 'testnet' },
        spark: { name: 'regtest' },
        addresses: [expect.objectContaining({ address: expect.stringMatching(/^tb1q/) }), expect.anything()],
      },
      { type: 'disconnect' },
    ])
    expect(wallet.accounts[1]?.paymentAddress).toBe(
      deriveBitcoinTestAccount(SECOND_WIF, 'testnet').payment.address,
    )
  })
})
