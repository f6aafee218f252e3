import { InvalidParamsRpcError, UnauthorizedProviderError } from '@atrium/common'
import { u8aToHex } from '@polkadot/util'
import { decodeAddress } from '@polkadot/util-crypto/address/decode'
import type { PolkadotSessionAccount } from '../accounts/toPolkadotAccounts.js'
import type { PolkadotLiveSession } from './createSessionTracker.js'

/**
 * The session account behind `address`, compared by public key so any SS58 prefix matches.
 *
 * @throws InvalidParamsRpcError when `address` is not an SS58 address.
 * @throws UnauthorizedProviderError (4100) when the extension did not share that account.
 */
export function findSessionAccount(session: PolkadotLiveSession, address: string): PolkadotSessionAccount {
  let publicKey: string
  try {
    publicKey = u8aToHex(decodeAddress(address))
  } catch (cause) {
    throw new InvalidParamsRpcError({ details: `Invalid SS58 address ${address}`, cause })
  }
  const account = session.accounts.find((entry) => entry.publicKey === publicKey)
  if (account === undefined) {
    throw new UnauthorizedProviderError({ details: `The extension did not share ${address} with the dApp` })
  }
  return account
}
