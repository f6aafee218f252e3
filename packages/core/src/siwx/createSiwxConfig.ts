import type { CaipNetworkId } from '@atrium/common'
import type { Clock } from '../connection/Timers.js'
import { InvalidOptionError } from '../errors/options.js'
import { SiwxChainNotSupportedError, SiwxInitializeFailedError } from '../errors/siwx.js'
import { createLocalStorage } from '../storage/createLocalStorage.js'
import { createConsoleLogger, type Logger } from '../storage/Logger.js'
import type { StorageBackend } from '../storage/StorageBackend.js'
import { createSiwxNonce, SIWX_NONCE_PATTERN } from './createSiwxNonce.js'
import {
  createSiwxSessionStorage,
  getSiwxAccountKey,
  type StoredSiwxSessions,
} from './createSiwxSessionStorage.js'
import { findSiwxVerifier, SIWX_LINE_BREAK } from './findSiwxVerifier.js'
import { formatSiwxMessage } from './formatSiwxMessage.js'
import { isSiwxSessionExpired } from './isSiwxSessionExpired.js'
import type { SiwxConfig, SiwxMessageData, SiwxSession, SiwxVerifier } from './SiwxConfig.js'
import { verifySiwxSession } from './verifySiwxSession.js'

/**
 * Nonces of the latest messages a config accepts sessions for. A WalletConnect wallet signs one
 * CACAO per chain with the same nonce, so a nonce is not used up by its first session; the oldest
 * ones are forgotten past this count.
 */
export const SIWX_ISSUED_NONCES_LIMIT = 16

export type CreateSiwxConfigParameters = {
  /** One verifier per namespace the app signs in on (e.g. `createEip155SiwxVerifier()`). */
  readonly verifiers: readonly SiwxVerifier[]
  /** The host the messages name; the page's `location.host` (read when a message is made) by default. */
  readonly domain?: string | undefined
  /** The URI the messages name; the page's `location.href` by default. */
  readonly uri?: string | undefined
  /** One line shown to the user in the message. */
  readonly statement?: string | undefined
  /** A nonce from the app's server; a random 16-character one (`crypto.getRandomValues`) by default. */
  readonly getNonce?: (() => Promise<string>) | undefined
  /** Each message expires this long after it is made; none expire by default. */
  readonly expiresInMs?: number | undefined
  /** `getRequired()`: whether the app needs a sign-in to go on. `false` by default. */
  readonly required?: boolean | undefined
  /** [CONN-019] Disconnecting clears the sessions unless `false`. */
  readonly signOutOnDisconnect?: boolean | undefined
  /** Where sessions are kept; `localStorage` by default. */
  readonly storage?: StorageBackend | undefined
  readonly clock?: Clock | undefined
  /** Where storage failures are logged; `console.error` by default. */
  readonly logger?: Logger | undefined
}

export type CreateSiwxConfigReturnType = SiwxConfig & { readonly signOutOnDisconnect: boolean }
export type CreateSiwxConfigErrorType = InvalidOptionError

const DEFAULT_CLOCK: Clock = { now: () => Date.now() }

function checkParameters(parameters: CreateSiwxConfigParameters): void {
  const namespaces = parameters.verifiers.map((verifier) => verifier.namespace)
  if (namespaces.length === 0 || new Set(namespaces).size !== namespaces.length) {
    throw new InvalidOptionError({ option: 'siwx.verifiers', reason: 'must list one verifier per namespace' })
  }
  if (parameters.statement !== undefined && SIWX_LINE_BREAK.test(parameters.statement)) {
    throw new InvalidOptionError({ option: 'siwx.statement', reason: 'must be a single line' })
  }
  const { expiresInMs } = parameters
  if (expiresInMs !== undefined && !(Number.isSafeInteger(expiresInMs) && expiresInMs > 0)) {
    throw new InvalidOptionError({ option: 'siwx.expiresInMs', reason: 'must be a positive integer' })
  }
}

/** The page's location, read only when asked: importing or creating the config touches no DOM global. */
function getLocation(): { readonly host: string; readonly href: string } | undefined {
  return (globalThis as { location?: { host: string; href: string } }).location
}

async function getNonce(parameters: CreateSiwxConfigParameters): Promise<string> {
  if (parameters.getNonce === undefined) return createSiwxNonce()
  let nonce: unknown
  try {
    nonce = await parameters.getNonce()
  } catch (cause) {
    throw new SiwxInitializeFailedError({ cause, details: 'getNonce failed' })
  }
  if (typeof nonce !== 'string' || !SIWX_NONCE_PATTERN.test(nonce)) {
    throw new SiwxInitializeFailedError({
      details: 'getNonce must give at least 8 letters or digits (EIP-4361)',
    })
  }
  return nonce
}

