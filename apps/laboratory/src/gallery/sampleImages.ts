/**
 * Inline SVG images for the gallery: the laboratory makes no network request to show an image.
 */
export function createSampleImage(color: string, letter: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" rx="10" fill="${color}"/><text x="20" y="27" font-family="sans-serif" font-size="20" font-weight="700" text-anchor="middle" fill="#fff">${letter}</text></svg>`
  return `data:image/svg+xml,${encodeURIComponent(svg)}`
}

export const SAMPLE_WALLET_IMAGE = createSampleImage('#3b82f6', 'T')
export const SAMPLE_NETWORK_IMAGE = createSampleImage('#627eea', 'Ξ')
/** A URL that fails to load at once, to show the fallbacks. */
export const BROKEN_IMAGE = 'data:image/png;base64,broken'
export const SAMPLE_ADDRESSES = [
  '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC',
  '0x90F79bf6EB2c4f870365E785982E1f101E93b906',
] as const
export const SAMPLE_WALLETCONNECT_URI =
  'wc:7f6e504bfad60b485450578e05678ed3e8e8c4751d3c6160be17160d63ec90f9@2?relay-protocol=irn&symKey=587d5484ce2a2a6ee3ba1962fdd7e8588e06200c46823bd18fbd67def96ad303'
