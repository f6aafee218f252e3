import { describe, expect, it } from 'vitest'
import { formatSiwxMessage } from './formatSiwxMessage.js'
import type { SiwxMessageData } from './SiwxConfig.js'

/** The example message of EIP-4361 itself. */
const EIP4361_EXAMPLE: SiwxMessageData = {
  accountAddress: '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2',
  chainId: 'eip155:1',
  domain: 'service.invalid',
  uri: 'https://service.invalid/login',
  version: '1',
  nonce: '32891756',
  statement: 'I accept the ServiceOrg Terms of Service: https://service.invalid/tos',
  issuedAt: '2021-09-30T16:25:24Z',
  resources: [
    'ipfs://bafybeiemxf5abjwjbikoz4mc3a3dla6ual3jsgpdr4cjr3oz3evfyavhwq/',
    'https://example.com/my-web2-claim.json',
  ],
}

describe('formatSiwxMessage', () => {
  it('[CONN-015] eip155: the EIP-4361 example, byte for byte', () => {
    expect(formatSiwxMessage(EIP4361_EXAMPLE)).toBe(
      [
        'service.invalid wants you to sign in with your Ethereum account:',
        '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2',
        '',
        'I accept the ServiceOrg Terms of Service: https://service.invalid/tos',
        '',
        'URI: https://service.invalid/login',
        'Version: 1',
        'Chain ID: 1',
        'Nonce: 32891756',
        'Issued At: 2021-09-30T16:25:24Z',
        'Resources:',
        '- ipfs://bafybeiemxf5abjwjbikoz4mc3a3dla6ual3jsgpdr4cjr3oz3evfyavhwq/',
        '- https://example.com/my-web2-claim.json',
      ].join('\n'),
    )
  })

  it('no statement: the two blank lines of the grammar stay, an empty statement counts as none', () => {
    const { statement: _statement, resources: _resources, ...data } = EIP4361_EXAMPLE
    const expected = formatSiwxMessage(data)
    expect(expected.split('\n').slice(0, 5)).toEqual([
      'service.invalid wants you to sign in with your Ethereum account:',
      '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2',
      '',
      '',
      'URI: https://service.invalid/login',
    ])
    expect(formatSiwxMessage({ ...data, statement: '' })).toBe(expected)
  })

  it('the optional times and request id follow in their order; absent ones leave no line', () => {
    const text = formatSiwxMessage({
      ...EIP4361_EXAMPLE,
      resources: undefined,
      expirationTime: '2021-10-01T00:00:00Z',
      notBefore: '2021-09-30T17:00:00Z',
      requestId: 'req-7',
    })
    expect(text.split('\n').slice(9)).toEqual([
      'Issued At: 2021-09-30T16:25:24Z',
      'Expiration Time: 2021-10-01T00:00:00Z',
      'Not Before: 2021-09-30T17:00:00Z',
      'Request ID: req-7',
    ])
    const { issuedAt: _issuedAt, ...withoutIssuedAt } = EIP4361_EXAMPLE
    expect(formatSiwxMessage(withoutIssuedAt)).not.toContain('Issued At')
  })

  it('other namespaces: their account name in the header and the chain reference as Chain ID', () => {
    const base = { ...EIP4361_EXAMPLE, statement: undefined, resources: undefined }
    expect(
      formatSiwxMessage({
        ...base,
        chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
        accountAddress: 'Sol1',
      }),
    ).toMatch(
      /^service\.invalid wants you to sign in with your Solana account:\nSol1\n[\s\S]*\nChain ID: 5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp\n/,
    )
    expect(formatSiwxMessage({ ...base, chainId: 'bip122:000000000019d6689c085ae165831e93' })).toContain(
      'with your Bitcoin account:',
    )
    expect(formatSiwxMessage({ ...base, chainId: 'polkadot:91b171bb158e2d3848fa23a9f1c25182' })).toContain(
      'with your polkadot account:',
    )
  })

  it('a ReCap as last resource spells its abilities out after the statement', () => {
    const recap = {
      att: { 'https://example.com': { 'crud/update': [{}], 'crud/delete': [{}], 'msg/send': [{}] } },
    }
    const resource = `urn:recap:${Buffer.from(JSON.stringify(recap)).toString('base64').replace(/=/g, '')}`
    const text = formatSiwxMessage({ ...EIP4361_EXAMPLE, resources: [resource] })
    expect(text.split('\n')[3]).toBe(
      "I accept the ServiceOrg Terms of Service: https://service.invalid/tos I further authorize the stated URI to perform the following actions on my behalf: (1) 'crud': 'delete', 'update' for 'https://example.com'. (2) 'msg': 'send' for 'https://example.com'.",
    )
  })
})
