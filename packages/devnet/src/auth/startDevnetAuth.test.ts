import { createDecipheriv, hkdfSync } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { APP_ORIGIN_HEADER, DEFAULT_MAX_CODE_ATTEMPTS, DEVICE_ID_HEADER } from '@atrium/auth-service'
import { PGlite } from '@electric-sql/pglite'
import { type Hex, recoverTypedDataAddress, toHex, verifyMessage } from 'viem'
import { privateKeyToAddress } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createAuthClient, TEST_APP_ORIGIN, TEST_DEVICE_ID } from './authClient.test-helper.js'
import {
  DEVNET_AUTH_ALLOWED_ORIGINS,
  DEVNET_AUTH_SECRET,
  type DevnetAuth,
  startDevnetAuth,
} from './startDevnetAuth.js'
import { useTestDatabases } from './testDatabases.test-helper.js'

const CODE_TTL_MS = 10 * 60_000
const COOLDOWN_MS = 30_000
const MAX_ATTEMPTS = 5

const typedData = {
  domain: { name: 'Atrium test', version: '1', chainId: 1 },
  types: { Mail: [{ name: 'contents', type: 'string' }] },
  primaryType: 'Mail',
  message: { contents: 'hello' },
} as const

/** Where each run of the suite keeps its state: the embedded default and a PostgreSQL server. */
const { databases: DATABASES, createPostgresDatabase } = useTestDatabases()

