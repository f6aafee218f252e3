import { networks, Psbt } from 'bitcoinjs-lib'
import { deriveBitcoinTestAccount } from './deriveBitcoinTestAccount.js'

/** The regtest keys the provider tests sign with. */
export const WIF = 'cNhKrAzsQdagaqmFU8wcVkfcFEdCDQwn1znuAgFq3X3EMsj8GFZV'
export const SECOND_WIF = 'cTtyyJv7GN6p6LDkrcQR46yyKaygcJeWWTi8iFr6DE3buPRy8mK1'

/** Nothing listens here: the provider tests never reach a node. */
export const ESPLORA_URL = 'http://127.0.0.1:9'

/** A PSBT with one coin of `WIF`'s payment address, paying it back. */
export function paymentPsbt(): Psbt {
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
