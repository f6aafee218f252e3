/**
 * The session token, kept in the frame origin's storage only (the dApp page cannot read it, and no
 * reply carries it). One per dApp origin, as the auth service binds a session to the origin it was
 * opened for.
 */
export function createFrameSession(storage: Storage, appOrigin: string) {
  const key = `@atrium-frame/session/${appOrigin}`
  return {
    getToken: (): string | undefined => storage.getItem(key) ?? undefined,
    setToken: (token: string) => storage.setItem(key, token),
    clear: () => storage.removeItem(key),
  }
}

export type FrameSession = ReturnType<typeof createFrameSession>

/** This browser's device id for the auth service: random, kept in the frame origin's storage. */
export function readDeviceId(storage: Storage): string {
  const key = '@atrium-frame/device-id'
  const known = storage.getItem(key)
  if (known !== null && /^[A-Za-z0-9_-]{16,128}$/.test(known)) return known
  const created = crypto.randomUUID()
  storage.setItem(key, created)
  return created
}
