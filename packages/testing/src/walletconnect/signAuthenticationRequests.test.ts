import { randomUUID } from 'node:crypto'
import { formatSiwxMessage, type SiwxMessageData, toSiwxSession } from '@atrium/core'
import { DEV_ACCOUNTS, type DevnetRelay, installLoopbackGuard, startRelay } from '@atrium/devnet'
import { WalletKit, type WalletKitTypes } from '@reown/walletkit'
import { Core } from '@walletconnect/core'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createEip191SiwxVerifier } from '../siwx/createEip191SiwxVerifier.js'
import { createMemoryKeyValueStorage } from './createMemoryKeyValueStorage.js'
import {
  signAuthenticationRequests,
  type WalletConnectAuthenticationRequest,
} from './signAuthenticationRequests.js'

// WalletKit's own formatter needs an initialised client, hence a loopback relay; nothing else runs.
const guard = installLoopbackGuard()
const account = privateKeyToAccount(DEV_ACCOUNTS[4]?.privateKey ?? '0x')
const verifier = createEip191SiwxVerifier()

let relay: DevnetRelay
let walletKit: Awaited<ReturnType<typeof WalletKit.init>>
let closeCore: () => Promise<void>

beforeAll(async () => {
  relay = await startRelay({ port: 0 })
  const core = new Core({
    projectId: 'atrium-devnet',
    relayUrl: relay.url,
    storage: createMemoryKeyValueStorage(),
    customStoragePrefix: `parity-${randomUUID()}`,
    telemetryEnabled: false,
    logger: 'silent',
  })
  core.eventClient.init = async () => {}
  walletKit = await WalletKit.init({
    core: core as unknown as WalletKitTypes.Options['core'],
    metadata: { name: 'parity', description: 'parity', url: 'http://127.0.0.1', icons: [] },
  })
  closeCore = async () => {
    core.heartbeat.stop()
    await core.relayer.transportClose()
  }
})

afterAll(async () => {
  await closeCore()
  await relay.stop()
  guard.uninstall()
  expect(guard.violations).toEqual([])
})

const recap = (value: unknown) =>
  `urn:recap:${Buffer.from(JSON.stringify(value)).toString('base64').replace(/=/g, '')}`

const REQUEST: WalletConnectAuthenticationRequest = {
  domain: 'app.example',
  chains: ['eip155:1', 'eip155:10'],
  nonce: 'k3r9Xw2pQ8zLm4Tb',
  aud: 'https://app.example/#/evm',
  version: '1',
  type: 'caip122',
  iat: '2025-03-01T12:00:00.000Z',
}

/** The payloads WalletKit formats, each with every optional field combination that changes the text. */
const PAYLOADS: [string, WalletConnectAuthenticationRequest][] = [
  ['minimal', REQUEST],
  ['a statement', { ...REQUEST, statement: 'Sign in to Example: terms at https://app.example/tos' }],
  ['an empty statement', { ...REQUEST, statement: '' }],
  [
    'times and a request id',
    { ...REQUEST, exp: '2025-03-02T12:00:00.000Z', nbf: '2025-03-01T12:00:00.000Z', requestId: 'req-1' },
  ],
  ['resources', { ...REQUEST, resources: ['ipfs://bafy', 'https://app.example/claims.json'] }],
  ['no resources listed', { ...REQUEST, resources: [] }],
  [
    'a ReCap',
    {
      ...REQUEST,
      statement: 'Sign in',
      resources: [
        'https://app.example',
        recap({
          att: {
            eip155: {
              'request/personal_sign': [{}],
              'request/eth_sendTransaction': [{ chains: ['eip155:1'] }],
            },
            'https://api.example': { 'crud/read': [{}], 'crud/delete': [{}], 'msg/send': [{}] },
          },
        }),
      ],
    },
  ],
  [
    'a statement that spells its ReCap out already',
    {
      ...REQUEST,
      statement:
        "Hi I further authorize the stated URI to perform the following actions on my behalf: (1) 'x': 'y' for 'z'.",
      resources: [recap({ att: { z: { 'x/y': [{}] } } })],
    },
  ],
  ['unicode', { ...REQUEST, domain: 'xn--app-ñ.example:8443', statement: 'Connexion à l’app ✓' }],
]

const ISSUERS = [
  `did:pkh:eip155:1:${account.address}`,
  'did:pkh:solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv',
  'did:pkh:bip122:000000000019d6689c085ae165831e93:bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
  'did:pkh:polkadot:91b171bb158e2d3848fa23a9f1c25182:5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY',
]

/** The message fields of a payload and issuer, as the dApp side rebuilds them from a CACAO. */
function toData(request: WalletConnectAuthenticationRequest, iss: string): SiwxMessageData {
  const [, , namespace, reference, accountAddress] = iss.split(':') as [
    string,
    string,
    string,
    string,
    string,
  ]
  return {
    accountAddress,
    chainId: `${namespace}:${reference}` as SiwxMessageData['chainId'],
    domain: request.domain,
    uri: request.aud,
    version: '1',
    nonce: request.nonce,
    statement: request.statement,
    issuedAt: request.iat,
    expirationTime: request.exp,
    notBefore: request.nbf,
    requestId: request.requestId,
    resources: request.resources,
  }
}

describe("core's formatSiwxMessage against WalletKit 1.6's formatAuthMessage", () => {
  it.each(PAYLOADS)('[CONN-015] byte-identical for %s, in every namespace', (_name, request) => {
    for (const iss of ISSUERS) {
      expect(formatSiwxMessage(toData(request, iss))).toBe(walletKit.formatAuthMessage({ request, iss }))
    }
  })
})

describe('signAuthenticationRequests', () => {
  const sign = (requests: WalletConnectAuthenticationRequest[], tamper = false) =>
    signAuthenticationRequests({
      requests,
      account,
      chainIds: [1, 10, 8453],
      formatAuthMessage: (parameters) => walletKit.formatAuthMessage(parameters),
      tamper,
    })

  it('[CONN-015] one EIP-191 CACAO per requested chain the peer holds; each verifies as a SIWX session', async () => {
    const cacaos = await sign([{ ...REQUEST, chains: ['eip155:1', 'eip155:10', 'eip155:137'] }])
    expect(cacaos.map((cacao) => cacao.p.iss)).toEqual([
      `did:pkh:eip155:1:${account.address}`,
      `did:pkh:eip155:10:${account.address}`,
    ])
    for (const cacao of cacaos) {
      expect(cacao).toMatchObject({ h: { t: 'caip122' }, s: { t: 'eip191' }, p: { nonce: REQUEST.nonce } })
      expect(await verifier.verify(toSiwxSession(cacao))).toBe(true)
    }
  })

  it('no eip155 chain it holds: no CACAO', async () => {
    expect(
      await sign([{ ...REQUEST, chains: ['eip155:137', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'] }]),
    ).toEqual([])
  })

  it('tamper: real signatures of another text, which do not verify', async () => {
    const cacaos = await sign([REQUEST], true)
    expect(cacaos).toHaveLength(2)
    for (const cacao of cacaos) expect(await verifier.verify(toSiwxSession(cacao))).toBe(false)
  })
})
