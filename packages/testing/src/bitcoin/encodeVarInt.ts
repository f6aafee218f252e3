/** Bitcoin's CompactSize encoding of a length (messages, witness items). */
export function encodeVarInt(value: number): Uint8Array {
  if (!Number.isSafeInteger(value) || value < 0)
    throw new RangeError(`encodeVarInt: ${value} is not a length`)
  if (value < 0xfd) return Uint8Array.of(value)
  if (value <= 0xffff) return Uint8Array.of(0xfd, value & 0xff, value >>> 8)
  if (value <= 0xffffffff) {
    return Uint8Array.of(0xfe, value & 0xff, (value >>> 8) & 0xff, (value >>> 16) & 0xff, value >>> 24)
  }
  const bytes = new Uint8Array(9)
  bytes[0] = 0xff
  new DataView(bytes.buffer).setBigUint64(1, BigInt(value), true)
  return bytes
}
