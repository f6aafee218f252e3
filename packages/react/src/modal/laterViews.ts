import { AccountView } from '../views/AccountView.js'
import { AllWalletsView } from '../views/AllWalletsView.js'
import { ConnectingExternalView } from '../views/ConnectingExternalView.js'
import { ConnectingFarcasterView } from '../views/ConnectingFarcasterView.js'
import { ConnectingSocialView } from '../views/ConnectingSocialView.js'
import { ConnectingWalletConnectBasicView } from '../views/ConnectingWalletConnectBasicView.js'
import { ConnectingWalletConnectView } from '../views/ConnectingWalletConnectView.js'
import { EmailVerifyDeviceView } from '../views/EmailVerifyDeviceView.js'
import { EmailVerifyOtpView } from '../views/EmailVerifyOtpView.js'
import { NetworksView } from '../views/NetworksView.js'
import { ReceiveView } from '../views/ReceiveView.js'
import { SendView } from '../views/SendView.js'
import { SwapView } from '../views/SwapView.js'
import { UnsupportedChainView } from '../views/UnsupportedChainView.js'
import { UpdateEmailPrimaryOtpView } from '../views/UpdateEmailPrimaryOtpView.js'
import { UpdateEmailSecondaryOtpView } from '../views/UpdateEmailSecondaryOtpView.js'
import { UpdateEmailWalletView } from '../views/UpdateEmailWalletView.js'

/** The views after Connect, the one chunk `loadLaterViews` imports. */
export const LATER_VIEWS = {
  AccountView,
  AllWalletsView,
  ConnectingExternalView,
  ConnectingFarcasterView,
  ConnectingSocialView,
  ConnectingWalletConnectBasicView,
  ConnectingWalletConnectView,
  EmailVerifyDeviceView,
  EmailVerifyOtpView,
  NetworksView,
  ReceiveView,
  SendView,
  SwapView,
  UnsupportedChainView,
  UpdateEmailPrimaryOtpView,
  UpdateEmailSecondaryOtpView,
  UpdateEmailWalletView,
}
