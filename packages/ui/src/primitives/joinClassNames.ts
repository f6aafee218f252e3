/** Joins the class names that are set, skipping `false`, `undefined` and empty strings. */
export function joinClassNames(...names: ReadonlyArray<string | false | undefined>): string {
  return names.filter(Boolean).join(' ')
}
