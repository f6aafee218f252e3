import { InvalidParamsRpcError, parseCaipAddress, UnsupportedProviderMethodError } from '@atrium/common'
import type { AdapterTransactionParameters } from '@atrium/core'
import { readWalletConnectResult } from './readWalletConnectResult.js'
import type { WalletConnectRequest } from './signWalletConnectMessage.js'

/**
 * Sends a transaction from a WalletConnect session account, in its namespace's method of the
 * WalletConnect RPC reference; resolves once the wallet reports it sent:
 * - eip155 `eth_sendTransaction` (`[{ from, to, value: hex wei, data? }]`): the transaction hash;
 * - bip122 `sendTransfer` (`{ account, recipientAddress, amount: satoshis as a decimal string }`):
 *   the txid. The wallet builds, signs and broadcasts.
 * Solana (`solana_signAndSendTransaction` takes a transaction the dApp builds with a Solana SDK)
 * and Polkadot (`polkadot_signTransaction` takes an extrinsic payload) are not sent this way.
 *
 * @throws InvalidParamsRpcError for a bip122 transfer without a positive amount or with call data.
 * @throws UnsupportedProviderMethodError for solana and polkadot.
 */
export async function sendWalletConnectTransaction(
  request: WalletConnectRequest,
  parameters: AdapterTransactionParameters,
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
    default:
      throw new UnsupportedProviderMethodError({
        details: `sendTransaction on ${namespace} through WalletConnect`,
      })
  }
}
