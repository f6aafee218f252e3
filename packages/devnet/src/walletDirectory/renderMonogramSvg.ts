import { getDirectoryDigest } from './getDirectoryDigest.js'

/** What an image shows: `label` (a name) as a monogram, on a colour derived from `seed`. */
export type MonogramImage = { readonly seed: string; readonly label: string }

const XML_ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
}

/** Text safe inside an XML element or a quoted attribute. */
function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => XML_ESCAPES[character] ?? '')
}

/** A ticker or currency code ('USDC', 'EUR'): shown whole rather than as an initial. */
const TICKER_PATTERN = /^[\p{Lu}\p{N}]{2,4}$/u

/**
 * What an image of `label` shows: a ticker whole, else up to two initials, the first letter or
 * digit of each of the first two words ('Trust Wallet' → 'TW').
 */
export function getMonogram(label: string): string {
  if (TICKER_PATTERN.test(label)) return label
  const words = label.match(/[\p{L}\p{N}]+/gu) ?? []
  const initials = words
    .slice(0, 2)
    .map((word) => [...word][0] ?? '')
    .join('')
  return initials === '' ? '?' : initials.toUpperCase()
}

/** Font sizes by monogram length, so four characters fit where one does. */
const FONT_SIZES = [44, 44, 36, 28, 22] as const

/**
 * A 96 × 96 SVG of `label`'s monogram in white on a rounded square whose hue comes from `seed`.
 * Deterministic, and safe to inline or serve: text is escaped and the document has no script,
 * link or external reference.
 */
export function renderMonogramSvg(image: MonogramImage): string {
  const digest = getDirectoryDigest(`colour:${image.seed}`)
  const hue = digest.readUInt16BE(0) % 360
  const title = escapeXml(image.label)
  const monogram = getMonogram(image.label)
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96" role="img">',
    `<title>${title}</title>`,
    `<rect width="96" height="96" rx="24" fill="hsl(${hue} 62% 42%)"/>`,
    '<text x="48" y="48" dy="0.35em" text-anchor="middle" fill="#fff" font-family="system-ui, sans-serif" ',
    `font-size="${FONT_SIZES[monogram.length] ?? 22}" font-weight="600">${escapeXml(monogram)}</text>`,
    '</svg>',
  ].join('')
}
