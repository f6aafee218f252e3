export {
  APP_ORIGIN_HEADER,
  type AuthServiceLog,
  DEVICE_ID_HEADER,
  MAX_BODY_BYTES,
} from '../app/createAuthApp.js'
export {
  type AuthServiceConfig,
  DEFAULT_CODE_TTL_MS,
  DEFAULT_MAX_CODE_ATTEMPTS,
  DEFAULT_RESEND_COOLDOWN_MS,
  DEFAULT_SESSION_TTL_MS,
  MEMORY_DATABASE_URL,
  MIN_SECRET_LENGTH,
} from '../config/authServiceConfig.js'
export {
  AUTH_SERVICE_ENV,
  AuthServiceConfigError,
  readAuthServiceConfig,
} from '../config/readAuthServiceConfig.js'
export { AuthServiceError } from '../errors/AuthServiceError.js'
export { SOCIAL_CALLBACK_PATH } from '../social/installSocialRoutes.js'
export {
  type SocialProviderConfig,
  type SocialProvidersConfig,
  socialProviderEnv,
} from '../social/socialProvidersConfig.js'
export { SOCIAL_STATE_TTL_MS } from '../social/socialStateStore.js'
export {
  type AuthService,
  type StartAuthServiceParameters,
  startAuthService,
} from '../startAuthService.js'
export { EMBEDDED_WALLET_METHODS } from '../wallet/embeddedWalletRpc.js'
