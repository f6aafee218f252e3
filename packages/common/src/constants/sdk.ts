/** [OPT-011] SDK framework reported to services and the frame (`sdkType`). */
export const SDK_TYPE = 'react'

/** [OPT-011] SDK version reported to services and the frame (`sdkVersion`). */
export const SDK_VERSION = '1.7.0'

/** [OPT-012] Default log level. */
export const DEFAULT_LOG_LEVEL = 'error'

/** [OPT-013] Size of the in-memory log buffer. */
export const LOG_BUFFER_BYTES = 1_024_000

/**
 * [OPT-014] Time zones (IANA names) of regions where the on-ramp is not offered; the spec gives
 * neither the list nor its effect. Chosen: mainland China, Hong Kong and Macau. Compare
 * case-insensitively with `Intl.DateTimeFormat().resolvedOptions().timeZone`.
 */
export const RESTRICTED_TIME_ZONES = [
  'Asia/Shanghai',
  'Asia/Urumqi',
  'Asia/Chongqing',
  'Asia/Harbin',
  'Asia/Kashgar',
  'Asia/Hong_Kong',
  'Asia/Macau',
  'Asia/Macao',
] as const
