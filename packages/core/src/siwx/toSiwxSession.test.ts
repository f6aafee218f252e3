import { describe, expect, it } from 'vitest'
import { formatSiwxMessage } from './formatSiwxMessage.js'
import type { SiwxCacao } from './SiwxConfig.js'
import { toSiwxSession } from './toSiwxSession.js'

const ADDRESS = '0x00000000000000000000000000000000000000a1'
const CACAO: SiwxCacao = {
  h: { t: 'caip122' },
  p: {
    iss: `did:pkh:eip155:10:${ADDRESS}`,
    domain: 'app.example',
    aud: 'https://app.example/login',
    version: '1',
    nonce: 'n0nce0n0nce0',
    iat: '2025-03-01T12:00:00.000Z',
    exp: '2025-03-02T12:00:00.000Z',
    statement: 'Sign in to Example',
    resources: ['https://app.example/tos'],
  },
  s: { t: 'eip191', s: '0xsignature' },
}

describe('toSiwxSession', () => {
  it('[CONN-015] the account and chain of the did:pkh issuer, the payload fields, their text and the signature', () => {
    const session = toSiwxSession(CACAO)
    expect(session).toEqual({
      data: {
        accountAddress: ADDRESS,
        chainId: 'eip155:10',
        domain: 'app.example',
        uri: 'https://app.example/login',
        version: '1',
        nonce: 'n0nce0n0nce0',
        issuedAt: '2025-03-01T12:00:00.000Z',
        expirationTime: '2025-03-02T12:00:00.000Z',
        statement: 'Sign in to Example',
        resources: ['https://app.example/tos'],
      },
      message: formatSiwxMessage(session.data),
      signature: '0xsignature',
      cacao: CACAO,
    })
    expect(Object.keys(session.data)).not.toContain('notBefore')
  })

  it('uri when there is no aud, as WalletConnect formats it', () => {
    const { aud: _aud, ...payload } = CACAO.p
    expect(toSiwxSession({ ...CACAO, p: { ...payload, uri: 'https://app.example/u' } }).data.uri).toBe(
      'https://app.example/u',
    )
  })

  it('[ERR-002] an issuer that is no did:pkh account, or another version, is refused', () => {
    for (const p of [
      { ...CACAO.p, iss: ADDRESS },
      { ...CACAO.p, iss: 'did:pkh:eip155:10' },
      { ...CACAO.p, iss: `did:key:eip155:10:${ADDRESS}` },
      { ...CACAO.p, version: '2' },
    ]) {
      expect(() => toSiwxSession({ ...CACAO, p })).toThrowError(
        expect.objectContaining({ code: 'SMART_ACCOUNT_NOT_SUPPORTED' }),
      )
    }
  })
})
