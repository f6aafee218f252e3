/**
 * An SVG icon of Atrium's own drawing as a `data:` URL: `body` (white marks on a 40×40 canvas) over a
 * rounded square of `background`, which a round image frame turns into a disc.
 */
export function toIconDataUrl(body: string, background: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" rx="10" fill="${background}"/>${body}</svg>`
  return `data:image/svg+xml,${encodeURIComponent(svg)}`
}