/**
 * [CONN-015][CONN-019] The `siwx` option, ready to use: messages with a fresh nonce for the page's
 * domain, sessions verified by the verifier of their namespace (and refused with a coded error
 * otherwise) and kept in browser storage by chain and account, expired ones dropped when read.
 * An app whose sessions live on its server implements `SiwxConfig` itself instead.
 *
 * @throws InvalidOptionError for no verifier or two for one namespace, a statement of several
 *   lines, or an `expiresInMs` that is not a positive integer.
 * @example
 * createAppKit({
 *   adapters: [wagmiAdapter],
 *   siwx: createSiwxConfig({ statement: 'Sign in to Example', verifiers: [createEip155SiwxVerifier()] }),
 * })
 */
export function createSiwxConfig(parameters: CreateSiwxConfigParameters): CreateSiwxConfigReturnType {
  checkParameters(parameters)
  const clock = parameters.clock ?? DEFAULT_CLOCK
  const storage = createSiwxSessionStorage(
    parameters.storage ?? createLocalStorage(),
    parameters.logger ?? createConsoleLogger(),
  )
  const issuedNonces = new Set<string>()
  const getDomain = () => parameters.domain ?? getLocation()?.host

  const verify = (session: SiwxSession, checkNonce: boolean) => {
    const domain = getDomain()
    if (domain === undefined)
      throw new SiwxInitializeFailedError({ details: 'No domain: pass `domain` outside a browser' })
    return verifySiwxSession(session, {
      verifiers: parameters.verifiers,
      domain,
      now: clock.now(),
      ...(checkNonce ? { issuedNonces } : {}),
    })
  }

  /** Every kept session, the expired ones dropped (and the drop written back). */
  const readLive = (): StoredSiwxSessions => {
    const stored = storage.read()
    const now = clock.now()
    let dropped = false
    const live: StoredSiwxSessions = {}
    for (const [key, sessions] of Object.entries(stored)) {
      const kept = sessions.filter((session) => !isSiwxSessionExpired(session.data, now))
      dropped ||= kept.length !== sessions.length
      if (kept.length > 0) live[key] = kept
    }
    if (dropped) storage.write(live)
    return live
  }

  return {
    async createMessage({ accountAddress, chainId }) {
      if (findSiwxVerifier(parameters.verifiers, chainId) === undefined)
        throw new SiwxChainNotSupportedError({ chainId: String(chainId) })
      const domain = getDomain()
      const uri = parameters.uri ?? getLocation()?.href
      if (domain === undefined || uri === undefined) {
        throw new SiwxInitializeFailedError({ details: 'No domain or uri: pass them outside a browser' })
      }
      const nonce = await getNonce(parameters)
      const now = clock.now()
      const data: SiwxMessageData = {
        accountAddress,
        chainId,
        domain,
        uri,
        version: '1',
        nonce,
        issuedAt: new Date(now).toISOString(),
        ...(parameters.statement === undefined ? {} : { statement: parameters.statement }),
        ...(parameters.expiresInMs === undefined
          ? {}
          : { expirationTime: new Date(now + parameters.expiresInMs).toISOString() }),
      }
      issuedNonces.add(nonce)
      for (const old of issuedNonces) {
        if (issuedNonces.size <= SIWX_ISSUED_NONCES_LIMIT) break
        issuedNonces.delete(old)
      }
      return { data, message: formatSiwxMessage(data) }
    },

    async addSession(session) {
      await verify(session, true)
      const sessions = readLive()
      const key = getSiwxAccountKey(session.data.chainId, session.data.accountAddress)
      const others = (sessions[key] ?? []).filter((kept) => kept.signature !== session.signature)
      storage.write({ ...sessions, [key]: [...others, session] })
    },

    async revokeSession(chainId: CaipNetworkId, address: string) {
      const { [getSiwxAccountKey(chainId, address)]: _revoked, ...rest } = readLive()
      storage.write(rest)
    },

    async setSessions(sessions) {
      for (const session of sessions) await verify(session, false)
      const next: StoredSiwxSessions = {}
      for (const session of sessions) {
        const key = getSiwxAccountKey(session.data.chainId, session.data.accountAddress)
        next[key] = [...(next[key] ?? []), session]
      }
      storage.write(next)
    },

    async getSessions(chainId, address) {
      return readLive()[getSiwxAccountKey(chainId, address)] ?? []
    },

    getRequired: () => parameters.required ?? false,
    signOutOnDisconnect: parameters.signOutOnDisconnect ?? true,
  }
}