describe.each(DATABASES)('the dev auth service and its mail sink on $database', ({ open }) => {
  let auth: DevnetAuth
  let clock = Date.now()
  const client = createAuthClient({ url: () => auth.service.url, mailboxUrl: () => auth.mailSink.url })
  const { call, mailsTo, readCode, signIn } = client

  // PGlite compiles its WASM on open: seconds on a loaded machine.
  beforeAll(async () => {
    auth = await startDevnetAuth({
      port: 0,
      smtpPort: 0,
      mailboxPort: 0,
      evm: [],
      databaseUrl: await open(),
      limits: { codeTtlMs: CODE_TTL_MS, resendCooldownMs: COOLDOWN_MS, maxCodeAttempts: MAX_ATTEMPTS },
      now: () => new Date(clock),
    })
  }, 120_000)
  afterAll(() => auth?.stop())

  test('email sign-in: the code arrives in the dev mailbox, verifies into a session whose wallet signs, and sign-out ends it', async () => {
    const email = 'ada@example.com'
    const started = await call('/v1/email/start', { body: { email: 'Ada@Example.com' } })
    expect(started).toMatchObject({
      status: 200,
      body: { action: 'VERIFY_OTP', expiresInSeconds: 600, resendAfterSeconds: 30 },
    })
    const [mail] = await mailsTo(email)
    expect(mail?.subject).toMatch(/^Your sign-in code: \d{6}$/)
    expect(mail?.text).toContain('It expires in 10 minutes')

    const verified = await call('/v1/email/verify', { body: { email, otp: await readCode(email) } })
    expect(verified.status).toBe(200)
    const { token, user } = verified.body as { token: string; user: { address: Hex; solanaAddress: string } }
    expect(user).toEqual({
      email,
      address: expect.stringMatching(/^0x[0-9a-fA-F]{40}$/),
      solanaAddress: expect.stringMatching(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/),
      accounts: [{ address: user.address, type: 'eoa' }],
    })
    expect(await call('/v1/user', { token })).toMatchObject({ status: 200, body: { user } })

    const message = 'Sign in to Atrium'
    const signed = await call('/v1/rpc', {
      token,
      body: { method: 'personal_sign', params: [toHex(message), user.address] },
    })
    expect(signed.status).toBe(200)
    const signature = (signed.body as { result: Hex }).result
    expect(await verifyMessage({ address: user.address, message, signature })).toBe(true)
    expect(await verifyMessage({ address: user.address, message: 'something else', signature })).toBe(false)

    const typed = await call('/v1/rpc', {
      token,
      body: { method: 'eth_signTypedData_v4', params: [user.address, JSON.stringify(typedData)] },
    })
    expect(typed.status).toBe(200)
    const typedSignature = (typed.body as { result: Hex }).result
    expect(await recoverTypedDataAddress({ ...typedData, signature: typedSignature })).toBe(user.address)

    expect((await call('/v1/sign-out', { token })).status).toBe(204)
    const refused = await call('/v1/user', { token })
    expect(refused).toMatchObject({
      status: 401,
      body: {
        error: { code: 'AUTH_SERVICE_SESSION_INVALID', message: 'Your session has ended. Sign in again' },
      },
    })
    expect(
      (await call('/v1/rpc', { token, body: { method: 'personal_sign', params: ['0x00', user.address] } }))
        .status,
    ).toBe(401)
  })

  test('a second sign-in with the same email opens the same wallet', async () => {
    const first = await signIn('grace@example.com')
    clock += COOLDOWN_MS
    const second = await signIn('grace@example.com')
    expect(second.user.address).toBe(first.user.address)
    expect(second.token).not.toBe(first.token)
  })

  test('an existing account on a new device: an approval link by mail first, then the code', async () => {
    const email = 'two-devices@example.com'
    const { user } = await signIn(email)
    const laptop = 'laptop-device-000000001'
    clock += COOLDOWN_MS
    expect(await call('/v1/email/start', { body: { email }, device: laptop })).toMatchObject({
      status: 200,
      body: { action: 'VERIFY_DEVICE', expiresInSeconds: 600 },
    })
    const approval = (await mailsTo(email)).at(-1)
    expect(approval?.subject).toBe('Approve a new device')
    const link = /(http:\/\/\S+\/device\/approve\?token=[\w-]+)/.exec(approval?.text ?? '')?.[1] ?? ''
    expect(link.startsWith(auth.service.url)).toBe(true)
    expect(await call('/v1/email/device', { body: { email }, device: laptop })).toMatchObject({
      body: { approved: false },
    })
    expect(await call('/v1/email/verify', { body: { email, otp: '123456' }, device: laptop })).toMatchObject({
      body: { error: { code: 'AUTH_SERVICE_CODE_INVALID' } },
    })

    const approved = await fetch(link)
    expect(approved.status).toBe(200)
    expect(await approved.text()).toBe('This device is approved. Return to the app to continue signing in.')
    expect((await fetch(link)).status).toBe(400)
    expect(await call('/v1/email/device', { body: { email }, device: laptop })).toMatchObject({
      body: { approved: true },
    })
    expect(await call('/v1/email/start', { body: { email }, device: laptop })).toMatchObject({
      body: { action: 'VERIFY_OTP' },
    })
    const verified = await call('/v1/email/verify', {
      body: { email, otp: await readCode(email) },
      device: laptop,
    })
    expect(verified.body).toMatchObject({ user: { address: user.address } })
  })

  test('a wrong code is refused with the attempts left, and the right code still signs in', async () => {
    const email = 'wrong-code@example.com'
    await call('/v1/email/start', { body: { email } })
    const code = await readCode(email)
    const wrong = code === '000000' ? '111111' : '000000'
    expect(await call('/v1/email/verify', { body: { email, otp: wrong } })).toMatchObject({
      status: 400,
      body: {
        error: { code: 'AUTH_SERVICE_CODE_INVALID', message: 'Invalid code', attemptsLeft: MAX_ATTEMPTS - 1 },
      },
    })
    expect((await call('/v1/email/verify', { body: { email, otp: code } })).status).toBe(200)
    expect((await call('/v1/email/verify', { body: { email, otp: code } })).body).toMatchObject({
      error: { code: 'AUTH_SERVICE_CODE_INVALID' },
    })
  })

  test('an expired code is refused', async () => {
    const email = 'expired@example.com'
    await call('/v1/email/start', { body: { email } })
    const code = await readCode(email)
    clock += CODE_TTL_MS
    expect(await call('/v1/email/verify', { body: { email, otp: code } })).toMatchObject({
      status: 400,
      body: {
        error: { code: 'AUTH_SERVICE_CODE_EXPIRED', message: 'The code has expired. Request a new one' },
      },
    })
  })

  test('after too many wrong codes even the right one is refused until a new code is sent', async () => {
    const email = 'guesser@example.com'
    await call('/v1/email/start', { body: { email } })
    const code = await readCode(email)
    const wrong = code === '000000' ? '111111' : '000000'
    const replies = []
    for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
      replies.push(await call('/v1/email/verify', { body: { email, otp: wrong } }))
    }
    expect(replies.map(({ status }) => status)).toEqual([400, 400, 400, 400, 429])
    const exceeded = {
      code: 'AUTH_SERVICE_CODE_ATTEMPTS_EXCEEDED',
      message: 'Too many attempts. Request a new code',
    }
    expect(replies.at(-1)?.body).toEqual({ error: exceeded })
    expect(await call('/v1/email/verify', { body: { email, otp: code } })).toMatchObject({
      status: 429,
      body: { error: exceeded },
    })
    clock += COOLDOWN_MS
    await call('/v1/email/start', { body: { email } })
    expect((await call('/v1/email/verify', { body: { email, otp: await readCode(email) } })).status).toBe(200)
  })

  test('a new code for the same address waits for the cooldown', async () => {
    const email = 'impatient@example.com'
    expect((await call('/v1/email/start', { body: { email } })).status).toBe(200)
    clock += 10_500
    expect(await call('/v1/email/start', { body: { email } })).toMatchObject({
      status: 429,
      body: {
        error: {
          code: 'EMAIL_COOLDOWN',
          message: 'Please try again after 20 seconds',
          retryAfterSeconds: 20,
        },
      },
    })
    expect(await mailsTo(email)).toHaveLength(1)
    clock += COOLDOWN_MS - 10_500
    expect((await call('/v1/email/start', { body: { email } })).status).toBe(200)
    expect(await mailsTo(email)).toHaveLength(2)
  })

  test('an unlisted dApp origin or a browser page outside the frame origins is refused, and sends no mail', async () => {
    const email = 'origin@example.com'
    const evil = 'https://evil.example'
    expect(await call('/v1/email/start', { body: { email }, appOrigin: evil })).toMatchObject({
      status: 403,
      body: {
        error: {
          code: 'ALERT_ORIGIN_NOT_ALLOWED',
          title: 'Invalid App Configuration',
          message: `The origin ${evil} is not on the allowlist of this project. Add it in the project settings.`,
        },
      },
    })
    expect(await call('/v1/email/start', { body: { email }, headers: { origin: evil } })).toMatchObject({
      status: 403,
      body: { error: { code: 'ALERT_ORIGIN_NOT_ALLOWED' } },
    })
    expect(await mailsTo(email)).toEqual([])
  })

  test('a session opened for one dApp origin is refused on another', async () => {
    const { token } = await signIn('two-apps@example.com')
    const other = DEVNET_AUTH_ALLOWED_ORIGINS[1]
    expect(other).not.toBe(TEST_APP_ORIGIN)
    expect((await call('/v1/user', { token, appOrigin: other })).status).toBe(401)
    expect((await call('/v1/user', { token })).status).toBe(200)
  })

  test('the wallet signs only for its own address and only the methods it knows', async () => {
    const { token } = await signIn('strict@example.com')
    const stranger = '0x000000000000000000000000000000000000dEaD'
    expect(
      await call('/v1/rpc', { token, body: { method: 'personal_sign', params: ['0x01', stranger] } }),
    ).toMatchObject({
      status: 403,
      body: {
        error: {
          code: 'AUTH_SERVICE_RPC_ADDRESS_MISMATCH',
          message: `${stranger} is not the address of this account`,
        },
      },
    })
    expect(await call('/v1/rpc', { token, body: { method: 'eth_sign', params: [] } })).toMatchObject({
      status: 400,
      body: {
        error: {
          code: 'AUTH_SERVICE_RPC_METHOD_UNSUPPORTED',
          message: 'The embedded wallet does not support eth_sign',
        },
      },
    })
    expect(
      await call('/v1/rpc', { token, body: { method: 'eth_sendTransaction', chainId: 99, params: [{}] } }),
    ).toMatchObject({
      status: 400,
      body: { error: { code: 'AUTH_SERVICE_CHAIN_UNSUPPORTED' } },
    })
  })

  test('bodies are checked: not JSON, a bad email, a bad code shape, too large', async () => {
    const notJson = await fetch(`${auth.service.url}/v1/email/start`, {
      method: 'POST',
      headers: {
        [APP_ORIGIN_HEADER]: TEST_APP_ORIGIN,
        [DEVICE_ID_HEADER]: TEST_DEVICE_ID,
        'content-type': 'application/json',
      },
      body: '{',
    })
    expect(await notJson.json()).toEqual({
      error: { code: 'AUTH_SERVICE_INVALID_REQUEST', message: 'Invalid request: the body is not JSON' },
    })
    expect((await call('/v1/email/start', { body: { email: 'a@b.co' }, device: 'short' })).body).toEqual({
      error: {
        code: 'AUTH_SERVICE_INVALID_REQUEST',
        message: 'Invalid request: the x-atrium-device-id header must be 16 to 128 URL-safe characters',
      },
    })
    expect((await call('/v1/email/start', { body: { email: 'not-an-email' } })).body).toMatchObject({
      error: {
        code: 'AUTH_SERVICE_INVALID_REQUEST',
        message: 'Invalid request: email: Invalid email address',
      },
    })
    expect((await call('/v1/email/verify', { body: { email: 'a@b.co', otp: '12345x' } })).body).toMatchObject(
      {
        error: { message: 'Invalid request: otp: a 6-digit code' },
      },
    )
    expect(
      await call('/v1/email/start', { body: { email: 'a@b.co', padding: 'x'.repeat(70_000) } }),
    ).toMatchObject({
      status: 413,
      body: { error: { code: 'AUTH_SERVICE_BODY_TOO_LARGE' } },
    })
  })

  test('email change: a code to the current address, then one to the new address, then the user has the new email', async () => {
    const { token, user } = await signIn('old@example.com')
    // The sign-in code just went to the same address.
    clock += COOLDOWN_MS
    expect(await call('/v1/email/change', { token, body: { email: 'new@example.com' } })).toMatchObject({
      status: 200,
      body: { action: 'VERIFY_PRIMARY_OTP' },
    })
    expect(await mailsTo('new@example.com')).toEqual([])
    const primary = await call('/v1/email/change/primary', {
      token,
      body: { otp: await readCode('old@example.com') },
    })
    expect(primary).toMatchObject({ status: 200, body: { action: 'VERIFY_SECONDARY_OTP' } })
    const secondary = await call('/v1/email/change/secondary', {
      token,
      body: { otp: await readCode('new@example.com') },
    })
    expect(secondary).toMatchObject({
      status: 200,
      body: { user: { email: 'new@example.com', address: user.address } },
    })
    expect((await call('/v1/user', { token })).body).toMatchObject({ user: { email: 'new@example.com' } })
    expect(
      (await call('/v1/email/change', { token, body: { email: 'new@example.com' } })).body,
    ).toMatchObject({ error: { code: 'AUTH_SERVICE_EMAIL_UNCHANGED' } })
    await signIn('taken@example.com')
    expect(await call('/v1/email/change', { token, body: { email: 'taken@example.com' } })).toMatchObject({
      status: 409,
      body: { error: { code: 'AUTH_SERVICE_EMAIL_TAKEN' } },
    })
  })
})

