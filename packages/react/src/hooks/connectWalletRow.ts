import { getWalletSelection, type WalletRow } from '@atrium/core'
import type { AppKitContextValue } from '../context/AppKitContextValue.js'
import { getWalletSelectionPlace, selectWalletRow } from '../views/selectWalletRow.js'

/** What `connectWalletRow` resolves with. */
export type ConnectWalletRowReturnType = undefined
/** The connector's coded error (e.g. `RPC_USER_REJECTED_REQUEST`) when it connects directly. */
export type ConnectWalletRowErrorType = Error

/**
 * Connects a wallet row of a dApp's own picker (`useAppKitWallets`, `appKit.getWallets()`): a
 * wallet with a connector connects through it without the modal (the wallet prompts; resolves
 * once connected). Any other opens the modal on its WalletConnect view (QR code, or its deep link
 * on a phone) and resolves at once: watch the account for the outcome. On Solana, Phantom and
 * Coinbase Wallet without their provider send the page to their link (CONN-011/012).
 */
export async function connectWalletRow(
  appKit: AppKitContextValue,
  row: Pick<WalletRow, 'key' | 'name' | 'connector' | 'wallet'>,
): Promise<ConnectWalletRowReturnType> {
  const selection = getWalletSelection({ row, ...getWalletSelectionPlace(appKit) })
  if (selection.kind === 'connector') {
    await appKit.connect({ connector: selection.connector })
    return undefined
  }
  if (selection.kind === 'walletConnect') appKit.open()
  selectWalletRow(appKit, row)
  return undefined
}
