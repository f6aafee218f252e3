/**
 * The social sign-in window. A browser lets a page open a window only inside the user's click, and
 * the provider's URL comes from the frame after an await: the click opens an empty window here,
 * and `ConnectingSocial` sends it to the provider once the frame answered.
 */
let pending: Window | undefined

/** Size of the social window: what the providers' sign-in pages are laid out for. */
const SOCIAL_WINDOW_FEATURES = 'popup,width=500,height=680'

/** Opens the empty social window; call it inside the click. `undefined` when the browser blocked it. */
export function openSocialWindow(): Window | undefined {
  pending?.close()
  pending = window.open('', 'atrium-social', SOCIAL_WINDOW_FEATURES) ?? undefined
  return pending
}

/** The window `openSocialWindow` opened last, unless it was closed since. */
export function getSocialWindow(): Window | undefined {
  return pending?.closed === false ? pending : undefined
}

/**
 * The URL the social window is on once it came back to this page's origin, else `undefined`:
 * reading the location of a window on another origin throws, which means "not back yet".
 */
export function readReturnedUrl(social: Window): string | undefined {
  try {
    const { href, origin } = social.location
    // The empty window a click opened is on this origin too, until the provider's page replaces it.
    return origin === window.location.origin && href !== 'about:blank' ? href : undefined
  } catch {
    return undefined
  }
}
