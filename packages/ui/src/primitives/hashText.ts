/**
 * FNV-1a: a tiny, stable 32-bit hash, enough to spread ids and addresses over colours. The same
 * text gives the same number on every render and every machine.
 */
export function hashText(text: string): number {
  let hash = 0x811c9dc5
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index)
    hash = Math.imul(hash, 0x01000193)
  }
  return hash >>> 0
}
