/**
 * `entries` with the middle one replaced by `replace(entry)`: how the `malformedEntry` fault of a
 * devnet service slips one entry of the wrong shape among good ones. An empty list stays empty.
 */
export function replaceMiddleEntry<entry>(
  entries: readonly entry[],
  replace: (entry: entry) => unknown,
): unknown[] {
  const middle = Math.floor(entries.length / 2)
  return entries.map((entry, index) => (index === middle ? replace(entry) : entry))
}