/** Opens a user's EVM key as docs/DECISIONS.md describes the format, independently of the service's code. */
function openStoredEvmKey(row: {
  id: string
  wrapped_data_key: Uint8Array
  sealed_evm_key: Uint8Array
}): Hex {
  const open = (key: Buffer, sealed: Uint8Array, purpose: string) => {
    const bytes = Buffer.from(sealed)
    expect(bytes[0]).toBe(1)
    const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(1, 13))
    decipher.setAAD(Buffer.from(`atrium-auth/${purpose}/${row.id}`))
    decipher.setAuthTag(bytes.subarray(13, 29))
    return Buffer.concat([decipher.update(bytes.subarray(29)), decipher.final()])
  }
  const keyEncryptionKey = Buffer.from(
    hkdfSync('sha256', DEVNET_AUTH_SECRET, 'atrium-auth-service', 'key-encryption-key/v1', 32),
  )
  const dataKey = open(keyEncryptionKey, row.wrapped_data_key, 'data-key')
  return toHex(open(dataKey, row.sealed_evm_key, 'evm-key'))
}

describe('the dev auth service on a database directory', () => {
  const directory = mkdtempSync(join(tmpdir(), 'atrium-auth-'))
  const logs: string[] = []
  let auth: DevnetAuth | undefined
  const start = async () => {
    auth = await startDevnetAuth({
      port: 0,
      smtpPort: 0,
      mailboxPort: 0,
      evm: [],
      databaseUrl: directory,
      limits: { resendCooldownMs: 0 },
      log: (event, fields) => logs.push(JSON.stringify({ event, ...fields })),
    })
    return auth
  }
  const client = createAuthClient({
    url: () => auth?.service.url ?? '',
    mailboxUrl: () => auth?.mailSink.url ?? '',
  })

  afterAll(async () => {
    await auth?.stop()
    rmSync(directory, { recursive: true, force: true })
  })

  // Three PGlite opens (start, inspection, restart): seconds each on a loaded machine.
  test('a restart on the same database keeps the user, the address and the session; the key never leaves the service', async () => {
    await start()
    const email = 'persistent@example.com'
    const { token, user } = await client.signIn(email)
    await client.call('/v1/rpc', {
      token,
      body: { method: 'personal_sign', params: [toHex('hi'), user.address] },
    })
    await client.call('/v1/rpc', {
      token,
      body: { method: 'eth_signTypedData_v4', params: [user.address, typedData] },
    })
    await client.call('/v1/rpc', {
      token,
      body: { method: 'personal_sign', params: ['0x01', '0x000000000000000000000000000000000000dEaD'] },
    })
    await auth?.stop()

    const database = await PGlite.create(directory)
    const { rows } = await database.query<{
      id: string
      evm_address: string
      wrapped_data_key: Uint8Array
      sealed_evm_key: Uint8Array
    }>('select id, evm_address, wrapped_data_key, sealed_evm_key from auth_users where email = $1', [email])
    await database.close()
    const [row] = rows
    if (row === undefined) throw new Error('the user was not stored')
    const privateKey = openStoredEvmKey(row)
    expect(privateKeyToAddress(privateKey)).toBe(user.address)
    const secret = privateKey.slice(2).toLowerCase()
    expect(client.transcript.length).toBeGreaterThan(3)
    expect(logs.length).toBeGreaterThan(3)
    for (const text of [...client.transcript, ...logs]) expect(text.toLowerCase()).not.toContain(secret)

    await start()
    expect((await client.call('/v1/user', { token })).body).toMatchObject({
      user: { email, address: user.address },
    })
    const again = await client.signIn(email)
    expect(again.user.address).toBe(user.address)
  }, 180_000)
})

