import {
  type Address,
  type EIP1193RequestFn,
  getAddress,
  type Hex,
  hexToNumber,
  http,
  isAddress,
  isAddressEqual,
  isHex,
  numberToHex,
  type PrivateKeyAccount,
} from 'viem'
import { createTestWalletCapabilities, type TestWalletCapabilities } from './createTestWalletCapabilities.js'
import { createProviderRpcError } from './ProviderRpcError.js'
import { readTransactionRequest, sendWalletTransaction } from './sendWalletTransaction.js'
import { readTypedData, signWalletTypedData } from './signWalletTypedData.js'
import { toProviderRpcError } from './toProviderRpcError.js'

/** EIP-1193 and JSON-RPC codes the wallet answers with. */
const CODES = {
  UNAUTHORIZED: 4100,
  UNSUPPORTED_METHOD: 4200,
  UNRECOGNIZED_CHAIN: 4902,
  INVALID_PARAMS: -32602,
} as const

/**
 * Signing methods a node would answer with its own unlocked keys (anvil does): never forwarded,
 * so a test cannot pass by accident with a key the wallet does not hold.
 */
const REFUSED_METHODS = new Set([
  'eth_sign',
  'eth_signTransaction',
  'eth_signTypedData',
  'eth_signTypedData_v1',
  'eth_signTypedData_v3',
  'personal_ecRecover',
  'eth_decrypt',
  'eth_getEncryptionPublicKey',
])

/** Only these prefixes are read methods a wallet relays to its node. */
const FORWARDED_PREFIXES = ['eth_', 'net_', 'web3_']

/** The wallet state the handler reads and the changes it asks for. */
export type TestWalletRequestHandlerContext = {
  getAccounts(): readonly PrivateKeyAccount[]
  getChainId(): number
  getChain(chainId: number): { readonly chainId: number; readonly rpcUrl: string } | undefined
  getCurrentChain(): { readonly chainId: number; readonly rpcUrl: string }
  isConnected(): boolean
  connect(): void
  disconnect(): void
  switchChain(chainId: number): void
  addChain(chain: { readonly chainId: number; readonly rpcUrl: string }): void
  /** Called where a real wallet shows a prompt; throws when the test asked to reject it. */
  prompt(): void
  /** EIP-5792 / ERC-7811 abilities; none by default (a plain account). */
  readonly capabilities?: TestWalletCapabilities | undefined
}

/** The methods of `TestWalletCapabilities`: a plain account answers them 4200. */
const CAPABILITY_METHODS = new Set([
  'wallet_getCapabilities',
  'wallet_sendCalls',
  'wallet_getCallsStatus',
  'wallet_getAssets',
])

function invalidParams(message: string): never {
  throw createProviderRpcError(CODES.INVALID_PARAMS, message)
}

function readChainIdParameter(params: unknown): number {
  const [first] = Array.isArray(params) ? params : []
  const chainId = (first as { chainId?: unknown } | undefined)?.chainId
  if (typeof chainId !== 'string' || !isHex(chainId)) invalidParams('Expected { chainId } as a hex string')
  return hexToNumber(chainId)
}

/**
 * The request dispatcher of the test wallet: one branch per EIP-1193 / EIP-3085 / EIP-3326
 * method, read methods relayed to the current chain's node. Kept apart from the wallet object so
 * the state (accounts, chain, connection) has one owner.
 */
