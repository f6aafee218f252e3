import { createProviderRpcError } from '../wallet/ProviderRpcError.js'
import { type BitcoinTestWalletCore, UNAUTHORIZED_CODE } from './createBitcoinTestWalletCore.js'
import type { TestProviderEvents } from './createTestProviderEvents.js'
import type { BitcoinTestAddress, BitcoinTestWalletNetwork } from './deriveBitcoinTestAccount.js'
import { readTestWalletPsbt } from './readTestWalletPsbt.js'
import { toProviderRpcErrorObject } from './toProviderRpcErrorObject.js'

/** sats-connect's `RpcErrorCode` values the wallet answers with (@sats-connect/core `RpcErrorCode`). */
export const SATS_CONNECT_ERROR_CODES = {
  USER_REJECTION: -32000,
  METHOD_NOT_FOUND: -32601,
  INVALID_PARAMS: -32602,
  INTERNAL_ERROR: -32603,
  ACCESS_DENIED: -32002,
} as const

/** What Xverse registers in `window.btc_providers` (WBIP004) and sats-connect looks providers up by. */
export const XVERSE_PROVIDER_ID = 'XverseProviders.BitcoinProvider'

/** sats-connect's network names (`BitcoinNetworkType`). */
const NETWORK_NAMES: Readonly<Record<BitcoinTestWalletNetwork, string>> = {
  mainnet: 'Mainnet',
  testnet: 'Testnet',
  signet: 'Signet',
  regtest: 'Regtest',
}

const METHODS = [
  'getInfo',
  'wallet_connect',
  'wallet_getAccount',
  'wallet_disconnect',
  'wallet_renouncePermissions',
  'wallet_getNetwork',
  'wallet_changeNetwork',
  'getAccounts',
  'getAddresses',
  'getBalance',
  'signMessage',
  'signPsbt',
  'sendTransfer',
] as const

type Purpose = 'payment' | 'ordinals'

/** A JSON-RPC 2.0 response, the value sats-connect's `request` reads (it never expects a rejection). */
export type SatsConnectResponse =
  | { readonly jsonrpc: '2.0'; readonly id: string; readonly result: unknown }
  | { readonly jsonrpc: '2.0'; readonly id: string; readonly error: { code: number; message: string } }

/** The `window.XverseProviders.BitcoinProvider` API sats-connect calls (`request`, `addListener`). */
export type XverseTestProvider = {
  request(method: string, params?: unknown): Promise<SatsConnectResponse>
  addListener(
    listener: { readonly eventName: string; readonly cb: (event: unknown) => void } | string,
    callback?: (event: unknown) => void,
  ): () => void
}

function toAddressEntry(entry: BitcoinTestAddress) {
  return {
    address: entry.address,
    publicKey: entry.publicKey,
    purpose: entry.purpose,
    addressType: entry.addressType,
    walletType: 'software',
  }
}

function readPurposes(value: unknown): Purpose[] {
  if (!Array.isArray(value)) return ['payment', 'ordinals']
  return value.filter((purpose): purpose is Purpose => purpose === 'payment' || purpose === 'ordinals')
}

function readObject(params: unknown): Record<string, unknown> {
  return typeof params === 'object' && params !== null ? (params as Record<string, unknown>) : {}
}

function invalidParams(message: string): Error {
  return createProviderRpcError(SATS_CONNECT_ERROR_CODES.INVALID_PARAMS, message)
}

/**
 * The Xverse flavour of the test wallet: the sats-connect JSON-RPC protocol behind
 * `XverseProviders.BitcoinProvider.request(method, params)`, which resolves a JSON-RPC response
 * (errors included: user rejection is -32000 USER_REJECTION, a request before connecting -32002
 * ACCESS_DENIED) and `addListener({ eventName, cb })` for 'accountChange', 'networkChange' and
 * 'disconnect'. Prompts (connect, sign, send, change network) consume a pending rejection.
 */
