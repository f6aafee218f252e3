import { BITCOIN_DEV_ACCOUNTS, type DevnetBitcoinChain, startBitcoinChain } from '@atrium/devnet'
import { Transaction } from 'bitcoinjs-lib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createBitcoinTestWallet } from './createBitcoinTestWallet.js'
import { readTestWalletBalance } from './readTestWalletBalance.js'
import { requestEsplora } from './requestEsplora.js'

let chain: DevnetBitcoinChain
beforeAll(async () => {
  chain = await startBitcoinChain({ port: 0, autoMine: false })
})
afterAll(() => chain.stop())

const [payer, payee, other] = BITCOIN_DEV_ACCOUNTS

describe('the Bitcoin test wallet against the devnet chain', () => {
  it('reads the funded balance of the payment address (1 BTC confirmed)', async () => {
    if (payer === undefined) throw new Error('no dev account')
    const wallet = createBitcoinTestWallet({ kind: 'xverse', wif: payer.wif, esploraUrl: chain.url })
    expect(wallet.paymentAddress).toBe(payer.paymentAddress)
    expect(wallet.ordinalsAddress).toBe(payer.ordinalsAddress)
    await wallet.provider.request('wallet_connect', null)
    expect(await wallet.provider.request('getBalance', null)).toMatchObject({
      result: { confirmed: '100000000', unconfirmed: '0', total: '100000000' },
    })
  })

  it('sends with sats-connect sendTransfer: the node accepts it and the payee sees it in the mempool', async () => {
    if (payer === undefined || payee === undefined) throw new Error('no dev account')
    const wallet = createBitcoinTestWallet({ kind: 'xverse', wif: payer.wif, esploraUrl: chain.url })
    await wallet.provider.request('wallet_connect', null)
    const response = (await wallet.provider.request('sendTransfer', {
      recipients: [{ address: payee.paymentAddress, amount: 12_345 }],
    })) as { result: { txid: string } }
    expect(response.result.txid).toMatch(/^[0-9a-f]{64}$/)
    const hex = await requestEsplora(chain.url, `/tx/${response.result.txid}/hex`)
    const transaction = Transaction.fromHex(hex)
    expect(transaction.outs[0]?.value).toBe(12_345n)
    const payeeBalance = await readTestWalletBalance(chain.url, payee.paymentAddress)
    expect(payeeBalance.unconfirmed).toBe(12_345n)
  })

  it('sends with Unisat sendBitcoin at a chosen fee rate, paying that rate on the virtual size', async () => {
    if (other === undefined || payee === undefined) throw new Error('no dev account')
    const wallet = createBitcoinTestWallet({ kind: 'unisat', wif: other.wif, esploraUrl: chain.url })
    await wallet.provider.requestAccounts()
    const txid = await wallet.provider.sendBitcoin(payee.paymentAddress, 50_000, { feeRate: 3 })
    const transaction = Transaction.fromHex(await requestEsplora(chain.url, `/tx/${txid}/hex`))
    const spent = 100_000_000n
    const fee = spent - transaction.outs.reduce((total, output) => total + output.value, 0n)
    expect(fee).toBe(BigInt(Math.ceil(transaction.virtualSize() * 3)))
  })

  it('relays the node refusal of an unaffordable send with the node text (-32603)', async () => {
    if (payee === undefined) throw new Error('no dev account')
    const wallet = createBitcoinTestWallet({ kind: 'unisat', wif: payee.wif, esploraUrl: chain.url })
    await wallet.provider.requestAccounts()
    await expect(wallet.provider.sendBitcoin(payee.ordinalsAddress, 5_000_000_000)).rejects.toMatchObject({
      code: -32603,
      message: expect.stringMatching(/^Insufficient balance/),
    })
    const broadcast = wallet.provider.pushTx({ rawtx: '0200000000' })
    await expect(broadcast).rejects.toMatchObject({
      code: -32603,
      message: expect.stringContaining('sendrawtransaction'),
    })
  })
})
