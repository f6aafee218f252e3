import { randomBytes } from 'node:crypto'
import type { KeyCustody } from '../custody/createKeyCustody.js'
import type { AuthDatabase } from '../database/openAuthDatabase.js'
import { AuthServiceError } from '../errors/AuthServiceError.js'

/** How long a started Farcaster sign-in may wait for the user's Farcaster app: ten minutes. */
export const FARCASTER_SIGN_IN_TTL_MS = 10 * 60_000

/** A started Farcaster sign-in, as the finish step reads it. */
export type FarcasterSignIn = { channelToken: string; nonce: string }

type SignInRow = {
  app_origin: string
  channel_token: string
  nonce: string
  expires_at: Date
  consumed_at: Date | null
}

/**
 * Started Farcaster sign-ins in the database (`auth_farcaster_sign_ins`): the relay channel and the
 * nonce asked for, bound to the dApp origin, under a random id the frame page holds (stored as its
 * hash), expiring, used once.
 */
export function createFarcasterSignInStore(parameters: {
  database: AuthDatabase
  custody: KeyCustody
  now: () => Date
}) {
  const { database, custody, now } = parameters
  /** The live sign-in of `id` for `appOrigin`; `AUTH_SERVICE_FARCASTER_SIGN_IN_INVALID` otherwise. */
  const readRow = async (id: string, appOrigin: string): Promise<SignInRow> => {
    const [row] = await database.query<SignInRow>(
      `select app_origin, channel_token, nonce, expires_at, consumed_at from auth_farcaster_sign_ins
       where id_hash = $1`,
      [custody.hashToken(id)],
    )
    if (
      row === undefined ||
      row.app_origin !== appOrigin ||
      row.consumed_at !== null ||
      row.expires_at.getTime() <= now().getTime()
    ) {
      throw new AuthServiceError(400, 'AUTH_SERVICE_FARCASTER_SIGN_IN_INVALID')
    }
    return row
  }

  return {
    /** Stores a started sign-in and returns its id; expired ones are dropped first. */
    async saveFarcasterSignIn(signIn: FarcasterSignIn & { appOrigin: string }): Promise<string> {
      const id = randomBytes(32).toString('base64url')
      await database.query('delete from auth_farcaster_sign_ins where expires_at <= $1', [now()])
      await database.query(
        `insert into auth_farcaster_sign_ins
           (id_hash, app_origin, channel_token, nonce, created_at, expires_at)
         values ($1, $2, $3, $4, $5, $6)`,
        [
          custody.hashToken(id),
          signIn.appOrigin,
          signIn.channelToken,
          signIn.nonce,
          now(),
          new Date(now().getTime() + FARCASTER_SIGN_IN_TTL_MS),
        ],
      )
      return id
    },

    /** The live, unused sign-in `id` started for `appOrigin`. */
    async readFarcasterSignIn(id: string, appOrigin: string): Promise<FarcasterSignIn> {
      const row = await readRow(id, appOrigin)
      return { channelToken: row.channel_token, nonce: row.nonce }
    },

    /** Marks the sign-in used; only one caller of a live sign-in succeeds. */
    async consumeFarcasterSignIn(id: string, appOrigin: string): Promise<void> {
      const consumed = await database.query(
        `update auth_farcaster_sign_ins set consumed_at = $3
         where id_hash = $1 and app_origin = $2 and consumed_at is null and expires_at > $3 returning 1`,
        [custody.hashToken(id), appOrigin, now()],
      )
      if (consumed.length === 0) throw new AuthServiceError(400, 'AUTH_SERVICE_FARCASTER_SIGN_IN_INVALID')
    },
  }
}