export function createXverseTestProvider(
  core: BitcoinTestWalletCore,
  events: TestProviderEvents,
): XverseTestProvider {
  const networkResult = () => ({
    bitcoin: { name: NETWORK_NAMES[core.network()] },
    stacks: { name: core.network() === 'mainnet' ? 'mainnet' : 'testnet' },
    spark: { name: core.network() === 'mainnet' ? 'mainnet' : 'regtest' },
  })
  const addresses = (purposes: readonly Purpose[]) => {
    const { payment, ordinals } = core.account()
    return [payment, ordinals].filter((entry) => purposes.includes(entry.purpose)).map(toAddressEntry)
  }
  const accountResult = (purposes: readonly Purpose[]) => ({
    id: 'atrium-test-account',
    addresses: addresses(purposes),
    walletType: 'software',
    network: networkResult(),
  })
  const prompt = () => {
    const rejection = core.takeRejection()
    if (rejection === undefined) return
    throw createProviderRpcError(
      rejection.code ?? SATS_CONNECT_ERROR_CODES.USER_REJECTION,
      rejection.message ?? 'User rejected the request.',
    )
  }
  const connectWithPrompt = () => {
    prompt()
    core.connect()
  }

  core.watch((change) => {
    if (change === 'disconnect') events.emit('disconnect', { type: 'disconnect' })
    if (change === 'accounts') {
      events.emit('accountChange', { type: 'accountChange', addresses: addresses(['payment', 'ordinals']) })
    }
    if (change === 'network') {
      events.emit('networkChange', {
        type: 'networkChange',
        ...networkResult(),
        addresses: core.isConnected() ? addresses(['payment', 'ordinals']) : undefined,
      })
    }
  })

  const handle = async (method: string, params: unknown): Promise<unknown> => {
    const input = readObject(params)
    switch (method) {
      case 'getInfo':
        return { version: '1.0.0-atrium', platform: 'web', methods: [...METHODS], supports: [] }
      case 'wallet_connect': {
        connectWithPrompt()
        const wanted = Object.entries(NETWORK_NAMES).find(([, name]) => name === input.network)?.[0]
        if (wanted !== undefined) core.changeNetwork(wanted as BitcoinTestWalletNetwork)
        return accountResult(readPurposes(input.addresses))
      }
      case 'wallet_getAccount':
        core.requireConnection()
        return accountResult(['payment', 'ordinals'])
      case 'wallet_disconnect':
      case 'wallet_renouncePermissions':
        core.revoke()
        return null
      case 'wallet_getNetwork':
        return networkResult()
      case 'wallet_changeNetwork': {
        const wanted = Object.entries(NETWORK_NAMES).find(([, name]) => name === input.name)?.[0]
        if (wanted === undefined) throw invalidParams(`Unknown network ${String(input.name)}`)
        prompt()
        core.changeNetwork(wanted as BitcoinTestWalletNetwork)
        return null
      }
      case 'getAccounts':
        if (!core.isConnected()) connectWithPrompt()
        return addresses(readPurposes(input.purposes))
      case 'getAddresses':
        if (!core.isConnected()) connectWithPrompt()
        return { addresses: addresses(readPurposes(input.purposes)), network: networkResult() }
      case 'getBalance': {
        const balance = await core.getBalance()
        return {
          confirmed: balance.confirmed.toString(),
          unconfirmed: balance.unconfirmed.toString(),
          total: balance.total.toString(),
        }
      }
      case 'signMessage': {
        if (typeof input.address !== 'string' || typeof input.message !== 'string') {
          throw invalidParams('signMessage needs { address, message }')
        }
        const protocol =
          input.protocol === 'ECDSA' || input.protocol === 'BIP322' ? input.protocol : undefined
        core.requireConnection()
        core.findAddress(input.address)
        prompt()
        const signed = core.signMessage({ address: input.address, message: input.message, protocol })
        return { ...signed, address: input.address }
      }
      case 'signPsbt': {
        if (typeof input.psbt !== 'string') throw invalidParams('signPsbt needs { psbt } in base64')
        core.requireConnection()
        const psbt = readTestWalletPsbt({ base64: input.psbt }, core.network())
        const signInputs = readObject(input.signInputs)
        const inputs =
          input.signInputs === undefined
            ? undefined
            : Object.entries(signInputs).flatMap(([address, indexes]) =>
                Array.isArray(indexes) ? indexes.map((index) => ({ index: Number(index), address })) : [],
              )
        prompt()
        const broadcast = input.broadcast === true
        core.signPsbt({ psbt, inputs, finalize: broadcast })
        if (!broadcast) return { psbt: psbt.toBase64() }
        const txid = await core.broadcast(psbt.extractTransaction().toHex())
        return { psbt: psbt.toBase64(), txid }
      }
      case 'sendTransfer': {
        const recipients = Array.isArray(input.recipients) ? input.recipients : []
        const parsed = recipients.map((recipient) => {
          const { address, amount } = readObject(recipient)
          if (typeof address !== 'string' || typeof amount !== 'number' || !Number.isSafeInteger(amount)) {
            throw invalidParams('sendTransfer needs { recipients: [{ address, amount (sats) }] }')
          }
          return { address, amount: BigInt(amount) }
        })
        core.requireConnection()
        prompt()
        return { txid: await core.sendTransfer(parsed) }
      }
      default:
        throw createProviderRpcError(
          SATS_CONNECT_ERROR_CODES.METHOD_NOT_FOUND,
          `Method ${method} is not supported`,
        )
    }
  }

  return {
    request: async (method, params) => {
      core.record(params === undefined ? { method } : { method, params })
      const id = crypto.randomUUID()
      try {
        return { jsonrpc: '2.0', id, result: await handle(method, params) }
      } catch (error) {
        const { code, message } = toProviderRpcErrorObject(error)
        return {
          jsonrpc: '2.0',
          id,
          error: {
            code: code === UNAUTHORIZED_CODE ? SATS_CONNECT_ERROR_CODES.ACCESS_DENIED : code,
            message,
          },
        }
      }
    },
    addListener: (listener, callback) => {
      const eventName = typeof listener === 'string' ? listener : listener.eventName
      const cb = typeof listener === 'string' ? callback : listener.cb
      if (cb === undefined) return () => undefined
      events.on(eventName, cb)
      return () => events.off(eventName, cb)
    },
  }
}
