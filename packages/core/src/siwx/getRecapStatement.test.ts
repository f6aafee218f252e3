import { describe, expect, it } from 'vitest'
import { getRecapStatement, RECAP_STATEMENT_PREFIX } from './getRecapStatement.js'

const encode = (recap: unknown) =>
  `urn:recap:${Buffer.from(JSON.stringify(recap)).toString('base64').replace(/=/g, '')}`

describe('getRecapStatement', () => {
  it('no resources, or a last resource that is no ReCap: the statement as given', () => {
    expect(getRecapStatement('Sign in', undefined)).toBe('Sign in')
    expect(getRecapStatement(undefined, ['https://example.com'])).toBeUndefined()
    expect(getRecapStatement('Sign in', [encode({ att: { a: { 'b/c': [{}] } } }), 'https://x'])).toBe(
      'Sign in',
    )
  })

  it('a ReCap: numbered abilities per resource, actions sorted, after the statement', () => {
    const recap = encode({
      att: {
        eip155: { 'request/personal_sign': [{}], 'request/eth_sendTransaction': [{}] },
        'https://api.example': { 'crud/read': [{}] },
      },
    })
    expect(getRecapStatement(undefined, [recap])).toBe(
      `${RECAP_STATEMENT_PREFIX}(1) 'request': 'eth_sendTransaction', 'personal_sign' for 'eip155'. (2) 'crud': 'read' for 'https://api.example'.`,
    )
    expect(getRecapStatement('Hi', [recap])?.startsWith(`Hi ${RECAP_STATEMENT_PREFIX}`)).toBe(true)
  })

  it('a statement that already spells the ReCap out is kept', () => {
    const statement = `Hi ${RECAP_STATEMENT_PREFIX}(1) 'x': 'y' for 'z'.`
    expect(getRecapStatement(statement, [encode({ att: { z: { 'x/y': [{}] } } })])).toBe(statement)
  })

  it('a ReCap that does not decode or breaks the ReCap rules leaves the statement unchanged', () => {
    for (const resource of [
      'urn:recap:%%%',
      encode('not an object'),
      encode({ att: {} }),
      encode({ att: { a: [] } }),
      encode({ att: { a: { 'b/c': [] } } }),
      encode({ att: { a: { 'b/c': [1] } } }),
    ]) {
      expect(getRecapStatement('Sign in', [resource])).toBe('Sign in')
    }
  })
})
