import { randomBytes, randomInt, randomUUID, timingSafeEqual } from 'node:crypto'
import { EMBEDDED_SOCIAL_PROVIDERS } from '@atrium/common'
import type { AuthServiceConfig } from '../config/authServiceConfig.js'
import type { KeyCustody } from '../custody/createKeyCustody.js'
import type { AuthDatabase } from '../database/openAuthDatabase.js'
import { AuthServiceError } from '../errors/AuthServiceError.js'
import { createFarcasterSignInStore } from '../farcaster/farcasterSignInStore.js'
import { createSocialStateStore } from '../social/socialStateStore.js'
import { createSealedWallet, type SealedWallet } from '../wallet/embeddedWalletKeys.js'

/** Why a code was mailed: sign-in, a new device's approval link, or the two steps of an email change. */
export type CodePurpose = 'login' | 'device' | 'change_primary' | 'change_secondary'

/**
 * A signed-up user as stored; the sealed fields never leave the service. `email` is null for a
 * user of a social account or Farcaster without a (verified) email; `userName` is the provider's
 * name for a social or Farcaster user.
 */
export type StoredUser = SealedWallet & { id: string; email: string | null; userName: string | null }

/**
 * Outside accounts a user signs in with: the social providers of the embedded login (their OpenID
 * `sub` as subject) and `'farcaster'` (the fid, in decimal, as subject).
 */
export const IDENTITY_PROVIDERS = [...EMBEDDED_SOCIAL_PROVIDERS, 'farcaster'] as const
export type IdentityProvider = (typeof IDENTITY_PROVIDERS)[number]

/** An account at an outside provider, as `findOrCreateUserByIdentity` takes it. */
export type Identity = {
  provider: IdentityProvider
  subject: string
  /** Only an email the provider verified: a user who later signs in by email gets this wallet. */
  email?: string
  userName?: string
}

type UserRow = {
  id: string
  email: string | null
  user_name: string | null
  evm_address: string
  solana_address: string
  wrapped_data_key: Uint8Array
  sealed_evm_key: Uint8Array
  sealed_solana_key: Uint8Array
}

type CodeRow = {
  id: string
  new_email: string | null
  code_hash: Uint8Array
  expires_at: Date
  consumed_at: Date | null
}

const toUser = (row: UserRow): StoredUser => ({
  id: row.id,
  email: row.email,
  userName: row.user_name,
  evmAddress: row.evm_address,
  solanaAddress: row.solana_address,
  wrappedDataKey: Buffer.from(row.wrapped_data_key),
  sealedEvmKey: Buffer.from(row.sealed_evm_key),
  sealedSolanaKey: Buffer.from(row.sealed_solana_key),
})

export type AuthStore = ReturnType<typeof createAuthStore>

/**
 * The service's state in the database: one-time codes (hashed, expiring, attempts counted, a resend
 * cooldown per recipient), users with their sealed wallets and outside identities, started social
 * sign-ins, and sessions (token hashes bound to the dApp origin they were opened for).
 */
