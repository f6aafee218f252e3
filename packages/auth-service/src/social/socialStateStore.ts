import type { EmbeddedSocialProvider } from '@atrium/common'
import type { KeyCustody } from '../custody/createKeyCustody.js'
import type { AuthDatabase } from '../database/openAuthDatabase.js'
import { AuthServiceError } from '../errors/AuthServiceError.js'

/** How long a started social sign-in may take, from the authorization URL to its finish. */
export const SOCIAL_STATE_TTL_MS = 10 * 60_000

/** What a social sign-in keeps between its start and its finish, server-side only. */
export type SocialState = {
  provider: EmbeddedSocialProvider
  appOrigin: string
  codeVerifier: string
  nonce: string
}

type StateRow = {
  provider: EmbeddedSocialProvider
  app_origin: string
  code_verifier: string
  nonce: string
  expires_at: Date
}

const toState = (row: StateRow): SocialState => ({
  provider: row.provider,
  appOrigin: row.app_origin,
  codeVerifier: row.code_verifier,
  nonce: row.nonce,
})

/**
 * Started social sign-ins in the database, found by their `state` (stored as its hash): each
 * expires after `SOCIAL_STATE_TTL_MS` and is used once, so a replayed callback finds nothing.
 */
export function createSocialStateStore(parameters: {
  database: AuthDatabase
  custody: KeyCustody
  now: () => Date
}) {
  const { database, custody, now } = parameters
  const live = (row: StateRow | undefined): SocialState => {
    if (row === undefined) throw new AuthServiceError(400, 'AUTH_SERVICE_SOCIAL_STATE_INVALID')
    if (row.expires_at.getTime() <= now().getTime()) {
      throw new AuthServiceError(400, 'AUTH_SERVICE_SOCIAL_STATE_EXPIRED')
    }
    return toState(row)
  }
  return {
    async saveSocialState(state: string, value: SocialState): Promise<void> {
      // Sign-ins never finished would pile up: each start sweeps those long expired.
      await database.query('delete from auth_social_states where expires_at < $1', [
        new Date(now().getTime() - SOCIAL_STATE_TTL_MS),
      ])
      await database.query(
        `insert into auth_social_states
           (state_hash, provider, app_origin, code_verifier, nonce, created_at, expires_at)
         values ($1, $2, $3, $4, $5, $6, $7)`,
        [
          custody.hashToken(state),
          value.provider,
          value.appOrigin,
          value.codeVerifier,
          value.nonce,
          now(),
          new Date(now().getTime() + SOCIAL_STATE_TTL_MS),
        ],
      )
    },

    /** The unused, unexpired sign-in of `state`, left unused (the callback only reads its origin). */
    async peekSocialState(state: string): Promise<SocialState> {
      const [row] = await database.query<StateRow>(
        'select * from auth_social_states where state_hash = $1 and consumed_at is null',
        [custody.hashToken(state)],
      )
      return live(row)
    },

    /** The sign-in of `state`, marked used in the same statement, so two finishes cannot both get it. */
    async consumeSocialState(state: string): Promise<SocialState> {
      const [row] = await database.query<StateRow>(
        `update auth_social_states set consumed_at = $2
         where state_hash = $1 and consumed_at is null returning *`,
        [custody.hashToken(state), now()],
      )
      return live(row)
    },
  }
}
