import { EMAIL_COOLDOWN_MS, FRAME_MESSAGES, formatMessage, isEmail } from '@atrium/common'
import { FrameError } from '../errors/FrameError.js'
import type { FrameEventRequest } from '../events/frameEvents.js'
import { createFrameTransport, type FrameTransportOptions } from './createFrameTransport.js'
import type { FrameLoginData } from './FrameLoginData.js'

/** The options of `createFrameClient`. */
export type FrameClientOptions = FrameTransportOptions & {
  /** The login cache (STORE-017): core's `createServiceStorage().loginData`. */
  readonly loginData: FrameLoginData
  /** The clock of the email cooldown; `Date.now` by default. */
  readonly now?: (() => number) | undefined
}

/**
 * [FRAME-022] Milliseconds of the email cooldown still to run after a trigger at `last`. A trigger
 * time in the future (the clock moved back, or a tampered cache) does not lock email login out.
 */
function getCooldownLeftMs(last: number | undefined, now: number): number {
  if (last === undefined || last > now) return 0
  return Math.max(0, last + EMAIL_COOLDOWN_MS - now)
}

/**
 * The client of the secure frame: the embedded wallet of email, social and Farcaster login. It
 * has the shape of core's `AuthProvider` (one method per app event of FRAME-028), which appkit
 * checks when it registers the client as the AUTH connector. Nothing touches the DOM until the
 * first method call (FRAME-006).
 */
export function createFrameClient(options: FrameClientOptions) {
  const transport = createFrameTransport(options)
  const { loginData } = options
  const now = options.now ?? Date.now

  const assertEmail = (email: string) => {
    // [FRAME-019] Checked before anything is sent.
    if (!isEmail(email)) throw new FrameError('INVALID_EMAIL')
  }

  const rememberLogin = () => loginData.set('emailLoginUsed', true)

  return {
    /** Creates the frame now (e.g. when the Connect view opens) and resolves on its ready event. */
    load: transport.load,
    isReady: transport.isReady,
    getIframe: transport.getIframe,
    dispose: transport.dispose,

    /**
     * [FRAME-022] Seconds until another email login may be triggered; 0 when it may be now. The
     * cooldown is global and survives a reload, as it lives in the login cache.
     */
    getEmailCooldownSeconds: () =>
      Math.ceil(getCooldownLeftMs(loginData.get('lastEmailLoginTime'), now()) / 1000),

    /** Sends a login email; resolves with the next verification step (FRAME-020). */
    async connectEmail(parameters: { readonly email: string }) {
      assertEmail(parameters.email)
      const left = getCooldownLeftMs(loginData.get('lastEmailLoginTime'), now())
      if (left > 0) {
        throw new FrameError('EMAIL_COOLDOWN', {
          message: formatMessage(FRAME_MESSAGES.EMAIL_COOLDOWN, { n: Math.ceil(left / 1000) }),
          meta: { secondsLeft: Math.ceil(left / 1000) },
        })
      }
      loginData.set('lastEmailLoginTime', now())
      const result = await transport.request('CONNECT_EMAIL', { email: parameters.email })
      loginData.set('email', parameters.email)
      if (result.action === 'CONNECT') rememberLogin()
      return result
    },
    async connectDevice() {
      await transport.request('CONNECT_DEVICE')
    },
    async connectOtp(parameters: { readonly otp: string }) {
      await transport.request('CONNECT_OTP', { otp: parameters.otp })
      rememberLogin()
    },
    getSocialRedirectUri: (parameters: {
      readonly provider: FrameEventRequest<'GET_SOCIAL_REDIRECT_URI'>['provider']
    }) => transport.request('GET_SOCIAL_REDIRECT_URI', { provider: parameters.provider }),
    async connectSocial(parameters: { readonly uri: string }) {
      const user = await transport.request('CONNECT_SOCIAL', { uri: parameters.uri })
      rememberLogin()
      if (user.userName !== undefined) loginData.set('socialUsername', user.userName)
      return user
    },
    getFarcasterUri: () => transport.request('GET_FARCASTER_URI'),
    async connectFarcaster() {
      const result = await transport.request('CONNECT_FARCASTER')
      rememberLogin()
      loginData.set('socialUsername', result.userName)
      return result
    },
    getUser: (parameters?: FrameEventRequest<'GET_USER'>) => transport.request('GET_USER', parameters),

    /**
     * [FRAME-017][FRAME-018] Whether a user is signed in. Without a past frame login the answer is
     * "no" and the frame is not even created; when the frame says "no", the login cache is cleared.
     */
    async isConnected(parameters?: { readonly token?: string | undefined }) {
      if (loginData.get('emailLoginUsed') !== true) return { isConnected: false }
      const result = await transport.request(
        'IS_CONNECTED',
        parameters?.token === undefined ? undefined : { token: parameters.token },
      )
      if (!result.isConnected) loginData.clear()
      return result
    },
    getChainId: () => transport.request('GET_CHAIN_ID'),
    switchNetwork: (parameters: { readonly chainId: string | number }) =>
      transport.request('SWITCH_NETWORK', { chainId: parameters.chainId }),
    async signOut() {
      await transport.request('SIGN_OUT')
      loginData.clear()
    },
    getSmartAccountEnabledNetworks: () => transport.request('GET_SMART_ACCOUNT_ENABLED_NETWORKS'),
    initSmartAccount: () => transport.request('INIT_SMART_ACCOUNT'),
    setPreferredAccount: (parameters: FrameEventRequest<'SET_PREFERRED_ACCOUNT'>) =>
      transport.request('SET_PREFERRED_ACCOUNT', { type: parameters.type }),

    /** [FRAME-021] Starts an email change; the frame then asks the current address's code first. */
    async updateEmail(parameters: { readonly email: string }) {
      assertEmail(parameters.email)
      return transport.request('UPDATE_EMAIL', { email: parameters.email })
    },
    async updateEmailPrimaryOtp(parameters: { readonly otp: string }) {
      await transport.request('UPDATE_EMAIL_PRIMARY_OTP', { otp: parameters.otp })
    },
    async updateEmailSecondaryOtp(parameters: { readonly otp: string }) {
      const result = await transport.request('UPDATE_EMAIL_SECONDARY_OTP', { otp: parameters.otp })
      loginData.set('email', result.newEmail)
      return result
    },
    /** Relays an RPC request to the embedded wallet (FRAME-030). */
    request: (parameters: FrameEventRequest<'RPC_REQUEST'>) => transport.request('RPC_REQUEST', parameters),
    async syncTheme(parameters: FrameEventRequest<'SYNC_THEME'>) {
      await transport.request('SYNC_THEME', parameters)
    },
    async syncDappData(parameters: FrameEventRequest<'SYNC_DAPP_DATA'>) {
      await transport.request('SYNC_DAPP_DATA', parameters)
    },
    async reload() {
      await transport.request('RELOAD')
    },
  }
}

/** The secure-frame client `createFrameClient` returns. */
export type FrameClient = ReturnType<typeof createFrameClient>
