/** [STORE-017] The login cache entries the frame client reads and writes. */
export type FrameLoginDataValues = {
  email: string
  /** Milliseconds since the epoch of the last email login trigger (FRAME-022). */
  lastEmailLoginTime: number
  socialUsername: string
  emailLoginUsed: boolean
}

/**
 * The login cache (STORE-017) as the frame client needs it. Core's `createServiceStorage().loginData`
 * has this shape; appkit passes it. `clear` deletes every login key (FRAME-018).
 */
export type FrameLoginData = {
  get<key extends keyof FrameLoginDataValues>(key: key): FrameLoginDataValues[key] | undefined
  set<key extends keyof FrameLoginDataValues>(key: key, value: FrameLoginDataValues[key]): void
  clear(): void
}