export function createAuthStore(parameters: {
  database: AuthDatabase
  custody: KeyCustody
  config: Pick<AuthServiceConfig, 'codeTtlMs' | 'resendCooldownMs' | 'maxCodeAttempts' | 'sessionTtlMs'>
  now: () => Date
}) {
  const { database, custody, config, now } = parameters
  const rememberDevice = async (userId: string, deviceHash: Buffer): Promise<void> => {
    await database.query(
      `insert into auth_devices (user_id, device_hash, approved_at) values ($1, $2, $3)
       on conflict (user_id, device_hash) do nothing`,
      [userId, deviceHash, now()],
    )
  }
  /** Inserts a user with a new sealed wallet; nothing (undefined) when `email` is taken. */
  const insertUser = async (
    executor: Pick<AuthDatabase, 'query'>,
    user: { email: string | null; userName: string | null },
  ): Promise<UserRow | undefined> => {
    const id = randomUUID()
    const wallet = createSealedWallet({ userId: id, custody })
    const [row] = await executor.query<UserRow>(
      `insert into auth_users
         (id, email, user_name, evm_address, solana_address, wrapped_data_key, sealed_evm_key, sealed_solana_key, created_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9)
       on conflict (email) do nothing returning *`,
      [
        id,
        user.email,
        user.userName,
        wallet.evmAddress,
        wallet.solanaAddress,
        wallet.wrappedDataKey,
        wallet.sealedEvmKey,
        wallet.sealedSolanaKey,
        now(),
      ],
    )
    return row
  }
  const findUserByEmail = async (email: string): Promise<StoredUser | undefined> => {
    const [row] = await database.query<UserRow>('select * from auth_users where email = $1', [email])
    return row === undefined ? undefined : toUser(row)
  }

  return {
    ...createSocialStateStore({ database, custody, now }),

    ...createFarcasterSignInStore({ database, custody, now }),

    /**
     * Stores a new code for `recipient` and hands it to `deliver`; a delivery that fails removes it,
     * so the cooldown does not hold back a retry. Refuses with `EMAIL_COOLDOWN` within the cooldown
     * of the last code of the same purpose sent to the same address. A device approval's code is a
     * random token for a link rather than 6 digits.
     */
    async issueCode(code: {
      recipient: string
      purpose: CodePurpose
      userId?: string
      newEmail?: string
      deviceHash?: Buffer
      deliver: (parameters: { code: string; expiresInMinutes: number }) => Promise<void>
    }): Promise<{ expiresInSeconds: number; resendAfterSeconds: number }> {
      const value =
        code.purpose === 'device'
          ? randomBytes(32).toString('base64url')
          : String(randomInt(0, 1_000_000)).padStart(6, '0')
      const id = randomUUID()
      await database.transaction(async (transaction) => {
        // Serialises starts for one address across instances sharing a PostgreSQL.
        await transaction.query('select pg_advisory_xact_lock(hashtext($1))', [code.recipient])
        const [last] = await transaction.query<{ created_at: Date }>(
          `select created_at from auth_email_codes where recipient = $1 and purpose = $2
           order by created_at desc limit 1`,
          [code.recipient, code.purpose],
        )
        const waitMs =
          last === undefined ? 0 : last.created_at.getTime() + config.resendCooldownMs - now().getTime()
        if (waitMs > 0) {
          const seconds = Math.ceil(waitMs / 1000)
          throw new AuthServiceError(429, 'EMAIL_COOLDOWN', {
            parameters: { n: seconds },
            meta: { retryAfterSeconds: seconds },
          })
        }
        await transaction.query(
          `insert into auth_email_codes
             (id, recipient, purpose, user_id, new_email, device_hash, code_hash, created_at, expires_at)
           values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
          [
            id,
            code.recipient,
            code.purpose,
            code.userId ?? null,
            code.newEmail ?? null,
            code.deviceHash ?? null,
            custody.hashCode(value),
            now(),
            new Date(now().getTime() + config.codeTtlMs),
          ],
        )
      })
      try {
        await code.deliver({ code: value, expiresInMinutes: Math.ceil(config.codeTtlMs / 60_000) })
      } catch (error) {
        await database.query('delete from auth_email_codes where id = $1', [id])
        throw new AuthServiceError(502, 'AUTH_SERVICE_EMAIL_SEND_FAILED', { cause: error })
      }
      return {
        expiresInSeconds: Math.floor(config.codeTtlMs / 1000),
        resendAfterSeconds: Math.ceil(config.resendCooldownMs / 1000),
      }
    },

    /**
     * Checks `code` against the latest code of `recipient` (or of `userId`) for `purpose` and consumes
     * it. Each try counts, before the comparison, so parallel guesses cannot exceed the limit.
     */
    async consumeCode(attempt: {
      recipient?: string
      userId?: string
      purpose: CodePurpose
      code: string
    }): Promise<{ newEmail: string | null }> {
      const [row] = await database.query<CodeRow>(
        `select id, new_email, code_hash, expires_at, consumed_at from auth_email_codes
         where purpose = $1 and ($2::text is null or recipient = $2) and ($3::uuid is null or user_id = $3)
         order by created_at desc limit 1`,
        [attempt.purpose, attempt.recipient ?? null, attempt.userId ?? null],
      )
      if (row === undefined || row.consumed_at !== null) {
        throw new AuthServiceError(400, 'AUTH_SERVICE_CODE_INVALID')
      }
      if (row.expires_at.getTime() <= now().getTime()) {
        throw new AuthServiceError(400, 'AUTH_SERVICE_CODE_EXPIRED')
      }
      const [counted] = await database.query<{ attempts: number }>(
        'update auth_email_codes set attempts = attempts + 1 where id = $1 and attempts < $2 returning attempts',
        [row.id, config.maxCodeAttempts],
      )
      if (counted === undefined) throw new AuthServiceError(429, 'AUTH_SERVICE_CODE_ATTEMPTS_EXCEEDED')
      if (!timingSafeEqual(custody.hashCode(attempt.code), Buffer.from(row.code_hash))) {
        const attemptsLeft = config.maxCodeAttempts - counted.attempts
        if (attemptsLeft === 0) throw new AuthServiceError(429, 'AUTH_SERVICE_CODE_ATTEMPTS_EXCEEDED')
        throw new AuthServiceError(400, 'AUTH_SERVICE_CODE_INVALID', { meta: { attemptsLeft } })
      }
      const consumed = await database.query(
        'update auth_email_codes set consumed_at = $2 where id = $1 and consumed_at is null returning id',
        [row.id, now()],
      )
      if (consumed.length === 0) throw new AuthServiceError(400, 'AUTH_SERVICE_CODE_INVALID')
      return { newEmail: row.new_email }
    },

    findUserByEmail,

    /** The user of `email`; on the first sign-in, a new user with a new embedded wallet. */
    async findOrCreateUser(email: string): Promise<{ user: StoredUser; created: boolean }> {
      const existing = await findUserByEmail(email)
      if (existing !== undefined) return { user: existing, created: false }
      const row = await insertUser(database, { email, userName: null })
      if (row !== undefined) return { user: toUser(row), created: true }
      // Another request signed the same email up in between: its user wins.
      const winner = await findUserByEmail(email)
      if (winner === undefined) throw new Error('A user vanished while signing up')
      return { user: winner, created: false }
    },

    /**
     * The user of an outside account (`provider`, `subject`); on its first sign-in, a new user with
     * a new embedded wallet, never an existing user found by email (a provider's email claim must
     * not hand over someone's wallet). The new user keeps `email` when no other user has it.
     */
    async findOrCreateUserByIdentity(identity: Identity): Promise<{ user: StoredUser; created: boolean }> {
      return database.transaction(async (transaction) => {
        // Serialises first sign-ins of one identity across instances sharing a PostgreSQL.
        await transaction.query('select pg_advisory_xact_lock(hashtext($1))', [
          `identity:${identity.provider}:${identity.subject}`,
        ])
        const [existing] = await transaction.query<UserRow>(
          `select u.* from auth_identities i join auth_users u on u.id = i.user_id
           where i.provider = $1 and i.subject = $2`,
          [identity.provider, identity.subject],
        )
        if (existing !== undefined) return { user: toUser(existing), created: false }
        const userName = identity.userName ?? null
        const row =
          (await insertUser(transaction, { email: identity.email ?? null, userName })) ??
          (await insertUser(transaction, { email: null, userName }))
        if (row === undefined) throw new Error('A user without an email could not be created')
        await transaction.query(
          'insert into auth_identities (provider, subject, user_id, created_at) values ($1, $2, $3, $4)',
          [identity.provider, identity.subject, row.id, now()],
        )
        return { user: toUser(row), created: true }
      })
    },

    /** True when `deviceHash` signed in as, or was approved for, `userId`. */
    async isDeviceKnown(userId: string, deviceHash: Buffer): Promise<boolean> {
      const rows = await database.query(
        'select 1 from auth_devices where user_id = $1 and device_hash = $2',
        [userId, deviceHash],
      )
      return rows.length > 0
    },

    rememberDevice,

    /**
     * Approves the device of the approval link `token` (mailed by `issueCode` with purpose `device`);
     * `AUTH_SERVICE_DEVICE_LINK_INVALID` for an unknown, used or expired link.
     */
    async approveDevice(token: string): Promise<void> {
      const [row] = await database.query<{ id: string; user_id: string; device_hash: Uint8Array }>(
        `update auth_email_codes set consumed_at = $2
         where purpose = 'device' and code_hash = $1 and consumed_at is null and expires_at > $2
         returning id, user_id, device_hash`,
        [custody.hashCode(token), now()],
      )
      if (row === undefined) throw new AuthServiceError(400, 'AUTH_SERVICE_DEVICE_LINK_INVALID')
      await rememberDevice(row.user_id, Buffer.from(row.device_hash))
    },

    /** Opens a session of `userId` for `appOrigin`; returns the token, stored only as its hash. */
    async createSession(userId: string, appOrigin: string): Promise<string> {
      const token = randomBytes(32).toString('base64url')
      await database.query(
        'insert into auth_sessions (token_hash, user_id, app_origin, created_at, expires_at) values ($1, $2, $3, $4, $5)',
        [custody.hashToken(token), userId, appOrigin, now(), new Date(now().getTime() + config.sessionTtlMs)],
      )
      return token
    },

    /** The user of a live session opened for `appOrigin`; `AUTH_SERVICE_SESSION_INVALID` otherwise. */
    async readSession(token: string, appOrigin: string): Promise<StoredUser> {
      const [row] = await database.query<UserRow>(
        `select u.* from auth_sessions s join auth_users u on u.id = s.user_id
         where s.token_hash = $1 and s.app_origin = $2 and s.expires_at > $3`,
        [custody.hashToken(token), appOrigin, now()],
      )
      if (row === undefined) throw new AuthServiceError(401, 'AUTH_SERVICE_SESSION_INVALID')
      return toUser(row)
    },

    async deleteSession(token: string): Promise<void> {
      await database.query('delete from auth_sessions where token_hash = $1', [custody.hashToken(token)])
    },

    /** Moves `userId` to `email`; `AUTH_SERVICE_EMAIL_TAKEN` when another user has it. */
    async changeEmail(userId: string, email: string): Promise<StoredUser> {
      const [row] = await database.query<UserRow>(
        `update auth_users set email = $2 where id = $1
         and not exists (select 1 from auth_users other where other.email = $2 and other.id <> $1)
         returning *`,
        [userId, email],
      )
      if (row === undefined) throw new AuthServiceError(409, 'AUTH_SERVICE_EMAIL_TAKEN')
      return toUser(row)
    },
  }
}
