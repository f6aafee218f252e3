import { AUTH_SERVICE_MESSAGES, FRAME_MESSAGES, FRAME_REQUEST_TIMEOUT_MS } from '@atrium/common'
import type { FrameEventName, FrameEventRequest, FrameEventResult } from '@atrium/frame'
import { type AuthApi, AuthApiError, type ServiceUser, UNAUTHORIZED_STATUS } from './authApi.js'
import type { FrameSession } from './frameSession.js'

type ChainId = FrameEventResult<'GET_CHAIN_ID'>['chainId']

/** How long a device-approval request polls: under the client's 30 s time-out (FRAME-016). */
const DEVICE_APPROVAL_WAIT_MS = FRAME_REQUEST_TIMEOUT_MS - 5_000
const DEVICE_APPROVAL_POLL_MS = 2_000

/** A refusal the frame answers with an error reply; its message is for the user. */
export class AppEventError extends Error {
  override name = 'AppEventError'
}

/** The auth service takes eip155 chains by number: `1`, `'1'` and `'eip155:1'` are chain 1. */
function toEip155ChainId(chainId: ChainId): number | undefined {
  if (typeof chainId === 'number') return chainId
  const reference = /^(?:eip155:)?([0-9]{1,15})$/.exec(chainId)?.[1]
  return reference === undefined ? undefined : Number(reference)
}

/** A Solana chain as CAIP-2 names it: `solana:` and the genesis hash's first 32 characters. */
const isSolanaChainId = (chainId: ChainId): chainId is string =>
  typeof chainId === 'string' && /^solana:[1-9A-HJ-NP-Za-km-z]{32}$/.test(chainId)

/** The chain the auth service takes: eip155 chains by number, Solana chains by their CAIP-2 id. */
const toServiceChainId = (chainId: ChainId): number | string | undefined =>
  isSolanaChainId(chainId) ? chainId : toEip155ChainId(chainId)

type Handlers = {
  [event in FrameEventName]?: (
    payload: FrameEventRequest<event>,
  ) => Promise<FrameEventResult<event>> | FrameEventResult<event>
}

/**
 * The frame side of the app events of SPEC §7 for email and social sign-in and the embedded wallet:
 * each turns into a call of the auth service. Events this deployment does not serve are refused with
 * a message.
 */
