import type { AuthStore, Identity } from './authStore.js'
import type { AuthServiceLog } from './createAuthApp.js'
import { type PublicUser, toPublicUser } from './publicUser.js'

/**
 * Signs in with an outside account the caller has verified (a social provider's id token, a
 * Farcaster signature): its user, created with a new wallet on the first sign-in, and a new session
 * bound to `appOrigin`, as email sign-in opens one.
 */
export async function signInWithIdentity(parameters: {
  store: AuthStore
  log: AuthServiceLog
  identity: Identity
  appOrigin: string
}): Promise<{ token: string; user: PublicUser }> {
  const { store, log, identity, appOrigin } = parameters
  const { user, created } = await store.findOrCreateUserByIdentity(identity)
  if (created) log('user_created', { address: user.evmAddress, provider: identity.provider })
  const token = await store.createSession(user.id, appOrigin)
  log('signed_in', { address: user.evmAddress, provider: identity.provider })
  return { token, user: toPublicUser(user) }
}
