import { createProviderRpcError } from '../wallet/ProviderRpcError.js'
import { toHex } from './byteEncoding.js'
import type { BitcoinTestWalletCore } from './createBitcoinTestWalletCore.js'
import { readTestWalletPsbt } from './readTestWalletPsbt.js'
import { toProviderRpcErrorObject } from './toProviderRpcErrorObject.js'

/** Leather's `RpcErrorCode.USER_REJECTION`. */
export const LEATHER_USER_REJECTION_CODE = 4001

/** What Leather's `request` resolves (success) or rejects with (error): a whole JSON-RPC response. */
export type LeatherResponse<result = unknown> = {
  readonly jsonrpc: '2.0'
  readonly id: string
  readonly result: result
}

/** The `window.LeatherProvider` API: `request(method, params)` only, and no events. */
export type LeatherTestProvider = {
  request(method: string, params?: unknown): Promise<LeatherResponse>
}

const METHODS = ['getInfo', 'getAddresses', 'signMessage', 'signPsbt', 'sendTransfer'] as const

function readObject(params: unknown): Record<string, unknown> {
  return typeof params === 'object' && params !== null ? (params as Record<string, unknown>) : {}
}

/**
 * The Leather flavour of the test wallet. Leather has no connection to revoke and no events: every
 * approved request authorises the dApp, and `getAddresses` prompts until then. It signs messages
 * with BIP-322 only (`paymentType` 'p2wpkh' by default, or 'p2tr'), PSBTs given in hex
 * (`signAtIndex`), and rejects with the whole response `{ jsonrpc, id, error: { code: 4001, … } }`.
 */
export function createLeatherTestProvider(core: BitcoinTestWalletCore): LeatherTestProvider {
  const prompt = () => {
    const rejection = core.takeRejection()
    if (rejection !== undefined) {
      throw createProviderRpcError(
        rejection.code ?? LEATHER_USER_REJECTION_CODE,
        rejection.message ?? 'User rejected the request.',
      )
    }
    core.connect()
  }
  const handle = async (method: string, params: unknown): Promise<unknown> => {
    const input = readObject(params)
    switch (method) {
      case 'getInfo':
        return { version: '6.0.0-atrium', supportedMethods: [...METHODS] }
      case 'getAddresses': {
        if (!core.isConnected()) prompt()
        const { payment, ordinals } = core.account()
        return {
          addresses: [
            {
              symbol: 'BTC',
              type: 'p2wpkh',
              address: payment.address,
              publicKey: payment.publicKey,
              derivationPath: payment.derivationPath,
            },
            {
              symbol: 'BTC',
              type: 'p2tr',
              address: ordinals.address,
              publicKey: ordinals.publicKey,
              tweakedPublicKey: toHex(ordinals.outputScript.subarray(2)),
              derivationPath: ordinals.derivationPath,
            },
          ],
        }
      }
      case 'signMessage': {
        if (typeof input.message !== 'string')
          throw createProviderRpcError(-32602, 'signMessage needs { message }')
        const { payment, ordinals } = core.account()
        const signer = input.paymentType === 'p2tr' ? ordinals : payment
        prompt()
        const { signature } = core.signMessage({
          address: signer.address,
          message: input.message,
          protocol: 'BIP322',
        })
        return { signature, address: signer.address, message: input.message }
      }
      case 'signPsbt': {
        if (typeof input.hex !== 'string') throw createProviderRpcError(-32602, 'signPsbt needs { hex }')
        const psbt = readTestWalletPsbt({ hex: input.hex }, core.network())
        const at = input.signAtIndex
        const indexes = at === undefined ? undefined : Array.isArray(at) ? at.map(Number) : [Number(at)]
        prompt()
        const broadcast = input.broadcast === true
        core.signPsbt({ psbt, inputs: indexes?.map((index) => ({ index })), finalize: broadcast })
        if (!broadcast) return { hex: psbt.toHex() }
        return { hex: psbt.toHex(), txid: await core.broadcast(psbt.extractTransaction().toHex()) }
      }
      case 'sendTransfer': {
        const recipients = (Array.isArray(input.recipients) ? input.recipients : []).map((recipient) => {
          const { address, amount } = readObject(recipient)
          if (typeof address !== 'string' || typeof amount !== 'string' || !/^\d+$/.test(amount)) {
            throw createProviderRpcError(
              -32602,
              'sendTransfer needs { recipients: [{ address, amount (sats, string) }] }',
            )
          }
          return { address, amount: BigInt(amount) }
        })
        prompt()
        return { txid: await core.sendTransfer(recipients) }
      }
      default:
        throw createProviderRpcError(-32601, `Method ${method} is not supported`)
    }
  }
  return {
    request: async (method, params) => {
      core.record(params === undefined ? { method } : { method, params })
      const id = crypto.randomUUID()
      try {
        return { jsonrpc: '2.0', id, result: await handle(method, params) }
      } catch (error) {
        throw { jsonrpc: '2.0', id, error: toProviderRpcErrorObject(error) }
      }
    },
  }
}
