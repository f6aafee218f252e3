import { describe, expect, it } from 'vitest'
import { createHmacSiwxVerifier } from './createHmacSiwxVerifier.test-helper.js'
import { formatSiwxMessage } from './formatSiwxMessage.js'
import type { SiwxMessageData, SiwxSession } from './SiwxConfig.js'
import { verifySiwxSession } from './verifySiwxSession.js'

const { verifier, sign } = createHmacSiwxVerifier()
const NOW = Date.parse('2025-03-01T12:00:00.000Z')
const DATA: SiwxMessageData = {
  accountAddress: '0x00000000000000000000000000000000000000a1',
  chainId: 'eip155:1',
  domain: 'app.example',
  uri: 'https://app.example',
  version: '1',
  nonce: 'n0nce0n0nce0',
  issuedAt: '2025-03-01T11:59:00.000Z',
  expirationTime: '2025-03-01T12:00:00.001Z',
}

function signed(data: SiwxMessageData): SiwxSession {
  const message = formatSiwxMessage(data)
  return { data, message, signature: sign(data.accountAddress, message) }
}

const parameters = { verifiers: [verifier], domain: 'app.example', now: NOW }

describe('verifySiwxSession', () => {
  it('[CONN-015] a session signed by its account, for the domain, within its window, passes', async () => {
    await expect(verifySiwxSession(signed(DATA), parameters)).resolves.toBeUndefined()
    await expect(
      verifySiwxSession(signed(DATA), { ...parameters, issuedNonces: new Set([DATA.nonce]) }),
    ).resolves.toBeUndefined()
  })

  it('[ERR-004] the chain is checked first: no verifier for its namespace, or no CAIP-2 id', async () => {
    const solana = signed({ ...DATA, chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' })
    await expect(verifySiwxSession(solana, parameters)).rejects.toMatchObject({ code: 'CHAIN_NOT_SUPPORTED' })
    const broken = { ...signed(DATA), data: { ...DATA, chainId: 'eip155' as never } }
    await expect(verifySiwxSession(broken, parameters)).rejects.toMatchObject({ code: 'CHAIN_NOT_SUPPORTED' })
  })

  it('[ERR-002] each failed check names itself in details only', async () => {
    const cases: [SiwxSession, Partial<typeof parameters> & { issuedNonces?: Set<string> }, string][] = [
      [signed({ ...DATA, accountAddress: '' }), {}, 'The session names no account'],
      [signed(DATA), { now: NOW + 1 }, 'The session has expired'],
      [signed({ ...DATA, notBefore: '2025-03-01T12:00:00.001Z' }), {}, 'The session is not valid yet'],
      [signed({ ...DATA, notBefore: 'soon' }), {}, 'The session is not valid yet'],
      [signed({ ...DATA, expirationTime: 'later' }), {}, 'The session has expired'],
      [signed(DATA), { issuedNonces: new Set(['other0nonce0']) }, 'The nonce was not issued by this page'],
      [{ ...signed(DATA), signature: '00' }, {}, "The signature is not the account's"],
    ]
    for (const [session, overrides, details] of cases) {
      await expect(verifySiwxSession(session, { ...parameters, ...overrides })).rejects.toMatchObject({
        code: 'SMART_ACCOUNT_NOT_SUPPORTED',
        message: 'This application might not support Smart Accounts',
        details,
      })
    }
  })
})
