import type { CaipNetworkId, EmbeddedSocialProvider } from '@atrium/common'
import type { Connector } from '../connectors/Connector.js'
import type { Wallet } from '../walletDirectory/walletSchema.js'

/**
 * [ROUTER-013] What a view is opened with. Plain data only (STYLE §4): `ConnectingExternal` gets
 * the `connector`, `ConnectingWalletConnect` the directory `wallet`, the name-registration views
 * the `accountName`, `UnsupportedChain` the `caipNetworkId` the user was on.
 */
export type RouterViewData = {
  readonly connector?: Connector
  readonly wallet?: Wallet
  readonly accountName?: string
  readonly caipNetworkId?: CaipNetworkId
  /**
   * The address a sign-in code was mailed to (`EmailVerifyOtp`, `EmailVerifyDevice`); in the email
   * change, the new address (`UpdateEmailPrimaryOtp`, `UpdateEmailSecondaryOtp`).
   */
  readonly email?: string
  /** The provider whose window a social sign-in waits for (`ConnectingSocial`). */
  readonly socialProvider?: EmbeddedSocialProvider
}
