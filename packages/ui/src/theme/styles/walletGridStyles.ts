/** A wallet image's size when `WalletImage` is given none: the grid's tiles, styled here. */
export const WALLET_IMAGE_SIZE_PX = 48

/**
 * The wallet grid (All Wallets), its tiles, the wallet image and its monogram, and the panel that
 * takes the grid's place when it is empty, loading or failed. Logical properties only, so the grid
 * mirrors in right-to-left pages. The grid scrolls itself (the virtualizer measures its viewport),
 * at most four rows high and shorter on short screens; the panel keeps that height, so the modal
 * does not jump between states. A row is a 104 px tile plus an 8 px gap (`WalletGrid`'s row height).
 * Tile names stay on one line and end in an ellipsis: the root's `overflow-wrap:anywhere` would
 * otherwise break them mid-word. Placeholder shapes on a tile are a shade darker than the kit's
 * skeleton, which would vanish on the tile's own surface. A tile's content (10 px, the 48 px image,
 * the 16 px name, the 16 px tag, 6 px, with 4 px gaps) fills its 104 px exactly: a taller tag would
 * spill over the name. A row is contained (layout, style,
 * paint): rows mounted as the grid scrolls are laid out and painted on their own.
 */
export const WALLET_GRID_STYLES = `.atr-wallet-grid,.atr-wallet-grid-panel{block-size:clamp(224px,calc(100dvh - 260px),440px);flex:none}
.atr-wallet-grid{position:relative;overflow-x:hidden;overflow-y:auto;overscroll-behavior:contain;scrollbar-width:thin}
.atr-wallet-grid-row{display:grid;grid-template-columns:repeat(var(--atr-wallet-grid-columns,4),minmax(0,1fr));gap:8px;padding-block-end:8px;contain:layout style paint}
.atr-wallet-grid-cell{display:flex;min-inline-size:0}
.atr-wallet-tile{display:flex;flex-direction:column;align-items:center;gap:4px;inline-size:100%;block-size:104px;min-inline-size:0;padding-block:10px 6px;padding-inline:4px;border:0;border-radius:var(--atr-radius);background:var(--atr-surface);text-align:center;cursor:pointer;transition:background-color .15s}
button.atr-wallet-tile:hover{background:var(--atr-surface-hover)}
.atr-wallet-tile:focus-visible{outline-offset:-2px}
.atr-wallet-tile--skeleton{cursor:default}
.atr-wallet-tile--skeleton .atr-skeleton{background-image:linear-gradient(90deg,var(--atr-surface-hover) 25%,var(--atr-border) 50%,var(--atr-surface-hover) 75%)}
.atr-wallet-tile-name{flex:none;max-inline-size:100%;overflow:hidden;text-overflow:ellipsis;white-space:nowrap;overflow-wrap:normal;font-size:12px;font-weight:500;line-height:16px}
.atr-wallet-tile-tag{flex:none;max-inline-size:100%;overflow:hidden;text-overflow:ellipsis;margin-block-start:0;padding-block:0;padding-inline:6px;font-size:10px;line-height:16px}
.atr-wallet-image{inline-size:${WALLET_IMAGE_SIZE_PX}px;block-size:${WALLET_IMAGE_SIZE_PX}px}
.atr-wallet-image>img.atr-wallet-image-img{opacity:0;transition:opacity .15s}
.atr-wallet-image>img.atr-wallet-image-img--loaded{opacity:1}
.atr-wallet-monogram{display:flex;align-items:center;justify-content:center;inline-size:100%;block-size:100%;font-weight:700;letter-spacing:-.02em}
.atr-wallet-grid-panel{display:flex;flex-direction:column;align-items:center;justify-content:center;gap:12px;padding-inline:16px;text-align:center}
.atr-wallet-grid-panel-icon{display:flex;align-items:center;justify-content:center;inline-size:56px;block-size:56px;border-radius:50%;background:var(--atr-surface-hover);color:var(--atr-fg-2)}
.atr-wallet-grid-panel--error .atr-wallet-grid-panel-icon{background:color-mix(in srgb,var(--atr-error) 14%,transparent);color:var(--atr-error)}
.atr-wallet-grid-skeleton{overflow:hidden}
`
