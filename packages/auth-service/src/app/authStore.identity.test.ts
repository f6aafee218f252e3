import { PGlite } from '@electric-sql/pglite'
import { afterEach, describe, expect, it } from 'vitest'
import { createKeyCustody } from '../custody/createKeyCustody.js'
import { type AuthDatabase, openAuthDatabase } from '../database/openAuthDatabase.js'
import { AUTH_SCHEMA_SQL } from '../database/schema.js'
import { createAuthStore } from './authStore.js'

const config = { codeTtlMs: 600_000, resendCooldownMs: 30_000, maxCodeAttempts: 5, sessionTtlMs: 3_600_000 }
const custody = createKeyCustody('s'.repeat(40))
const opened: AuthDatabase[] = []

const openStore = async () => {
  const database = await openAuthDatabase('memory://')
  opened.push(database)
  return createAuthStore({ database, custody, config, now: () => new Date() })
}

afterEach(async () => {
  await Promise.all(opened.splice(0).map((database) => database.close()))
})

describe('users of outside identities', () => {
  it('gives one identity one user, another subject or provider another user, and no email linking', async () => {
    const store = await openStore()
    const first = await store.findOrCreateUserByIdentity({
      provider: 'google',
      subject: 'ada',
      userName: 'Ada',
    })
    expect(first.created).toBe(true)
    expect(first.user).toMatchObject({ email: null, userName: 'Ada' })
    const again = await store.findOrCreateUserByIdentity({ provider: 'google', subject: 'ada' })
    expect(again).toMatchObject({
      created: false,
      user: { id: first.user.id, evmAddress: first.user.evmAddress },
    })
    const otherSubject = await store.findOrCreateUserByIdentity({ provider: 'google', subject: 'bob' })
    const otherProvider = await store.findOrCreateUserByIdentity({ provider: 'farcaster', subject: 'ada' })
    expect(new Set([first.user.id, otherSubject.user.id, otherProvider.user.id]).size).toBe(3)

    const { user: emailUser } = await store.findOrCreateUser('ada@example.com')
    const claimed = await store.findOrCreateUserByIdentity({
      provider: 'github',
      subject: '7',
      email: 'ada@example.com',
    })
    expect(claimed.user.id).not.toBe(emailUser.id)
    expect(claimed.user.email).toBeNull()
    const withEmail = await store.findOrCreateUserByIdentity({
      provider: 'x',
      subject: '9',
      email: 'eve@example.com',
    })
    expect(withEmail.user.email).toBe('eve@example.com')
  })

  it('opens a session of an identity user for its origin only', async () => {
    const store = await openStore()
    const { user } = await store.findOrCreateUserByIdentity({ provider: 'farcaster', subject: '1234' })
    const token = await store.createSession(user.id, 'https://dapp.example')
    expect((await store.readSession(token, 'https://dapp.example')).id).toBe(user.id)
    await expect(store.readSession(token, 'https://other.example')).rejects.toMatchObject({
      code: 'AUTH_SERVICE_SESSION_INVALID',
    })
  })

  it('migrates a database made when every user had an email', async () => {
    const pglite = await PGlite.create('memory://')
    await pglite.exec(`create table auth_users (
      id uuid primary key, email text not null unique, evm_address text not null, solana_address text not null,
      wrapped_data_key bytea not null, sealed_evm_key bytea not null, sealed_solana_key bytea not null,
      created_at timestamptz not null)`)
    await pglite.exec(AUTH_SCHEMA_SQL)
    await pglite.exec(AUTH_SCHEMA_SQL)
    const { rows } = await pglite.query<{ is_nullable: string }>(
      `select is_nullable from information_schema.columns where table_name = 'auth_users' and column_name = 'email'`,
    )
    expect(rows).toEqual([{ is_nullable: 'YES' }])
    await pglite.close()
  })
})
