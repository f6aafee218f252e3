/** [UI-003] Accent colour of the light theme. */
export const LIGHT_THEME_ACCENT_COLOR = 'hsla(231,100%,70%,1)'

/** [UI-003] Background colour of the light theme. */
export const LIGHT_THEME_BACKGROUND_COLOR = '#ffffff'

/** [UI-004] Accent colour of the dark theme. */
export const DARK_THEME_ACCENT_COLOR = 'hsla(230,100%,67%,1)'

/** [UI-004] Background colour of the dark theme. */
export const DARK_THEME_BACKGROUND_COLOR = '#121313'

/** [UI-002] The theme modes. */
export const THEME_MODES = ['light', 'dark'] as const
