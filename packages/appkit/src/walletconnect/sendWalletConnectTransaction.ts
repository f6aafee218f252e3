import {
  type CaipNetwork,
  InvalidParamsRpcError,
  isSolanaAddress,
  NetworkNotFoundError,
  parseCaipAddress,
  UnsupportedProviderMethodError,
} from '@atrium/common'
import type { AdapterTransactionParameters } from '@atrium/core'
import { buildSolanaTransfer } from './buildSolanaTransfer.js'
import { readWalletConnectResult } from './readWalletConnectResult.js'
import type { WalletConnectRequest } from './signWalletConnectMessage.js'

/** The largest lamport amount a System Program transfer carries (a u64). */
const MAX_LAMPORTS = 2n ** 64n - 1n

export type SendWalletConnectTransactionContext = {
  /** The configured networks: a Solana transfer reads its blockhash from its network's RPC URL. */
  readonly networks: readonly CaipNetwork[]
}

/**
 * Sends a transaction from a WalletConnect session account, in its namespace's method of the
 * WalletConnect RPC reference; resolves once the wallet reports it sent:
 * - eip155 `eth_sendTransaction` (`[{ from, to, value: hex wei, data? }]`): the transaction hash;
 * - bip122 `sendTransfer` (`{ account, recipientAddress, amount: satoshis as a decimal string }`):
 *   the txid. The wallet builds, signs and broadcasts.
 * - solana `solana_signAndSendTransaction` (`{ transaction: base64 of an unsigned legacy
 *   transaction }`): the base58 signature. The dApp builds the SOL transfer (`buildSolanaTransfer`,
 *   on the blockhash of the network's first HTTP RPC URL); the wallet signs and sends it.
 * Polkadot (`polkadot_signTransaction` takes an extrinsic payload) is not sent this way.
 *
 * @throws InvalidParamsRpcError for a bip122 or solana transfer without a positive amount, with
 * call data, or (solana) to something that is not a Solana address; nothing reaches the wallet.
 * @throws NetworkNotFoundError for a solana account on a network without an HTTP RPC URL.
 * @throws UnsupportedProviderMethodError for polkadot.
 */
export async function sendWalletConnectTransaction(
  request: WalletConnectRequest,
  parameters: AdapterTransactionParameters,
  context: SendWalletConnectTransactionContext,
): Promise<string> {
  const { to, value, data } = parameters
  const { namespace, caipNetworkId: chainId, address } = parseCaipAddress(parameters.from)
  switch (namespace) {
    case 'eip155': {
      const method = 'eth_sendTransaction'
      const transaction = {
        from: address,
        to,
        ...(value === undefined ? {} : { value: `0x${value.toString(16)}` }),
        ...(data === undefined ? {} : { data }),
      }
      return readWalletConnectResult(await request({ chainId, method, params: [transaction] }), { method })
    }
    case 'bip122': {
      if (value === undefined || value <= 0n || data !== undefined) {
        throw new InvalidParamsRpcError({
          details: 'sendTransfer takes a positive amount in satoshis and no call data',
        })
      }
      const method = 'sendTransfer'
      const params = { account: address, recipientAddress: to, amount: value.toString() }
      return readWalletConnectResult(await request({ chainId, method, params }), { method, field: 'txid' })
    }
    case 'solana': {
      if (value === undefined || value <= 0n || value > MAX_LAMPORTS || data !== undefined) {
        throw new InvalidParamsRpcError({
          details: 'A Solana transfer takes a positive amount in lamports (a u64) and no call data',
        })
      }
      if (!isSolanaAddress(to)) {
        throw new InvalidParamsRpcError({
          details: `The receiver is not a Solana address: ${JSON.stringify(to)}`,
        })
      }
      const network = context.networks.find((candidate) => candidate.caipNetworkId === chainId)
      const rpcUrl = network?.rpcUrls.default.http[0]
      if (rpcUrl === undefined) throw new NetworkNotFoundError({ details: `No HTTP RPC URL for ${chainId}` })
      const transaction = await buildSolanaTransfer({ from: address, to, lamports: value, rpcUrl })
      const method = 'solana_signAndSendTransaction'
      return readWalletConnectResult(await request({ chainId, method, params: { transaction } }), {
        method,
        field: 'signature',
      })
    }
    default:
      throw new UnsupportedProviderMethodError({
        details: `sendTransaction on ${namespace} through WalletConnect`,
      })
  }
}
