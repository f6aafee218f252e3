import type { WalletAccount } from '@wallet-standard/base'
import { bytesToBase64 } from './base64.js'

/** A Wallet Standard account as it crosses the Playwright boundary: JSON, the public key in base64. */
export type SerializedWalletAccount = {
  readonly address: string
  readonly publicKey: string
  readonly chains: readonly string[]
  readonly features: readonly string[]
  readonly label?: string | undefined
}

/** The JSON form of `account`, which the page shim turns back into a frozen account object. */
export function serializeWalletAccount(account: WalletAccount): SerializedWalletAccount {
  return {
    address: account.address,
    publicKey: bytesToBase64(Uint8Array.from(account.publicKey)),
    chains: [...account.chains],
    features: [...account.features],
    ...(account.label === undefined ? {} : { label: account.label }),
  }
}
