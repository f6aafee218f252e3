import { formatSiwxMessage, type SiwxMessageData, type SiwxSession } from '@atrium/core'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { createEip155SiwxVerifier } from './createEip155SiwxVerifier.js'

const signer = privateKeyToAccount(generatePrivateKey())
const stranger = privateKeyToAccount(generatePrivateKey())
const verifier = createEip155SiwxVerifier()

function dataFor(accountAddress: string): SiwxMessageData {
  return {
    accountAddress,
    chainId: 'eip155:10',
    domain: 'app.example',
    uri: 'https://app.example',
    version: '1',
    nonce: 'Xy7ab9Qk2mP4rT8z',
    issuedAt: '2025-03-01T12:00:00.000Z',
  }
}

/** What a wallet returns: the account's personal_sign signature of the message text. */
async function signIn(account = signer, data = dataFor(account.address)): Promise<SiwxSession> {
  const message = formatSiwxMessage(data)
  return { data, message, signature: await account.signMessage({ message }) }
}

describe('createEip155SiwxVerifier', () => {
  it('[CONN-015] serves eip155 and accepts the EIP-191 signature of the account over the message', async () => {
    expect(verifier.namespace).toBe('eip155')
    const session = await signIn()
    expect(await verifier.verify(session)).toBe(true)
    const lowercased = { ...session.data, accountAddress: signer.address.toLowerCase() }
    expect(await verifier.verify({ ...session, data: lowercased })).toBe(true)
  })

  it("[ERR-002] another account's signature, another message or a changed signature is refused", async () => {
    const session = await signIn()
    const byStranger = await signIn(stranger, session.data)
    expect(await verifier.verify(byStranger)).toBe(false)
    expect(await verifier.verify({ ...session, message: `${session.message} ` })).toBe(false)
    const flipped = `${session.signature.slice(0, 10)}${session.signature[10] === 'a' ? 'b' : 'a'}${session.signature.slice(11)}`
    expect(await verifier.verify({ ...session, signature: flipped as `0x${string}` })).toBe(false)
  })

  it('malformed input verifies false without throwing', async () => {
    const session = await signIn()
    expect(await verifier.verify({ ...session, signature: 'not hex' })).toBe(false)
    expect(await verifier.verify({ ...session, signature: '0x1234' })).toBe(false)
    expect(await verifier.verify({ ...session, data: { ...session.data, accountAddress: 'nope' } })).toBe(
      false,
    )
    const solana = { ...session.data, chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' as const }
    expect(await verifier.verify({ ...session, data: solana })).toBe(false)
  })
})
