import {
  type AuthService,
  type AuthServiceConfig,
  type AuthServiceLog,
  DEFAULT_CODE_TTL_MS,
  DEFAULT_MAX_CODE_ATTEMPTS,
  DEFAULT_RESEND_COOLDOWN_MS,
  DEFAULT_SESSION_TTL_MS,
  MEMORY_DATABASE_URL,
  SOCIAL_CALLBACK_PATH,
  type SocialProvidersConfig,
  startAuthService,
} from '@atrium/auth-service'
import { type SecureFrameServer, startSecureFrameServer } from '@atrium/secure-frame'
import { installFarcasterIdRegistry } from '../farcaster/farcasterIdRegistry.js'
import { type DevnetFarcasterRelay, startFarcasterRelay } from '../farcaster/startFarcasterRelay.js'
import { type DevnetMailSink, startMailSink } from '../mailSink/startMailSink.js'
import { type DevnetOidc, startDevnetOidc } from '../oidc/startDevnetOidc.js'
import { DEVNET_HOST } from '../ports.js'

/** The dev auth service's secret. Public, so a devnet's keys protect nothing: never use it elsewhere. */
export const DEVNET_AUTH_SECRET = 'atrium-devnet-auth-secret-public-dev-only'

/** dApp origins the dev auth service allows by default: the laboratory's dev and preview servers. */
export const DEVNET_AUTH_ALLOWED_ORIGINS = [
  'http://127.0.0.1:5173',
  'http://localhost:5173',
  'http://127.0.0.1:4173',
  'http://localhost:4173',
] as const

export type StartDevnetAuthParameters = {
  /** The auth service's port; `0` picks a free one. */
  port: number
  smtpPort: number
  mailboxPort: number
  /** The secure frame page's port (its own origin); `0`, the default, picks a free one. */
  framePort?: number | undefined
  /** The chains `eth_sendTransaction` goes to. */
  evm: readonly { readonly chainId: number; readonly rpcUrl: string }[]
  /** The Solana chains `solana_signAndSendTransaction` goes to, by CAIP-2 id; none by default. */
  solana?: readonly { readonly chainId: string; readonly rpcUrl: string }[] | undefined
  /** The Farcaster Auth relay's port; `0`, the default, picks a free one. */
  farcasterRelayPort?: number | undefined
  /** The local OpenID Connect provider's port; `0`, the default, picks a free one. */
  oidcPort?: number | undefined
  /** Defaults to `DEVNET_AUTH_ALLOWED_ORIGINS`. */
  allowedOrigins?: readonly string[] | undefined
  /** Origins a browser may call it from besides the devnet's frame page. */
  frameOrigins?: readonly string[] | undefined
  /** A PGlite data directory to keep users across restarts; in memory by default. */
  databaseUrl?: string | undefined
  /** Code lifetime, cooldown, attempts and session lifetime; the service's defaults otherwise. */
  limits?: Partial<
    Pick<AuthServiceConfig, 'codeTtlMs' | 'resendCooldownMs' | 'maxCodeAttempts' | 'sessionTtlMs'>
  >
  /** The clock codes and sessions expire by. */
  now?: (() => Date) | undefined
  /** Where the service's log lines go; dropped by default. */
  log?: AuthServiceLog | undefined
}

/** The dev auth service, the mail sink it sends its codes to, and the frame page that calls it. */
export type DevnetAuth = {
  readonly service: AuthService
  readonly mailSink: DevnetMailSink
  /** The secure frame page (`@atrium/secure-frame`): `frame.url` is the dApp's `apiUrls.frame`. */
  readonly frame: SecureFrameServer
  /** The local OpenID Connect provider playing the social providers, the service's social clients. */
  readonly oidc: DevnetOidc
  /**
   * Sign In With Farcaster: the local Farcaster Auth relay, and the devnet chain whose stand-in
   * IdRegistry the service checks custody on (chain 10, OP Mainnet, else the first; `undefined`
   * without chains).
   */
  readonly farcaster: { readonly relay: DevnetFarcasterRelay; readonly rpcUrl: string | undefined }
  stop(): Promise<void>
}

/**
 * Starts the dev mail sink, the Farcaster Auth relay (with a stand-in IdRegistry on a devnet chain),
 * the secure frame page on its own port, then the auth service (`@atrium/auth-service`) with dev
 * settings: the public `DEVNET_AUTH_SECRET`, a PGlite database, codes mailed to the sink, the
 * devnet's chains, the frame page's origin as the browser origin.
 */
