import { createServer } from 'node:net'
import {
  type DevnetFarcasterRelay,
  installFarcasterIdRegistry,
  type StartAnvilReturnType,
  startAnvil,
  startFarcasterRelay,
} from '@atrium/devnet'
import { type AppClient, createAppClient, viemConnector } from '@farcaster/auth-client'
import { generatePrivateKey } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createFarcasterTestClient } from './createFarcasterTestClient.js'

/** A port the kernel reports free on 127.0.0.1, for the anvil node. */
const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
  })

/** The app's side, as a Sign In With Farcaster app runs it with `@farcaster/auth-client`. */
const APP = { siweUri: 'http://127.0.0.1:8625/', domain: '127.0.0.1:8625' }

describe('the test Farcaster client against the devnet relay and IdRegistry', () => {
  let relay: DevnetFarcasterRelay
  let chain: StartAnvilReturnType
  let app: AppClient

  beforeAll(async () => {
    ;[relay, chain] = await Promise.all([
      startFarcasterRelay({ port: 0 }),
      freePort().then((port) => startAnvil({ chainId: 10, port })),
    ])
    await installFarcasterIdRegistry({ rpcUrl: chain.rpcUrl })
    app = createAppClient({ relay: relay.url, ethereum: viemConnector({ rpcUrl: chain.rpcUrl }) })
  }, 60_000)
  afterAll(() => Promise.all([relay?.stop(), chain?.stop()]))

  const client = (fid: number) =>
    createFarcasterTestClient({
      relayUrl: relay.url,
      rpcUrl: chain.rpcUrl,
      fid,
      username: `user-${fid}`,
      displayName: `User ${fid}`,
    })

  /** Opens a channel as the app, lets `sign` answer it, and verifies what the app then reads. */
  const signInThrough = async (sign: (url: string) => Promise<unknown>) => {
    const channel = await app.createChannel(APP)
    if (channel.isError) throw channel.error
    await sign(channel.data.url)
    const status = await app.status({ channelToken: channel.data.channelToken })
    if (status.isError) throw status.error
    const { message, signature } = status.data
    if (message === undefined || signature === undefined) throw new Error('the channel is not completed')
    const verified = await app.verifySignInMessage({
      nonce: channel.data.nonce,
      domain: APP.domain,
      message,
      signature,
      acceptAuthAddress: false,
    })
    return { status: status.data, verified }
  }

  test('a registered custody key signs in: the app reads the profile and auth-client verifies the custody on the devnet chain', async () => {
    const farcaster = client(4021)
    await farcaster.register()
    const { status, verified } = await signInThrough((url) => farcaster.signIn({ url }))
    expect(status).toMatchObject({
      state: 'completed',
      fid: 4021,
      username: 'user-4021',
      displayName: 'User 4021',
    })
    expect(status.message).toContain('farcaster://fid/4021')
    expect(verified.isError).toBe(false)
    expect(verified).toMatchObject({ fid: 4021, authMethod: 'custody', data: { address: farcaster.custody } })
  })

  test('an unregistered custody key, or another key signing for the fid, does not verify', async () => {
    const unregistered = client(4022)
    const notRegistered = await signInThrough((url) => unregistered.signIn({ url }))
    expect(notRegistered.verified.isError).toBe(true)
    expect(notRegistered.verified.error?.errCode).toBe('unauthorized')

    const owner = client(4023)
    await owner.register()
    const forged = await signInThrough((url) => owner.signIn({ url, signingKey: generatePrivateKey() }))
    expect(forged.verified.isError).toBe(true)
    expect(forged.verified.error?.message).toMatch(/does not own fid 4023/)
  })

  test('a message for another nonce or domain does not verify', async () => {
    const farcaster = client(4024)
    await farcaster.register()
    const nonce = await signInThrough((url) => farcaster.signIn({ url, nonce: 'otherNonce1234' }))
    expect(nonce.verified.error?.message).toBe('Invalid nonce')
    const domain = await signInThrough((url) => farcaster.signIn({ url, domain: 'phish.example' }))
    expect(domain.verified.error?.message).toBe('Invalid domain')
  })

  test('the relay refuses an answer without its client key', async () => {
    const channel = await app.createChannel(APP)
    if (channel.isError) throw channel.error
    const impostor = createFarcasterTestClient({
      relayUrl: relay.url,
      rpcUrl: chain.rpcUrl,
      fid: 4025,
      username: 'impostor',
      authKey: 'not-the-key',
    })
    await expect(impostor.signIn({ url: channel.data.url })).rejects.toThrow(/Unauthorized/)
  })
})
