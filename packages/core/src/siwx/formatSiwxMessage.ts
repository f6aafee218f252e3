import type { Namespace } from '@atrium/common'
import { getRecapStatement } from './getRecapStatement.js'
import type { SiwxMessageData } from './SiwxConfig.js'

/** How the header names each namespace's account ("… with your Ethereum account:"). */
const ACCOUNT_NAMES: Partial<Record<Namespace, string>> = {
  eip155: 'Ethereum',
  solana: 'Solana',
  bip122: 'Bitcoin',
}

/**
 * The CAIP-122 text of a sign-in message: EIP-4361's for eip155 ("<domain> wants you to sign in
 * with your Ethereum account:"), the same layout with the namespace's name elsewhere. Byte for byte
 * what WalletConnect's `formatMessage` (WalletKit's `formatAuthMessage`) builds from the same
 * payload, so a signature over a one-click CACAO verifies against it. Optional fields with no value
 * leave their line out; `issuedAt` too (WalletConnect always has one).
 *
 * @example
 * formatSiwxMessage({ accountAddress: '0xab…', chainId: 'eip155:1', domain: 'app.example',
 *   uri: 'https://app.example', version: '1', nonce: 'k3r9Xw2pQ8zL', issuedAt: '2025-01-01T00:00:00.000Z' })
 * // 'app.example wants you to sign in with your Ethereum account:\n0xab…\n\n\nURI: https://app.example\n…'
 */
export function formatSiwxMessage(data: SiwxMessageData): string {
  const separator = data.chainId.indexOf(':')
  const namespace = data.chainId.slice(0, separator) as Namespace
  const reference = data.chainId.slice(separator + 1)
  const statement = getRecapStatement(data.statement || undefined, data.resources)
  const lines = [
    `${data.domain} wants you to sign in with your ${ACCOUNT_NAMES[namespace] ?? namespace} account:`,
    data.accountAddress,
    '',
    statement,
    '',
    `URI: ${data.uri}`,
    `Version: ${data.version}`,
    `Chain ID: ${reference}`,
    `Nonce: ${data.nonce}`,
    data.issuedAt === undefined ? undefined : `Issued At: ${data.issuedAt}`,
    data.expirationTime ? `Expiration Time: ${data.expirationTime}` : undefined,
    data.notBefore ? `Not Before: ${data.notBefore}` : undefined,
    data.requestId ? `Request ID: ${data.requestId}` : undefined,
    data.resources === undefined
      ? undefined
      : `Resources:${data.resources.map((resource) => `\n- ${resource}`).join('')}`,
  ]
  return lines.filter((line) => line !== undefined).join('\n')
}