describe('two auth service instances on one PostgreSQL', () => {
  let instances: DevnetAuth[] = []
  const clientOf = (index: number) =>
    createAuthClient({
      url: () => instances[index]?.service.url ?? '',
      mailboxUrl: () => instances[index]?.mailSink.url ?? '',
    })
  const [first, second] = [clientOf(0), clientOf(1)]

  // Started at once on an empty database: both create the schema, one after the other under its lock.
  beforeAll(async () => {
    const databaseUrl = await createPostgresDatabase()
    const start = () =>
      startDevnetAuth({
        port: 0,
        smtpPort: 0,
        mailboxPort: 0,
        evm: [],
        databaseUrl,
        limits: { resendCooldownMs: 0 },
      })
    instances = await Promise.all([start(), start()])
  }, 120_000)
  afterAll(() => Promise.all(instances.map((instance) => instance.stop())))

  test('a code mailed by one instance signs in on the other, and the session is valid on both until signed out on one', async () => {
    const email = 'balanced@example.com'
    expect((await first.call('/v1/email/start', { body: { email } })).status).toBe(200)
    const verified = await second.call('/v1/email/verify', {
      body: { email, otp: await first.readCode(email) },
    })
    expect(verified.status).toBe(200)
    const { token, user } = verified.body as { token: string; user: { address: Hex } }
    expect(await first.call('/v1/user', { token })).toMatchObject({ status: 200, body: { user: { email } } })
    const signed = await first.call('/v1/rpc', {
      token,
      body: { method: 'personal_sign', params: [toHex('one database'), user.address] },
    })
    const signature = (signed.body as { result: Hex }).result
    expect(await verifyMessage({ address: user.address, message: 'one database', signature })).toBe(true)

    expect((await second.call('/v1/sign-out', { token })).status).toBe(204)
    expect((await first.call('/v1/user', { token })).status).toBe(401)
  })

  test('attempts at a code count across instances', async () => {
    const email = 'spread-guesses@example.com'
    await first.call('/v1/email/start', { body: { email } })
    const code = await first.readCode(email)
    const wrong = code === '000000' ? '111111' : '000000'
    const statuses = []
    for (let attempt = 0; attempt < DEFAULT_MAX_CODE_ATTEMPTS; attempt++) {
      const client = attempt % 2 === 0 ? first : second
      statuses.push((await client.call('/v1/email/verify', { body: { email, otp: wrong } })).status)
    }
    expect(statuses).toEqual([400, 400, 400, 400, 429])
    expect((await second.call('/v1/email/verify', { body: { email, otp: code } })).status).toBe(429)
  })
})