export async function startDevnetAuth(parameters: StartDevnetAuthParameters): Promise<DevnetAuth> {
  let resolveCallback: (uris: readonly string[]) => void = () => undefined
  const oidc = await startDevnetOidc({
    port: parameters.oidcPort ?? 0,
    // The redirect URI is the service's, known once it started with the provider's clients.
    redirectUris: new Promise((resolve) => {
      resolveCallback = resolve
    }),
  })
  try {
    const auth = await startServiceAndFrame({ ...parameters, socialProviders: oidc.issuers })
    resolveCallback([`${auth.service.url}${SOCIAL_CALLBACK_PATH}`])
    let stopping: Promise<void> | undefined
    return {
      ...auth,
      oidc,
      stop() {
        stopping ??= Promise.all([auth.stop(), oidc.stop()]).then(() => undefined)
        return stopping
      },
    }
  } catch (error) {
    await oidc.stop()
    throw error
  }
}

/** The mail sink, the frame page and the auth service, its social providers given. */
async function startServiceAndFrame(
  parameters: StartDevnetAuthParameters & { socialProviders: SocialProvidersConfig },
): Promise<Omit<DevnetAuth, 'oidc'>> {
  const allowedOrigins = [...(parameters.allowedOrigins ?? DEVNET_AUTH_ALLOWED_ORIGINS)]
  const farcasterRpcUrl = (parameters.evm.find(({ chainId }) => chainId === 10) ?? parameters.evm[0])?.rpcUrl
  if (farcasterRpcUrl !== undefined) await installFarcasterIdRegistry({ rpcUrl: farcasterRpcUrl })
  const farcasterRelay = await startFarcasterRelay({ port: parameters.farcasterRelayPort ?? 0 })
  const mailSink = await startMailSink({
    smtpPort: parameters.smtpPort,
    httpPort: parameters.mailboxPort,
  }).catch(async (error: unknown) => {
    await farcasterRelay.stop()
    throw error
  })
  let resolveAuthUrl: (url: string) => void = () => undefined
  const authUrl = new Promise<string>((resolve) => {
    resolveAuthUrl = resolve
  })
  const frame = await startSecureFrameServer({
    host: DEVNET_HOST,
    port: parameters.framePort ?? 0,
    // The service's URL is known once it started with this page's origin as its browser origin.
    config: authUrl.then((url) => ({ authUrl: url, allowedOrigins })),
  }).catch(async (error: unknown) => {
    await Promise.all([mailSink.stop(), farcasterRelay.stop()])
    throw error
  })
  try {
    const service = await startAuthService({
      config: {
        secret: DEVNET_AUTH_SECRET,
        databaseUrl: parameters.databaseUrl ?? MEMORY_DATABASE_URL,
        smtpUrl: mailSink.smtpUrl,
        mailFrom: 'Atrium devnet <auth@devnet.localhost>',
        allowedOrigins,
        frameOrigins: [frame.origin, ...(parameters.frameOrigins ?? [])],
        chains: parameters.evm.map(({ chainId, rpcUrl }) => ({ chainId, rpcUrl })),
        solanaChains: (parameters.solana ?? []).map(({ chainId, rpcUrl }) => ({ chainId, rpcUrl })),
        host: DEVNET_HOST,
        port: parameters.port,
        codeTtlMs: DEFAULT_CODE_TTL_MS,
        resendCooldownMs: DEFAULT_RESEND_COOLDOWN_MS,
        maxCodeAttempts: DEFAULT_MAX_CODE_ATTEMPTS,
        sessionTtlMs: DEFAULT_SESSION_TTL_MS,
        socialProviders: parameters.socialProviders,
        farcasterRelayUrl: farcasterRelay.url,
        ...(farcasterRpcUrl === undefined ? {} : { farcasterRpcUrl }),
        ...parameters.limits,
      },
      log: parameters.log ?? (() => undefined),
      ...(parameters.now === undefined ? {} : { now: parameters.now }),
    })
    resolveAuthUrl(service.url)
    let stopping: Promise<void> | undefined
    return {
      service,
      mailSink,
      frame,
      farcaster: { relay: farcasterRelay, rpcUrl: farcasterRpcUrl },
      stop() {
        stopping ??= Promise.all([service.stop(), mailSink.stop(), frame.stop(), farcasterRelay.stop()]).then(
          () => undefined,
        )
        return stopping
      },
    }
  } catch (error) {
    await Promise.all([mailSink.stop(), frame.stop(), farcasterRelay.stop()])
    throw error
  }
}
