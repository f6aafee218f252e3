import type { ConnectMethod } from '@atrium/common'

/**
 * [OPT-004] The default connect-method order when an installed wallet is found (the spec says it
 * "may differ" without saying how, A-1); pass it as `installedWalletOrder` to the connectors'
 * `getConnectMethodsOrder`. The wallet list stays first, since the user can connect in one click;
 * social moves ahead of email because it is the other one-click method, while email needs a code
 * round-trip. An app's own `features.connectMethodsOrder` always wins. Recorded in
 * DECISIONS.core-A.md.
 */
export const INSTALLED_WALLET_CONNECT_METHODS_ORDER = [
  'wallet',
  'social',
  'email',
] as const satisfies readonly ConnectMethod[]
