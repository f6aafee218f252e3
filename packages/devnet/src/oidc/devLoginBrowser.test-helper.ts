/** Redirects followed at most, so a loop between the provider and the service fails the test. */
const MAX_HOPS = 12

/**
 * Plays the browser of a social sign-in's popup: opens the authorization `uri`, follows the
 * provider's redirects with its cookies, fills the dev login page with `login` (and `email`) like a
 * person would, and stops at the first URL on `appOrigin` (where the popup lands), returned as it
 * is. Throws on any other answer, with what was answered.
 */
export async function loginAtDevProvider(parameters: {
  uri: string
  appOrigin: string
  login: string
  email?: string
}): Promise<URL> {
  const cookies = new Map<string, string>()
  let url = new URL(parameters.uri)
  let form: URLSearchParams | undefined
  for (let hop = 0; hop < MAX_HOPS; hop += 1) {
    if (url.origin === parameters.appOrigin) return url
    const response = await fetch(url, {
      method: form === undefined ? 'GET' : 'POST',
      redirect: 'manual',
      headers: {
        cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
        ...(form === undefined ? {} : { 'content-type': 'application/x-www-form-urlencoded' }),
      },
      ...(form === undefined ? {} : { body: form.toString() }),
    })
    form = undefined
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';')
      const separator = pair.indexOf('=')
      cookies.set(pair.slice(0, separator), pair.slice(separator + 1))
    }
    const location = response.headers.get('location')
    if (response.status >= 300 && response.status < 400 && location !== null) {
      url = new URL(location, url)
      continue
    }
    const page = await response.text()
    const action = /<form method="post" action="([^"]+)"/.exec(page)?.[1]
    if (response.status !== 200 || action === undefined) {
      throw new Error(`${url.href} answered ${response.status}: ${page.slice(0, 300)}`)
    }
    url = new URL(action.replaceAll('&#38;', '&'), url)
    form = new URLSearchParams({ login: parameters.login, email: parameters.email ?? '' })
  }
  throw new Error(`No landing on ${parameters.appOrigin} after ${MAX_HOPS} hops`)
}
