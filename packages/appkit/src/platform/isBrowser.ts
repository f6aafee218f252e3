/** True in a browser page (a `window` with a `document`); false in Node and during server rendering. */
export function isBrowser(): boolean {
  return typeof window !== 'undefined' && typeof document !== 'undefined'
}
