import { DEFAULT_EVM_PORT_BASE } from '../evm/defaultEvmChains.js'

/** The local OpenID Connect provider listens `OIDC_PORT_OFFSET` ports above the first EVM chain. */
export const OIDC_PORT_OFFSET = 84

/** Port of the local OpenID Connect provider with the default port base: `http://127.0.0.1:8629`. */
export const DEFAULT_OIDC_PORT = DEFAULT_EVM_PORT_BASE + OIDC_PORT_OFFSET