export function createAppEventHandler(parameters: {
  api: AuthApi
  session: FrameSession
  chainId: ChainId
  onReload: () => void
}) {
  const { api, session } = parameters
  let chainId = parameters.chainId
  let pendingEmail: string | undefined
  /** The Farcaster sign-in GET_FARCASTER_URI opened, until CONNECT_FARCASTER finishes it. */
  let pendingFarcaster: string | undefined

  const token = () => {
    const current = session.getToken()
    if (current === undefined)
      throw new AuthApiError(UNAUTHORIZED_STATUS, AUTH_SERVICE_MESSAGES.AUTH_SERVICE_SESSION_INVALID)
    return current
  }
  /** The user as the dApp sees it on the current chain: its Solana account on a Solana chain. */
  const toUser = (user: ServiceUser): FrameEventResult<'GET_USER'> => {
    const address = isSolanaChainId(chainId) ? user.solanaAddress : user.address
    return {
      email: user.email,
      ...(user.userName === undefined ? {} : { userName: user.userName }),
      address,
      chainId,
      accounts: [{ address, type: 'eoa' }],
      preferredAccountType: 'eoa',
    }
  }
  /** A session the service no longer knows is forgotten here too. */
  const withSession = async <result>(call: (token: string) => Promise<result>): Promise<result> => {
    try {
      return await call(token())
    } catch (error) {
      if (error instanceof AuthApiError && error.status === UNAUTHORIZED_STATUS) session.clear()
      throw error
    }
  }

  const handlers: Handlers = {
    async CONNECT_EMAIL({ email }) {
      const { action } = await api.startEmail(email)
      pendingEmail = email
      return { action: action === 'VERIFY_DEVICE' || action === 'CONNECT' ? action : 'VERIFY_OTP' }
    },
    /** Waits, within the client's time-out, for the mailed device approval, then mails the code. */
    async CONNECT_DEVICE() {
      const email = pendingEmail
      if (email === undefined) throw new AppEventError(FRAME_MESSAGES.FRAME_PAGE_EMAIL_MISSING)
      const deadline = Date.now() + DEVICE_APPROVAL_WAIT_MS
      while (!(await api.isDeviceApproved(email)).approved) {
        if (Date.now() > deadline) throw new AppEventError(FRAME_MESSAGES.FRAME_PAGE_DEVICE_NOT_APPROVED)
        await new Promise((resolve) => setTimeout(resolve, DEVICE_APPROVAL_POLL_MS))
      }
      await api.startEmail(email)
      return undefined
    },
    async CONNECT_OTP({ otp }) {
      if (pendingEmail === undefined) throw new AppEventError(FRAME_MESSAGES.FRAME_PAGE_EMAIL_MISSING)
      const { token: newToken } = await api.verifyEmail(pendingEmail, otp)
      session.setToken(newToken)
      pendingEmail = undefined
      return undefined
    },
    GET_SOCIAL_REDIRECT_URI: async ({ provider }) => ({ uri: (await api.startSocial(provider)).uri }),
    /** `uri` is where the sign-in popup landed: the provider's answer relayed to the dApp's origin. */
    async CONNECT_SOCIAL({ uri }) {
      const { token: newToken, user } = await api.finishSocial(uri)
      session.setToken(newToken)
      return toUser(user)
    },
    async GET_FARCASTER_URI() {
      const { id, url } = await api.startFarcaster()
      pendingFarcaster = id
      return { url }
    },
    /**
     * Asks the service again while it answers pending (the user may take minutes in their Farcaster
     * app; each ask stays under the client's 30 s); the service ends the sign-in when it expires. A
     * newer GET_FARCASTER_URI replaces this one.
     */
    async CONNECT_FARCASTER() {
      const id = pendingFarcaster
      if (id === undefined) throw new AppEventError(FRAME_MESSAGES.FRAME_PAGE_FARCASTER_NOT_STARTED)
      try {
        while (pendingFarcaster === id) {
          const finished = await api.finishFarcaster(id)
          if (finished.state === 'completed') {
            session.setToken(finished.token)
            return { userName: finished.user.userName ?? '' }
          }
        }
      } finally {
        if (pendingFarcaster === id) pendingFarcaster = undefined
      }
      throw new AppEventError(FRAME_MESSAGES.FRAME_PAGE_FARCASTER_NOT_STARTED)
    },
    GET_USER: async (request) => {
      if (request?.chainId !== undefined) chainId = request.chainId
      return toUser((await withSession(api.getUser)).user)
    },
    async IS_CONNECTED() {
      if (session.getToken() === undefined) return { isConnected: false }
      try {
        await withSession(api.getUser)
        return { isConnected: true }
      } catch (error) {
        if (error instanceof AuthApiError && error.status === UNAUTHORIZED_STATUS)
          return { isConnected: false }
        throw error
      }
    },
    async SIGN_OUT() {
      const current = session.getToken()
      session.clear()
      if (current !== undefined) await api.signOut(current)
      return undefined
    },
    SWITCH_NETWORK: (request) => {
      chainId = request.chainId
      return { chainId }
    },
    GET_CHAIN_ID: () => ({ chainId }),
    async RPC_REQUEST(request) {
      const target = toServiceChainId(request.chainId ?? chainId)
      const { result } = await withSession((current) =>
        api.rpc(current, { method: request.method, params: request.params, chainId: target }),
      )
      return result
    },
    async UPDATE_EMAIL({ email }) {
      const { action } = await withSession((current) => api.changeEmail(current, email))
      // A user without an email (social, Farcaster) confirms only the new address.
      return { action: action === 'VERIFY_SECONDARY_OTP' ? action : 'VERIFY_PRIMARY_OTP' }
    },
    async UPDATE_EMAIL_PRIMARY_OTP({ otp }) {
      await withSession((current) => api.confirmPrimaryOtp(current, otp))
      return undefined
    },
    async UPDATE_EMAIL_SECONDARY_OTP({ otp }) {
      const { user } = await withSession((current) => api.confirmSecondaryOtp(current, otp))
      return { newEmail: user.email ?? '' }
    },
    SYNC_THEME: (theme) => {
      document.documentElement.style.colorScheme = theme.themeMode
      return undefined
    },
    SYNC_DAPP_DATA: () => undefined,
    RELOAD: () => {
      parameters.onReload()
      return undefined
    },
  }

  return async <event extends FrameEventName>(
    event: event,
    payload: FrameEventRequest<event>,
  ): Promise<FrameEventResult<event>> => {
    const handler = handlers[event] as Handlers[event] | undefined
    if (handler === undefined) throw new AppEventError(FRAME_MESSAGES.FRAME_PAGE_EVENT_UNSUPPORTED)
    return handler(payload as never) as Promise<FrameEventResult<event>>
  }
}
