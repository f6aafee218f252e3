import type { SolanaSignInInput } from '@solana/wallet-standard-features'

/** A `solana:signIn` input once the wallet has filled in who asks and who signs. */
export type SignInMessageFields = SolanaSignInInput & { readonly domain: string; readonly address: string }

/**
 * The Sign-In With Solana message a wallet signs for `solana:signIn`: the EIP-4361 layout with
 * "Solana account", optional fields in the order the SIWS specification lists them, and each
 * field only when the dApp gave it (a verifier rebuilds the text from the same input).
 */
export function createSignInMessageText(fields: SignInMessageFields): string {
  let message = `${fields.domain} wants you to sign in with your Solana account:\n${fields.address}`
  if (fields.statement !== undefined && fields.statement !== '') message += `\n\n${fields.statement}`
  const lines: string[] = []
  const add = (label: string, value: string | undefined) => {
    if (value !== undefined && value !== '') lines.push(`${label}: ${value}`)
  }
  add('URI', fields.uri)
  add('Version', fields.version)
  add('Chain ID', fields.chainId)
  add('Nonce', fields.nonce)
  add('Issued At', fields.issuedAt)
  add('Expiration Time', fields.expirationTime)
  add('Not Before', fields.notBefore)
  add('Request ID', fields.requestId)
  if (fields.resources !== undefined && fields.resources.length > 0) {
    lines.push('Resources:')
    for (const resource of fields.resources) lines.push(`- ${resource}`)
  }
  if (lines.length > 0) message += `\n\n${lines.join('\n')}`
  return message
}
