/** [CONNECTOR-001] Connector kinds. */
export const CONNECTOR_TYPES = [
  'INJECTED',
  'ANNOUNCED',
  'MULTI_CHAIN',
  'EXTERNAL',
  'WALLET_CONNECT',
  'AUTH',
] as const

/** A connector kind. */
export type ConnectorType = (typeof CONNECTOR_TYPES)[number]

/** Connector ids shared by core and the adapters. */
export const CONNECTOR_IDS = {
  INJECTED: 'injected',
  WALLET_CONNECT: 'walletConnect',
  AUTH: 'auth',
  COINBASE: 'coinbaseWallet',
  COINBASE_SDK: 'coinbaseWalletSDK',
  SAFE: 'safe',
  LEDGER: 'ledger',
} as const

/** [CONNECTOR-012] Name of the generic injected connector, hidden on desktop. */
export const BROWSER_WALLET_CONNECTOR_NAME = 'Browser Wallet'

/**
 * Name of the embedded-wallet connector (email, social and Farcaster login through the secure
 * frame). Every namespace's adapter lists it under this name, so core merges them (CONNECTOR-005/006).
 */
export const AUTH_CONNECTOR_NAME = 'Email and socials'

/** [CONNECTOR-010] Connector names treated as another name when names are matched. */
export const CONNECTOR_NAME_ALIASES: Readonly<Record<string, string>> = { 'Trust Wallet': 'Trust' }
