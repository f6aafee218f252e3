/**
 * The origin of the page that embeds the frame: the browser's `ancestorOrigins` where it has them,
 * else the referrer's origin. Only a hint for the allow-list check: messages are still accepted from
 * that origin's parent window alone and replies posted to it alone, so a wrong hint answers nobody.
 */
export function readParentOrigin(location: Location, referrer: string): string | undefined {
  const ancestor = location.ancestorOrigins?.[0]
  if (ancestor !== undefined) return ancestor
  if (!URL.canParse(referrer)) return undefined
  return new URL(referrer).origin
}
