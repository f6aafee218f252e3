import { createLazyLoader } from '@atrium/common'
import type { EmbeddedLoginActions } from '@atrium/react'
import type { createEmbeddedLoginActions } from './embeddedLogin.js'

type ActionsParameters = Parameters<typeof createEmbeddedLoginActions>

/** `createEmbeddedLoginActions`, imported on the first sign-in step: no page pays for it at start. */
export function createLazyEmbeddedLoginActions(
  stores: ActionsParameters[0],
  parameters: ActionsParameters[1],
): EmbeddedLoginActions {
  const actions = createLazyLoader(async () =>
    (await import('./embeddedLogin.js')).createEmbeddedLoginActions(stores, parameters),
  )
  return {
    getEmailCooldownSeconds: async () => (await actions.load()).getEmailCooldownSeconds(),
    connectEmail: async (request) => (await actions.load()).connectEmail(request),
    connectDevice: async () => (await actions.load()).connectDevice(),
    connectOtp: async (request) => (await actions.load()).connectOtp(request),
    connectWallet: async () => (await actions.load()).connectWallet(),
    getSocialRedirectUri: async (request) => (await actions.load()).getSocialRedirectUri(request),
    connectSocial: async (request) => (await actions.load()).connectSocial(request),
    getFarcasterUri: async () => (await actions.load()).getFarcasterUri(),
    connectFarcaster: async () => (await actions.load()).connectFarcaster(),
    updateEmail: async (request) => (await actions.load()).updateEmail(request),
    updateEmailPrimaryOtp: async (request) => (await actions.load()).updateEmailPrimaryOtp(request),
    updateEmailSecondaryOtp: async (request) => (await actions.load()).updateEmailSecondaryOtp(request),
    reloadFrame: async () => (await actions.load()).reloadFrame(),
    syncDappData: async () => (await actions.load()).syncDappData(),
  }
}
