import { hashText } from './hashText.js'

/**
 * The generated avatar of an address: a CSS gradient whose hues, angle and stops derive from a hash
 * of the address (case-insensitive, so checksummed and lower-case forms match). Same address, same
 * gradient, on every render and every machine.
 */
export function getAvatarGradient(address: string): string {
  const hash = hashText(address.trim().toLowerCase())
  const hue = hash % 360
  const secondHue = (hue + 40 + ((hash >>> 9) % 100)) % 360
  const thirdHue = (secondHue + 40 + ((hash >>> 17) % 100)) % 360
  const angle = (hash >>> 3) % 360
  return `radial-gradient(circle at 30% 25%,hsl(${thirdHue} 90% 80%) 0,transparent 55%),linear-gradient(${angle}deg,hsl(${hue} 80% 60%),hsl(${secondHue} 85% 55%))`
}
