import { type CoinbaseWalletParameters, coinbaseWallet } from '@wagmi/connectors/coinbaseWallet'
import { type SafeParameters, safe } from '@wagmi/connectors/safe'
import type { CreateConnectorFn } from '@wagmi/core'
import { injected } from '@wagmi/core'
import { deferUntilChosen } from './deferUntilChosen.js'

/** The dApp's name and icon, shown by wallets that display who is asking (the Coinbase SDK). */
export type WagmiAdapterMetadata = {
  readonly name: string
  readonly description?: string | undefined
  readonly url?: string | undefined
  readonly icons?: readonly string[] | undefined
}

export type GetDefaultConnectorsParameters = {
  /** The generic `window.ethereum` connector ('Browser Wallet'). */
  readonly injected: boolean
  /** The Coinbase Wallet SDK connector and its options, or `false`. */
  readonly coinbaseWallet: false | CoinbaseWalletParameters
  /** The Safe connector (offered inside a Safe app iframe only) and its options, or `false`. */
  readonly safe: false | SafeParameters
  readonly metadata?: WagmiAdapterMetadata | undefined
}

/** True inside an iframe, the only place a Safe app runs. Never touches the parent's content. */
function isInsideFrame(): boolean {
  return typeof window !== 'undefined' && window.parent !== window
}

/**
 * The connectors Atrium configures besides EIP-6963 discovery: the generic injected one, Coinbase
 * Wallet (its SDK deferred until chosen, see `deferUntilChosen`; wagmi imports it with a dynamic
 * `import()`), and Safe when the page runs in an iframe (wagmi imports the Safe SDK lazily too).
 * WalletConnect joins with the WalletConnect issue (#5).
 */
export function getDefaultConnectors(parameters: GetDefaultConnectorsParameters): CreateConnectorFn[] {
  const connectors: CreateConnectorFn[] = []
  if (parameters.injected) connectors.push(injected({ shimDisconnect: true }))
  if (parameters.coinbaseWallet !== false) {
    const { metadata } = parameters
    const icon = metadata?.icons?.[0]
    connectors.push(
      deferUntilChosen(
        coinbaseWallet({
          ...(metadata === undefined ? {} : { appName: metadata.name }),
          ...(icon === undefined ? {} : { appLogoUrl: icon }),
          ...parameters.coinbaseWallet,
        }),
      ),
    )
  }
  if (parameters.safe !== false && isInsideFrame()) connectors.push(safe(parameters.safe))
  return connectors
}
