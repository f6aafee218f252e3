import { crypto, networks, Psbt, payments, type Transaction, toXOnly } from 'bitcoinjs-lib'
import { getEcPair } from './getEcPair.js'

/** What a test reads from the Esplora API: status and body (JSON when the body parses). */
export type EsploraAnswer = {
  status: number
  text: string
  headers: Headers
  json<value = unknown>(): value
}

/** Small client for the tests: every request is real HTTP to the chain's Esplora API. */
export function createEsploraTestClient(url: string) {
  async function request(path: string, init?: RequestInit): Promise<EsploraAnswer> {
    const response = await fetch(`${url}${path}`, init)
    const text = await response.text()
    return {
      status: response.status,
      text,
      headers: response.headers,
      json: <value>() => JSON.parse(text) as value,
    }
  }
  return {
    get: (path: string) => request(path),
    post: (path: string, body: string) => request(path, { method: 'POST', body }),
    postJson: (path: string, body: unknown) =>
      request(path, {
        method: 'POST',
        body: JSON.stringify(body),
        headers: { 'content-type': 'application/json' },
      }),
    /** `GET path` that must answer 200 with JSON. */
    async getJson<value>(path: string): Promise<value> {
      const answer = await request(path)
      if (answer.status !== 200) throw new Error(`GET ${path} answered ${answer.status}: ${answer.text}`)
      return answer.json<value>()
    },
  }
}

/** The kinds of output a test key can spend. */
export type SpendKind = 'p2wpkh' | 'p2tr' | 'p2pkh' | 'p2sh-p2wpkh'

/** A coin to spend: `hex` (the whole previous transaction) is needed for p2pkh only. */
export type TestCoin = { txid: string; vout: number; value: number; hex?: string }

/** The address of `wif`'s key for `kind` on regtest. */
export function getTestAddress(wif: string, kind: SpendKind): string {
  const key = getEcPair().fromWIF(wif, networks.regtest)
  const network = networks.regtest
  const address = {
    p2wpkh: () => payments.p2wpkh({ pubkey: key.publicKey, network }).address,
    p2tr: () => payments.p2tr({ internalPubkey: toXOnly(key.publicKey), network }).address,
    p2pkh: () => payments.p2pkh({ pubkey: key.publicKey, network }).address,
    'p2sh-p2wpkh': () =>
      payments.p2sh({ redeem: payments.p2wpkh({ pubkey: key.publicKey, network }), network }).address,
  }[kind]()
  return address ?? ''
}

/**
 * A transaction spending `coins` of `wif`'s `kind` address to `outputs`, built and signed as a
 * wallet does it with a bitcoinjs-lib PSBT (taproot with the BIP-86 tweaked key).
 */
export function signTestSpend(parameters: {
  wif: string
  kind: SpendKind
  coins: readonly TestCoin[]
  outputs: readonly { address: string; value: number }[]
  locktime?: number
  sequence?: number
}): Transaction {
  const { wif, kind, coins, outputs } = parameters
  const network = networks.regtest
  const key = getEcPair().fromWIF(wif, network)
  const internalKey = toXOnly(key.publicKey)
  const p2wpkh = payments.p2wpkh({ pubkey: key.publicKey, network })
  const redeemScript = p2wpkh.output ?? new Uint8Array(0)
  const script = {
    p2wpkh: () => redeemScript,
    p2tr: () => payments.p2tr({ internalPubkey: internalKey, network }).output,
    p2pkh: () => payments.p2pkh({ pubkey: key.publicKey, network }).output,
    'p2sh-p2wpkh': () => payments.p2sh({ redeem: p2wpkh, network }).output,
  }[kind]()
  if (script === undefined) throw new Error(`no ${kind} script`)
  const psbt = new Psbt({ network })
  if (parameters.locktime !== undefined) psbt.setLocktime(parameters.locktime)
  for (const coin of coins) {
    const sequence = parameters.sequence === undefined ? {} : { sequence: parameters.sequence }
    const witnessUtxo = { script, value: BigInt(coin.value) }
    if (kind === 'p2pkh') {
      psbt.addInput({
        hash: coin.txid,
        index: coin.vout,
        nonWitnessUtxo: Buffer.from(coin.hex ?? '', 'hex'),
        ...sequence,
      })
    } else if (kind === 'p2tr') {
      psbt.addInput({
        hash: coin.txid,
        index: coin.vout,
        witnessUtxo,
        tapInternalKey: internalKey,
        ...sequence,
      })
    } else if (kind === 'p2sh-p2wpkh') {
      psbt.addInput({ hash: coin.txid, index: coin.vout, witnessUtxo, redeemScript, ...sequence })
    } else {
      psbt.addInput({ hash: coin.txid, index: coin.vout, witnessUtxo, ...sequence })
    }
  }
  for (const output of outputs) psbt.addOutput({ address: output.address, value: BigInt(output.value) })
  const signer = kind === 'p2tr' ? key.tweak(crypto.taggedHash('TapTweak', internalKey)) : key
  psbt.signAllInputs(signer)
  psbt.finalizeAllInputs()
  return psbt.extractTransaction(true)
}
