import type { DeepLinkChoice } from '@atrium/core'

/**
 * The key @walletconnect/sign-client 2.25 reads, before sending each request, for the wallet link to
 * open (`<href>/wc?requestId=…&sessionTopic=…`); it looks in unprefixed `localStorage`, then in its
 * own key-value storage.
 */
export const SIGN_CLIENT_DEEP_LINK_KEY = 'WALLETCONNECT_DEEPLINK_CHOICE'

/** The part of the WalletConnect clients' key-value storage this writes. */
export type SignClientStorage = {
  setItem(key: string, value: DeepLinkChoice): Promise<void>
  removeItem(key: string): Promise<void>
}

/**
 * [CONN-016] Hands the stored deep link (`wcLinking`) to the sign-client, so a request on a session
 * connected through a wallet link (on a phone) opens that wallet to approve it, in this visit as after
 * a reload. Atrium keeps the link under its own prefixed key (STORE-001, STORE-002), which the client
 * does not know; once the connection was reset (CONN-018) the copy is removed. Never rejects: the
 * request goes out without the redirect when the client's storage fails (STORE-019).
 */
export async function shareDeepLinkChoice(
  storage: SignClientStorage,
  choice: DeepLinkChoice | undefined,
): Promise<void> {
  const written =
    choice === undefined
      ? storage.removeItem(SIGN_CLIENT_DEEP_LINK_KEY)
      : storage.setItem(SIGN_CLIENT_DEEP_LINK_KEY, { name: choice.name, href: choice.href })
  await written.catch(() => undefined)
}
