'use client'

/**
 * The kit's text styles (weight, size and the root's font settings) as classes: what the views
 * set their text in, the Connect view's first, then the All Wallets grid's.
 */
const TYPE_SAMPLE_CLASSES = [
  '',
  'atr-text atr-text--title',
  'atr-list-item-title',
  'atr-text atr-text--small',
  'atr-button atr-button--sm',
  'atr-tag',
  'atr-wallet-tile-name',
  'atr-tag atr-wallet-tile-tag',
]

/**
 * A letter in each of the kit's text styles, laid out unseen beside a tree `Prerender` holds
 * hidden. The first layout of a font style looks the font up
 * (on Linux, a call to the browser process per weight and size), which a hidden (`display: none`)
 * tree does not do ahead: measured on the Connect button's click, 4 of its 4.5 ms of layout. Laid
 * out while the hidden tree waits, the fonts are found by the time it shows.
 */
export function TypeSamples() {
  return (
    <div className="atr-root atr-type-samples" aria-hidden="true">
      {TYPE_SAMPLE_CLASSES.map((className) => (
        <span key={className} className={className || undefined}>
          a
        </span>
      ))}
    </div>
  )
}
