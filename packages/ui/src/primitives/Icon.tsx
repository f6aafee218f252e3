'use client'

/**
 * Stroke paths of every icon on a 24 × 24 grid, drawn with `currentColor` so icons take the text
 * colour. Inline paths instead of an icon library keep the kit to a few hundred bytes of icons.
 */
const ICON_PATHS = {
  back: 'M15 18l-6-6 6-6',
  chevron: 'M9 18l6-6-6-6',
  /** A chevron pointing down: a disclosure or a menu, the same in either reading direction. */
  expand: 'M6 9l6 6 6-6',
  close: 'M18 6L6 18M6 6l12 12',
  check: 'M20 6L9 17l-5-5',
  copy: 'M8 8h12v12H8zM16 8V4H4v12h4',
  external: 'M14 4h6v6M20 4l-9 9M18 14v6H4V6h6',
  refresh: 'M20 12a8 8 0 1 1-2.34-5.66L20 8.7M20 4v4.7h-4.7',
  qr: 'M4 4h6v6H4zM14 4h6v6h-6zM4 14h6v6H4zM14 14h2v2h-2zM18 18h2v2h-2zM14 20h2M20 14v2',
  disconnect: 'M9 20H5V4h4M16 16l4-4-4-4M20 12H10',
  network:
    'M12 3a9 9 0 1 0 0 18 9 9 0 1 0 0-18M3 12h18M12 3c-3.5 3.5-3.5 14.5 0 18M12 3c3.5 3.5 3.5 14.5 0 18',
  alert: 'M12 3a9 9 0 1 0 0 18 9 9 0 1 0 0-18M12 8v5M12 16h.01',
  wallet: 'M4 7h16v12H4zM4 7l12-3v3M16 13h1',
  search: 'M11 4a7 7 0 1 0 0 14 7 7 0 1 0 0-14M20 20l-4-4',
  /** Vertical arrows: the same in either reading direction. */
  send: 'M12 19V5M5 12l7-7 7 7',
  receive: 'M12 5v14M5 12l7 7 7-7',
  /** An arrow up beside an arrow down: exchanging two things, the same in either reading direction. */
  swap: 'M8 20V4M4 8l4-4 4 4M16 4v16M12 16l4 4 4-4',
  mail: 'M3 6h18v12H3zM3 6l9 7 9-7',
} as const

/** The name of an icon the kit draws. */
export type IconName = keyof typeof ICON_PATHS

/** Every icon name, in drawing order (for galleries and tests). */
export const ICON_NAMES = Object.keys(ICON_PATHS) as readonly IconName[]

export type IconProps = {
  name: IconName
  /** Width and height in px. Defaults to 20. */
  size?: number
}

/** Icons that point along the reading direction: drawn for left-to-right, mirrored in right-to-left. */
const DIRECTIONAL_ICONS: ReadonlySet<IconName> = new Set(['back', 'chevron', 'disconnect'])

/**
 * A decorative inline SVG icon (hidden from assistive technology: label the control around it).
 * Back, the forward chevron and the exit arrow mirror in right-to-left text.
 */
export function Icon({ name, size = 20 }: IconProps) {
  return (
    <svg
      className={DIRECTIONAL_ICONS.has(name) ? 'atr-icon atr-icon--directional' : 'atr-icon'}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={ICON_PATHS[name]} />
    </svg>
  )
}
