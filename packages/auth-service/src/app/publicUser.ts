import type { StoredUser } from './authStore.js'

/** The user as the frame sees it (FRAME-033): addresses and names only, never key material. */
export const toPublicUser = (user: StoredUser) => ({
  email: user.email,
  ...(user.userName === null ? {} : { userName: user.userName }),
  address: user.evmAddress,
  solanaAddress: user.solanaAddress,
  accounts: [{ address: user.evmAddress, type: 'eoa' as const }],
})

export type PublicUser = ReturnType<typeof toPublicUser>
