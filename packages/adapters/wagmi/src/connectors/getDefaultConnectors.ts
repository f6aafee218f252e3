import type { CoinbaseWalletParameters } from '@wagmi/connectors/coinbaseWallet'
import type { SafeParameters } from '@wagmi/connectors/safe'
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

/** What wagmi's Coinbase Wallet connector calls itself, shown before its code loads. */
const COINBASE_WALLET = {
  id: 'coinbaseWalletSDK',
  name: 'Coinbase Wallet',
  type: 'coinbaseWallet',
  rdns: 'com.coinbase.wallet',
} as const

/** wagmi's Safe connector, shown before its code loads. */
const SAFE = { id: 'safe', name: 'Safe', type: 'safe' } as const

/** True inside an iframe, the only place a Safe app runs. Never touches the parent's content. */
function isInsideFrame(): boolean {
  return typeof window !== 'undefined' && window.parent !== window
}

/**
 * The connectors Atrium configures besides EIP-6963 discovery: the generic injected one, Coinbase
 * Wallet (its wagmi connector and SDK loaded only when chosen, see `deferUntilChosen`), and Safe
 * when the page runs in an iframe (loaded the same way). WalletConnect is appkit's own connection.
 */
export function getDefaultConnectors(parameters: GetDefaultConnectorsParameters): CreateConnectorFn[] {
  const connectors: CreateConnectorFn[] = []
  if (parameters.injected) connectors.push(injected({ shimDisconnect: true }))
  if (parameters.coinbaseWallet !== false) {
    const { metadata, coinbaseWallet: coinbaseParameters } = parameters
    const icon = metadata?.icons?.[0]
    connectors.push(
      deferUntilChosen(COINBASE_WALLET, async () => {
        const { coinbaseWallet } = await import('@wagmi/connectors/coinbaseWallet')
        return coinbaseWallet({
          ...(metadata === undefined ? {} : { appName: metadata.name }),
          ...(icon === undefined ? {} : { appLogoUrl: icon }),
          ...coinbaseParameters,
        })
      }),
    )
  }
  const safeParameters = parameters.safe
  if (safeParameters !== false && isInsideFrame()) {
    connectors.push(
      deferUntilChosen(SAFE, async () => {
        const { safe } = await import('@wagmi/connectors/safe')
        return safe(safeParameters)
      }),
    )
  }
  return connectors
}
