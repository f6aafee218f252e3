/** [UI-006] Width of the modal. */
export const MODAL_WIDTH_PX = 360

/** [UI-007] Default z-index of the modal. */
export const MODAL_Z_INDEX = 999

/** [UI-005] Duration of the shake animation. */
export const SHAKE_DURATION_MS = 500

/** [UI-009] A snackbar replacing an open one appears this long after the old one closes. */
export const SNACKBAR_REPLACE_DELAY_MS = 150

/** [UI-014] Image preloading gives up after this long. */
export const IMAGE_PRELOAD_TIMEOUT_MS = 2_000

/** [UI-010] Balances are truncated (never rounded) to this many decimals. */
export const BALANCE_DISPLAY_DECIMALS = 3

/** [UI-011] Token balances in USD are shown with this many decimals. */
export const USD_DISPLAY_DECIMALS = 2

/** [UI-012] Locale of every formatted number. */
export const NUMBER_FORMAT_LOCALE = 'en-US'

/** [UI-012] Fraction digits of formatted numbers (minimum and maximum, A-50). */
export const NUMBER_FORMAT_FRACTION_DIGITS = 2

/** [UI-008] The snackbar variants. */
export const SNACKBAR_VARIANTS = ['success', 'error', 'loading'] as const
