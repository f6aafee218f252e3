// @vitest-environment node

import { mainnet, optimism } from '@atrium/common'
import {
  createMemoryStorage,
  createSiwxConfig,
  formatSiwxMessage,
  type SiwxCacao,
  type SiwxMessageData,
} from '@atrium/core'
import { DEV_ACCOUNTS } from '@atrium/devnet'
import { createTestWallet } from '@atrium/testing'
import { createEip191SiwxVerifier } from '@atrium/testing/unit'
import { describe, expect, it } from 'vitest'
import { addSiwxSessions } from '../../src/walletconnect/addSiwxSessions.js'
import { prepareSiwxAuthentication } from '../../src/walletconnect/prepareSiwxAuthentication.js'

const wallet = createTestWallet({
  privateKey: DEV_ACCOUNTS[7]?.privateKey ?? '0x',
  chains: [{ chainId: 1, rpcUrl: 'http://127.0.0.1:1' }],
  connected: true,
})

async function setup() {
  const siwx = createSiwxConfig({
    domain: 'dapp.example',
    uri: 'https://dapp.example/login',
    verifiers: [createEip191SiwxVerifier()],
    storage: createMemoryStorage(),
  })
  const authentication = await prepareSiwxAuthentication({
    siwx,
    networks: [mainnet, optimism],
    activeNetwork: mainnet,
  })
  if (authentication === undefined) throw new Error('expected an authenticated request')
  /** The CACAO a wallet returns for `chain`, its payload changed by `change` before signing. */
  const cacaoFor = async (chain: string, change: Partial<SiwxMessageData> = {}): Promise<SiwxCacao> => {
    const { data } = authentication.message
    const signed: SiwxMessageData = {
      ...data,
      accountAddress: wallet.address,
      chainId: chain as SiwxMessageData['chainId'],
      issuedAt: '2025-03-01T12:00:00.000Z',
      ...change,
    }
    const message = formatSiwxMessage(signed)
    const signature = (await wallet.request({
      method: 'personal_sign',
      params: [message, wallet.address],
    })) as string
    return {
      h: { t: 'caip122' },
      p: {
        iss: `did:pkh:${signed.chainId}:${signed.accountAddress}`,
        domain: signed.domain,
        aud: signed.uri,
        version: '1',
        nonce: signed.nonce,
        iat: signed.issuedAt,
        ...(signed.statement === undefined ? {} : { statement: signed.statement }),
      },
      s: { t: 'eip191', s: signature },
    }
  }
  const accounts = [`eip155:1:${wallet.address}`, `eip155:10:${wallet.address}`]
  return { siwx, authentication, cacaoFor, accounts }
}

describe('addSiwxSessions', () => {
  it('[CONN-015] keeps the verified session of every CACAO that answers the request', async () => {
    const { siwx, authentication, cacaoFor, accounts } = await setup()
    const cacaos = [await cacaoFor('eip155:1'), await cacaoFor('eip155:10')]
    const kept = await addSiwxSessions({ authentication, cacaos, accounts })
    expect(kept.map((session) => session.data.chainId)).toEqual(['eip155:1', 'eip155:10'])
    expect(await siwx.getSessions('eip155:1', wallet.address)).toEqual([kept[0]])
    expect(await siwx.getSessions('eip155:10', wallet.address)).toEqual([kept[1]])
  })

  it.each([
    ['another domain', 'eip155:1', { domain: 'evil.example' }, 'The CACAO is for another domain or URI'],
    ['another URI', 'eip155:1', { uri: 'https://evil.example' }, 'The CACAO is for another domain or URI'],
    ['another nonce', 'eip155:1', { nonce: 'replayed0nonce00' }, 'The CACAO answers another nonce'],
    ['a chain not requested', 'eip155:137', {}, 'The CACAO is for eip155:137, which was not requested'],
    [
      'an account the session does not hold',
      'eip155:1',
      { accountAddress: '0x0000000000000000000000000000000000000001' },
      'The CACAO is for an account the session does not hold',
    ],
  ])('[ERR-002] a CACAO for %s is refused, nothing kept', async (_case, chain, change, details) => {
    const { siwx, authentication, cacaoFor, accounts } = await setup()
    const cacaos = [await cacaoFor('eip155:10'), await cacaoFor(chain, change)]
    await expect(addSiwxSessions({ authentication, cacaos, accounts })).rejects.toMatchObject({
      code: 'SMART_ACCOUNT_NOT_SUPPORTED',
      details,
    })
    expect(await siwx.getSessions('eip155:10', wallet.address)).toEqual([])
  })

  it('[ERR-002] all or nothing: a later CACAO that does not verify revokes those kept before it', async () => {
    const { siwx, authentication, cacaoFor, accounts } = await setup()
    const good = await cacaoFor('eip155:1')
    const bad = await cacaoFor('eip155:10')
    const forged = { ...bad, s: { ...bad.s, s: good.s.s } }
    await expect(addSiwxSessions({ authentication, cacaos: [good, forged], accounts })).rejects.toMatchObject(
      {
        code: 'SMART_ACCOUNT_NOT_SUPPORTED',
        details: "The signature is not the account's",
      },
    )
    expect(await siwx.getSessions('eip155:1', wallet.address)).toEqual([])
  })
})
