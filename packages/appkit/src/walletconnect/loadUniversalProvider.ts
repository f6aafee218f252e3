import type { UniversalProvider } from '@walletconnect/universal-provider'

/** The provider class, as `createWalletConnectConnection` creates it. */
export type UniversalProviderClass = Pick<typeof UniversalProvider, 'init'>

/**
 * Loads `@walletconnect/universal-provider` on first use: only when the user picks WalletConnect
 * or a stored WalletConnect session is restored, never in the start-up chunk.
 */
export async function loadUniversalProvider(): Promise<UniversalProviderClass> {
  const module = await import('@walletconnect/universal-provider')
  return module.UniversalProvider
}
