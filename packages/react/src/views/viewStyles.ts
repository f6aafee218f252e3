/** A column centred on the view's axis: the layout of the views that show one thing to wait for or scan. */
export const CENTERED_COLUMN_STYLE = {
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: 12,
} as const

/** The centred column with room above and below, for a view whose content is short. */
export const PADDED_CENTERED_COLUMN_STYLE = { ...CENTERED_COLUMN_STYLE, paddingBlock: 16 } as const

/** The white frame round a QR code: dark modules on white scan in either theme. */
export const QR_FRAME_STYLE = {
  padding: 12,
  borderRadius: 'var(--atr-radius)',
  background: '#fff',
  lineHeight: 0,
} as const
