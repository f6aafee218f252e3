import { createLazyLoader } from '@atrium/common'
import type { AuthProvider, EmbeddedWallet, LoginDataStorage } from '@atrium/core'
import type { FrameClient } from '@atrium/frame'

export type CreateLazyEmbeddedWalletParameters = {
  /** The dApp's own secure frame deployment (`apiUrls.frame`). */
  readonly frameUrl: string
  readonly projectId: string
  readonly enableLogger: boolean
  /** The chain the frame starts on, read when it loads (the active network's). */
  readonly getChainId: () => string | number
  /** The EVM chain the eip155 account starts on (the eip155 network's), read when it loads. */
  readonly getEvmChainId: () => number | undefined
  /** The login cache (STORE-017), from the instance's storage. */
  readonly loginData: LoginDataStorage
}

/** Every method of `AuthProvider`; a `Record` so that a method added to the interface must be listed. */
const AUTH_PROVIDER_METHODS: Record<keyof AuthProvider, true> = {
  connectEmail: true,
  connectDevice: true,
  connectOtp: true,
  getSocialRedirectUri: true,
  connectSocial: true,
  getFarcasterUri: true,
  connectFarcaster: true,
  getUser: true,
  isConnected: true,
  getChainId: true,
  switchNetwork: true,
  signOut: true,
  getSmartAccountEnabledNetworks: true,
  initSmartAccount: true,
  setPreferredAccount: true,
  updateEmail: true,
  updateEmailPrimaryOtp: true,
  updateEmailSecondaryOtp: true,
  request: true,
  syncTheme: true,
  syncDappData: true,
  reload: true,
}

/**
 * The embedded wallet of the dApp's secure frame, as appkit attaches it to the adapters: every
 * call imports `@atrium/frame` and creates the client (and its hidden iframe) on first use, so a
 * page carries none of it before the user picks email, social or Farcaster. The connection check
 * answers "no" from the login cache alone for a visitor who never signed in (FRAME-017), so
 * restoring sessions at start-up loads nothing either.
 */
export function createLazyEmbeddedWallet(parameters: CreateLazyEmbeddedWalletParameters) {
  const { loginData } = parameters
  const parts = () => import('./createFrameParts.js')
  const client = createLazyLoader(async () =>
    (await parts()).createFrameClient({
      frameUrl: parameters.frameUrl,
      projectId: parameters.projectId,
      chainId: parameters.getChainId(),
      enableLogger: parameters.enableLogger,
      loginData,
    }),
  )
  const forward = (method: keyof AuthProvider) => async (argument?: unknown) =>
    ((await client.load())[method] as (argument?: unknown) => Promise<unknown>)(argument)
  const authProvider = Object.fromEntries(
    Object.keys(AUTH_PROVIDER_METHODS).map((method) => [method, forward(method as keyof AuthProvider)]),
  ) as AuthProvider
  const isConnected: AuthProvider['isConnected'] = async (argument) =>
    loginData.get('emailLoginUsed') === true
      ? (await client.load()).isConnected(argument)
      : { isConnected: false }
  const evmProvider = createLazyLoader(async () =>
    (await parts()).createFrameEvmProvider(await client.load(), parameters.getEvmChainId() ?? 1),
  )
  const wallet: EmbeddedWallet = {
    authProvider: { ...authProvider, isConnected },
    loadEip1193Provider: evmProvider.load,
  }
  return {
    ...wallet,
    /** The frame client itself, for what only the modal asks (the email cooldown). */
    loadClient: (): Promise<FrameClient> => client.load(),
  }
}

export type LazyEmbeddedWallet = ReturnType<typeof createLazyEmbeddedWallet>
