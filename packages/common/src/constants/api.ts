import { SDK_TYPE, SDK_VERSION } from './sdk.js'

/** [API-031] Value of the `st` (sdk type) query parameter of service requests. */
export const API_SDK_TYPE = 'atrium'

/** [API-031] Value of the `sv` (sdk version) query parameter: framework and version. */
export const API_SDK_VERSION = `${SDK_TYPE}-${SDK_VERSION}`

/** [API-031] Value of the `apiVersion` parameter of the profile (name) endpoints. */
export const NAME_API_VERSION = '2'

/** [API-031] Value of the `badge_type` parameter of `/getWallets`: no badge filter. */
export const WALLET_BADGE_TYPE = 'none'
