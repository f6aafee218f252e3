import { DEV_ACCOUNTS } from '../accounts/devAccounts.js'

/** A name and whether an avatar is served for it. */
export type DevnetIdentity = { readonly name: string; readonly hasAvatar: boolean }

/**
 * The identities `GET /v1/identity/{address}` answers, by lower-case EVM address: the first dev
 * account has a name and an avatar, the second a name only, the others none.
 */
export const DEVNET_IDENTITIES: ReadonlyMap<string, DevnetIdentity> = new Map([
  [DEV_ACCOUNTS[0].address.toLowerCase(), { name: 'alice.atrium.eth', hasAvatar: true }],
  [DEV_ACCOUNTS[1].address.toLowerCase(), { name: 'bob.atrium.eth', hasAvatar: false }],
])
