/**
 * Reads a `Cookie` header or `document.cookie` string (`'a=1; b=2'`) into name/value pairs, with
 * names and values URI-decoded. Malformed pairs are skipped and the first of two equal names wins
 * (the browser sends the most specific path first). Never throws.
 */
export function parseCookieString(cookieString: string): Map<string, string> {
  const cookies = new Map<string, string>()
  for (const pair of cookieString.split(';')) {
    const separator = pair.indexOf('=')
    if (separator <= 0) continue
    const name = decodeCookiePart(pair.slice(0, separator).trim())
    const value = decodeCookiePart(stripQuotes(pair.slice(separator + 1).trim()))
    if (name === undefined || value === undefined || name === '' || cookies.has(name)) continue
    cookies.set(name, value)
  }
  return cookies
}

function stripQuotes(value: string): string {
  return value.length >= 2 && value.startsWith('"') && value.endsWith('"') ? value.slice(1, -1) : value
}

function decodeCookiePart(part: string): string | undefined {
  try {
    return decodeURIComponent(part)
  } catch {
    return undefined
  }
}
