import { hashText } from './hashText.js'

/** The generated stand-in for a wallet image: its letters and their colours. */
export type WalletMonogram = {
  /** One or two capital letters: the initials of the name's first two words. */
  readonly letters: string
  /** CSS colours; the hue derives from the seed, so one wallet keeps one colour everywhere. */
  readonly background: string
  readonly foreground: string
}

// Letters and digits only: a name such as '(Beta) Wallet' still gives 'BW'.
const WORD_START = /[\p{L}\p{N}]/u

/**
 * The monogram of a wallet whose image is missing, failed or timed out: the initials of up to two
 * words of `name` on a pastel whose hue is a hash of `seed` (the wallet's id), with dark letters of
 * the same hue (over 7:1 contrast at every hue).
 */
export function getWalletMonogram(name: string, seed: string): WalletMonogram {
  const initials = name
    .split(/\s+/u)
    .map((word) => Array.from(word).find((character) => WORD_START.test(character)))
    .filter((initial) => initial !== undefined)
    .slice(0, 2)
    .join('')
    .toUpperCase()
  const hue = hashText(seed) % 360
  return {
    letters: initials === '' ? '?' : initials,
    background: `hsl(${hue} 70% 88%)`,
    foreground: `hsl(${hue} 60% 20%)`,
  }
}
