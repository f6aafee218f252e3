import { encode } from 'uqr'

/** Light modules around the code, as the QR standard asks, so scanners find the edge on any background. */
export const QR_QUIET_ZONE_MODULES = 4

/** Share of the code's width a centred image may cover; error correction level Q restores it. */
export const QR_IMAGE_SHARE = 0.22

export type QrCodePath = {
  /** Modules per side, without the quiet zone. Grows with the length of the value. */
  moduleCount: number
  /** One SVG path drawing every dark module, in module units, offset by the quiet zone. */
  path: string
  /** Side of the centred image's clear square in module units (0 without an image). */
  imageModules: number
  /** Light modules on each side, `QR_QUIET_ZONE_MODULES`: the drawing is `moduleCount + 2 ×` this wide. */
  quietZoneModules: number
}

/**
 * Encodes `value` with `uqr` and turns its boolean matrix into a single SVG path: each horizontal
 * run of dark modules is one rectangle. With `withImage`, uses level Q and leaves the centre clear.
 */
export function createQrCodePath(
  value: string,
  { withImage = false }: { withImage?: boolean } = {},
): QrCodePath {
  const { size, data } = encode(value, { ecc: withImage ? 'Q' : 'M', border: 0 })
  // An odd count keeps the clear square centred on module boundaries.
  const imageModules = withImage ? Math.floor((size * QR_IMAGE_SHARE) / 2) * 2 + (size % 2) : 0
  const clearStart = (size - imageModules) / 2
  const isCleared = (x: number, y: number) =>
    imageModules > 0 &&
    x >= clearStart &&
    x < clearStart + imageModules &&
    y >= clearStart &&
    y < clearStart + imageModules
  let path = ''
  for (let y = 0; y < size; y++) {
    const row = data[y] ?? []
    let x = 0
    while (x < size) {
      if (!row[x] || isCleared(x, y)) {
        x++
        continue
      }
      const start = x
      while (x < size && row[x] && !isCleared(x, y)) x++
      path += `M${start + QR_QUIET_ZONE_MODULES} ${y + QR_QUIET_ZONE_MODULES}h${x - start}v1h${start - x}z`
    }
  }
  return { moduleCount: size, path, imageModules, quietZoneModules: QR_QUIET_ZONE_MODULES }
}
