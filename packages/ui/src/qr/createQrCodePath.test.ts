import { encode } from 'uqr'
import { describe, expect, it } from 'vitest'
import { createQrCodePath, QR_QUIET_ZONE_MODULES } from './createQrCodePath.js'

const WALLETCONNECT_URI =
  'wc:7f6e504bfad60b485450578e05678ed3e8e8c4751d3c6160be17160d63ec90f9@2?relay-protocol=irn&symKey=587d5484ce2a2a6ee3ba1962fdd7e8588e06200c46823bd18fbd67def96ad303'

/** Which modules the path paints, read back from its `M x y h w v1 h-w z` rectangles. */
function readPaintedModules(path: string): Set<string> {
  const painted = new Set<string>()
  for (const [, x, y, width] of path.matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g)) {
    for (let offset = 0; offset < Number(width); offset++) painted.add(`${Number(x) + offset},${y}`)
  }
  return painted
}

describe('createQrCodePath', () => {
  it('draws exactly the dark modules of the uqr matrix, offset by the quiet zone', () => {
    const { moduleCount, path } = createQrCodePath('https://atrium.test')
    const { size, data } = encode('https://atrium.test', { ecc: 'M', border: 0 })
    expect(moduleCount).toBe(size)
    const expected = new Set<string>()
    data.forEach((row, y) => {
      row.forEach((dark, x) => {
        if (dark) expected.add(`${x + QR_QUIET_ZONE_MODULES},${y + QR_QUIET_ZONE_MODULES}`)
      })
    })
    expect(readPaintedModules(path)).toEqual(expected)
  })

  it('the matrix grows with the length of the value', () => {
    const short = createQrCodePath('hi').moduleCount
    const long = createQrCodePath(WALLETCONNECT_URI).moduleCount
    expect(short).toBe(21)
    expect(long).toBeGreaterThan(short)
  })

  it('is deterministic: the same value gives the same path', () => {
    expect(createQrCodePath(WALLETCONNECT_URI)).toEqual(createQrCodePath(WALLETCONNECT_URI))
    expect(createQrCodePath('a').path).not.toBe(createQrCodePath('b').path)
  })

  it('withImage: an odd, centred clear square with nothing painted inside', () => {
    const { moduleCount, path, imageModules } = createQrCodePath(WALLETCONNECT_URI, { withImage: true })
    expect(imageModules % 2).toBe(1)
    expect(imageModules).toBeGreaterThan(0)
    const start = (moduleCount - imageModules) / 2 + QR_QUIET_ZONE_MODULES
    const painted = readPaintedModules(path)
    for (let y = start; y < start + imageModules; y++) {
      for (let x = start; x < start + imageModules; x++) expect(painted.has(`${x},${y}`)).toBe(false)
    }
    expect(createQrCodePath(WALLETCONNECT_URI).imageModules).toBe(0)
  })
})
