/**
 * @internal For `@atrium/appkit` only: not part of the public API, may change in any release.
 * @packageDocumentation
 */
export { getDefaultAppKit, setDefaultAppKit } from '../context/defaultAppKit.js'
export {
  type ConnectWalletRowErrorType,
  type ConnectWalletRowReturnType,
  connectWalletRow,
} from '../hooks/connectWalletRow.js'
export { getLoadedLaterViews } from '../modal/loadLaterViews.js'
export { isMobileDevice } from '../platform/isMobileDevice.js'
