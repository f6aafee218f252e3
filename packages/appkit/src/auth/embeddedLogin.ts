/**
 * The embedded wallet's start-up and sign-in steps, one chunk: appkit imports it on the first
 * sign-in step, or at start-up only when an embedded-wallet session is there to restore.
 */
export { attachEmbeddedWallet } from './attachEmbeddedWallet.js'
export { createEmbeddedLoginActions, rememberEmbeddedUser } from './createEmbeddedLoginActions.js'