export function createTestWalletRequestHandler(context: TestWalletRequestHandlerContext) {
  const addresses = (): Address[] => context.getAccounts().map((account) => account.address)
  const permissions = () =>
    context.isConnected()
      ? [
          {
            parentCapability: 'eth_accounts',
            invoker: 'atrium-test-wallet',
            caveats: [{ type: 'restrictReturnedAccounts', value: addresses() }],
          },
        ]
      : []
  const requireAccount = (address: unknown): PrivateKeyAccount => {
    if (!context.isConnected()) throw createProviderRpcError(CODES.UNAUTHORIZED)
    if (typeof address !== 'string' || !isAddress(address, { strict: false })) {
      invalidParams('Expected an account address')
    }
    const account = context.getAccounts().find((entry) => isAddressEqual(entry.address, getAddress(address)))
    if (account === undefined) throw createProviderRpcError(CODES.UNAUTHORIZED)
    return account
  }

  const answerCapability = createTestWalletCapabilities(context.capabilities ?? {}, {
    getChainId: () => context.getChainId(),
    getChain: (chainId) => context.getChain(chainId),
    requireAccount,
    prompt: () => context.prompt(),
  })

  async function forward(method: string, params: unknown): Promise<unknown> {
    const transport = http(context.getCurrentChain().rpcUrl, { raw: true, retryCount: 0 })({})
    const request = transport.request as unknown as EIP1193RequestFn
    let response: { result?: unknown; error?: unknown }
    try {
      response = (await request({ method, params } as never)) as { result?: unknown; error?: unknown }
    } catch (error) {
      throw toProviderRpcError(error)
    }
    if (response.error !== undefined) throw toProviderRpcError(response.error)
    return response.result
  }

  return async function handleTestWalletRequest(request: {
    readonly method: string
    readonly params?: unknown
  }): Promise<unknown> {
    const { method, params } = request
    const list: readonly unknown[] = Array.isArray(params) ? params : []
    switch (method) {
      case 'eth_requestAccounts':
        if (!context.isConnected()) {
          context.prompt()
          context.connect()
        }
        return addresses()
      case 'wallet_requestPermissions':
        context.prompt()
        context.connect()
        return permissions()
      case 'wallet_getPermissions':
        return permissions()
      case 'wallet_revokePermissions':
        context.disconnect()
        return null
      case 'eth_accounts':
        return context.isConnected() ? addresses() : []
      case 'eth_coinbase':
        return context.isConnected() ? (addresses()[0] ?? null) : null
      case 'eth_chainId':
        return numberToHex(context.getChainId())
      case 'net_version':
        return String(context.getChainId())
      case 'personal_sign': {
        const [message, address] = list
        if (typeof message !== 'string') invalidParams('personal_sign expects a message')
        const account = requireAccount(address)
        context.prompt()
        // Hex is signed as raw bytes, anything else as UTF-8 text (what browser wallets do).
        return account.signMessage({ message: isHex(message) ? { raw: message as Hex } : message })
      }
      case 'eth_signTypedData_v4': {
        const [address, typedData] = list
        const account = requireAccount(address)
        const parsed = readTypedData(typedData)
        context.prompt()
        return signWalletTypedData({ account, chainId: context.getChainId(), typedData: parsed })
      }
      case 'eth_sendTransaction': {
        const transaction = readTransactionRequest(params)
        const account = requireAccount(transaction.from)
        context.prompt()
        try {
          return await sendWalletTransaction({
            account,
            chain: context.getCurrentChain(),
            request: transaction,
          })
        } catch (error) {
          throw toProviderRpcError(error)
        }
      }
      case 'wallet_switchEthereumChain': {
        const chainId = readChainIdParameter(params)
        if (context.getChain(chainId) === undefined) {
          throw createProviderRpcError(
            CODES.UNRECOGNIZED_CHAIN,
            `Unrecognized chain ID "${numberToHex(chainId)}". Try adding the chain using wallet_addEthereumChain first.`,
          )
        }
        if (chainId === context.getChainId()) return null
        context.prompt()
        context.switchChain(chainId)
        return null
      }
      case 'wallet_addEthereumChain': {
        const chainId = readChainIdParameter(params)
        const urls = (list[0] as { rpcUrls?: unknown } | undefined)?.rpcUrls
        const url: unknown = Array.isArray(urls) ? urls[0] : undefined
        if (typeof url !== 'string' || !/^https?:\/\//.test(url))
          invalidParams('Expected rpcUrls with an http(s) URL')
        context.prompt()
        // Like MetaMask, an added chain becomes the current one (wagmi checks eth_chainId after adding).
        if (context.getChain(chainId) === undefined) context.addChain({ chainId, rpcUrl: url })
        context.switchChain(chainId)
        return null
      }
      case 'wallet_watchAsset':
        context.prompt()
        return true
      default:
        if (CAPABILITY_METHODS.has(method) && answerCapability !== undefined)
          return answerCapability(method, params)
        if (REFUSED_METHODS.has(method) || !FORWARDED_PREFIXES.some((prefix) => method.startsWith(prefix))) {
          throw createProviderRpcError(CODES.UNSUPPORTED_METHOD, `The test wallet does not support ${method}`)
        }
        return forward(method, params)
    }
  }
}
