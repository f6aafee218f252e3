import type { ConnectionStore } from '../connection/createConnectionStore.js'
import { applyConnectionUpdate } from '../connection/updateConnection.js'
import type { RouterStore } from '../router/createRouterStore.js'
import { reducePush } from '../router/transitions.js'
import {
  type GetWalletSelectionParameters,
  getWalletSelection,
  type WalletSelection,
} from './getWalletSelection.js'

export type SelectWalletParameters = GetWalletSelectionParameters
/** What the selection was; a `redirect` is the caller's to follow (core does not touch the page). */
export type SelectWalletReturnType = WalletSelection
export type SelectWalletErrorType = never

/**
 * [ROUTER-033][ROUTER-034] Selecting a wallet row (see `getWalletSelection`): a wallet with a
 * connector opens `ConnectingExternal` with it; any other becomes the connection's recent wallet
 * (stored once connected, CONN-016) and opens `ConnectingWalletConnect` with the wallet, whose
 * view shows its image and offers its links. A redirect changes no store.
 */
export function selectWallet(
  stores: { readonly router: RouterStore; readonly connection: ConnectionStore },
  parameters: SelectWalletParameters,
): SelectWalletReturnType {
  const selection = getWalletSelection(parameters)
  if (selection.kind === 'connector') {
    const { connector } = selection
    stores.router.setState((state) => reducePush(state, { view: 'ConnectingExternal', data: { connector } }))
  } else if (selection.kind === 'walletConnect') {
    const { wallet } = selection
    stores.connection.setState((state) =>
      applyConnectionUpdate(state, { recentWallet: wallet, wcLinking: undefined }),
    )
    stores.router.setState((state) =>
      reducePush(state, {
        view: 'ConnectingWalletConnect',
        data: wallet === undefined ? undefined : { wallet },
      }),
    )
  }
  return selection
}
