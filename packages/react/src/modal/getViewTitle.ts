import {
  formatMessage,
  LOGIN_MESSAGES,
  REACT_MESSAGES,
  SEND_MESSAGES,
  SOCIAL_PROVIDER_NAMES,
  SWAP_MESSAGES,
} from '@atrium/common'
import {
  CONNECTING_SOCIAL_VIEW,
  EMAIL_VERIFY_DEVICE_VIEW,
  EMAIL_VERIFY_OTP_VIEW,
  NETWORKS_VIEW,
  RECEIVE_VIEW,
  type RouterView,
  type RouterViewData,
  SEND_VIEW,
  SWAP_VIEW,
  UPDATE_EMAIL_PRIMARY_OTP_VIEW,
  UPDATE_EMAIL_SECONDARY_OTP_VIEW,
  UPDATE_EMAIL_VIEW,
} from '@atrium/core'

/**
 * The header title of `view`: the wallet's name while connecting to it, a fixed title otherwise
 * (`ConnectingWalletConnectBasic` is the Connect view of a basic pairing: 'Connect wallet').
 */
export function getViewTitle(view: RouterView, data: RouterViewData | undefined): string {
  switch (view) {
    case 'ConnectingExternal':
      return data?.connector?.name ?? REACT_MESSAGES.CONNECT_VIEW_TITLE
    case 'ConnectingWalletConnect':
      return data?.wallet?.name ?? REACT_MESSAGES.CONNECTING_WALLETCONNECT_VIEW_TITLE
    case 'AllWallets':
      return REACT_MESSAGES.ALL_WALLETS_VIEW_TITLE
    case 'Account':
      return REACT_MESSAGES.ACCOUNT_VIEW_TITLE
    case NETWORKS_VIEW:
      return REACT_MESSAGES.NETWORKS_VIEW_TITLE
    case 'UnsupportedChain':
      return REACT_MESSAGES.UNSUPPORTED_CHAIN_VIEW_TITLE
    case SEND_VIEW:
      return SEND_MESSAGES.SEND_VIEW_TITLE
    case RECEIVE_VIEW:
      return SEND_MESSAGES.RECEIVE_VIEW_TITLE
    case SWAP_VIEW:
      return SWAP_MESSAGES.SWAP_VIEW_TITLE
    case EMAIL_VERIFY_OTP_VIEW:
      return LOGIN_MESSAGES.OTP_VIEW_TITLE
    case EMAIL_VERIFY_DEVICE_VIEW:
      return LOGIN_MESSAGES.DEVICE_VIEW_TITLE
    case CONNECTING_SOCIAL_VIEW:
      return formatMessage(LOGIN_MESSAGES.SOCIAL_VIEW_TITLE, {
        provider: data?.socialProvider === undefined ? '' : SOCIAL_PROVIDER_NAMES[data.socialProvider],
      })
    case 'ConnectingFarcaster':
      return LOGIN_MESSAGES.FARCASTER_VIEW_TITLE
    case UPDATE_EMAIL_VIEW:
      return LOGIN_MESSAGES.UPDATE_EMAIL_VIEW_TITLE
    case UPDATE_EMAIL_PRIMARY_OTP_VIEW:
      return LOGIN_MESSAGES.UPDATE_EMAIL_PRIMARY_VIEW_TITLE
    case UPDATE_EMAIL_SECONDARY_OTP_VIEW:
      return LOGIN_MESSAGES.UPDATE_EMAIL_SECONDARY_VIEW_TITLE
    default:
      return REACT_MESSAGES.CONNECT_VIEW_TITLE
  }
}
