/** List rows, tags, skeletons, text and the QR code. */
export const CONTENT_STYLES = `.atr-list-item{display:flex;align-items:center;gap:12px;width:100%;min-height:56px;padding:8px 12px;border:0;border-radius:var(--atr-radius);background:var(--atr-surface);text-align:start}
button.atr-list-item{cursor:pointer;transition:background-color .15s}
button.atr-list-item:hover:not(:disabled){background:var(--atr-surface-hover)}
.atr-list-item:disabled{cursor:not-allowed;opacity:.5}
.atr-list-item[aria-current=true]{box-shadow:inset 0 0 0 2px var(--atrium-accent)}
.atr-list-item[aria-current=true] .atr-list-item-trailing{color:var(--atr-accent-text)}
.atr-list-item-content{display:flex;flex:1;flex-direction:column;min-width:0}
.atr-list-item-title{font-weight:600;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.atr-list-item-description{font-size:13px;color:var(--atr-fg-2)}
.atr-list-item-description>.atr-tag{display:inline-block;margin-block-start:2px}
.atr-list-item-trailing{display:flex;flex:none;align-items:center;gap:8px;color:var(--atr-fg-2)}
.atr-tag{padding:2px 8px;border-radius:999px;background:var(--atr-accent-soft);color:var(--atr-accent-text);font-size:12px;font-weight:600;white-space:nowrap}
.atr-skeleton{display:block;border-radius:var(--atr-radius);background:linear-gradient(90deg,var(--atr-surface) 25%,var(--atr-surface-hover) 50%,var(--atr-surface) 75%) 0 0/200% 100%;animation:atr-shimmer 1.2s linear infinite}
@keyframes atr-shimmer{to{background-position:-200% 0}}
.atr-text{margin:0}
.atr-text--title{font-size:16px;font-weight:700;line-height:1.3}
.atr-text--figure{font-size:28px;font-weight:700;line-height:1.2;font-variant-numeric:tabular-nums;letter-spacing:-.01em}
.atr-text--small{font-size:13px}
.atr-text--mono{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;font-size:13px}
.atr-text--secondary{color:var(--atr-fg-2)}
.atr-text--accent{color:var(--atr-accent-text)}
.atr-text--error{color:color-mix(in srgb,var(--atr-error) 75%,var(--atrium-foreground))}
.atr-text--success{color:color-mix(in srgb,var(--atr-success) 75%,var(--atrium-foreground))}
.atr-text--center{text-align:center}
.atr-text--truncate{overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.atr-waiting-image{position:relative;display:inline-flex;flex:none;align-items:center;justify-content:center}
.atr-waiting-ring{position:absolute;inset:0;color:var(--atr-fg-2)}
.atr-waiting-ring-arc{animation:atr-trace 1.4s linear infinite}
@keyframes atr-trace{to{stroke-dashoffset:-100}}
.atr-tabs{display:flex;align-self:flex-start;max-inline-size:100%;gap:4px;padding:4px;border-radius:999px;background:var(--atr-surface)}
.atr-tab{flex:none;padding-block:6px;padding-inline:14px;border:0;border-radius:999px;background:transparent;color:var(--atr-fg-2);font-weight:600;cursor:pointer;transition:background-color .15s,color .15s}
.atr-tab:hover{color:var(--atrium-foreground)}
.atr-tab[aria-selected=true]{background:var(--atrium-background);color:var(--atrium-foreground);box-shadow:0 0 0 1px var(--atr-border)}
.atr-token-list{display:flex;flex-direction:column;gap:8px}
.atr-token-value{color:var(--atrium-foreground);font-weight:600;font-variant-numeric:tabular-nums}
.atr-token-skeleton-text{gap:6px}
.atr-token-list .atr-list-item .atr-skeleton{background-image:linear-gradient(90deg,var(--atr-surface-hover) 25%,var(--atr-border) 50%,var(--atr-surface-hover) 75%)}
.atr-activity{display:flex;flex-direction:column;gap:4px}
.atr-activity-month{margin:0;padding-block:12px 4px;padding-inline:12px;color:var(--atr-fg-2);font-size:13px;font-weight:600}
.atr-transaction-images{position:relative;display:inline-flex;flex:none;inline-size:40px;block-size:40px}
.atr-transaction-image-pair{position:relative;inline-size:40px;block-size:40px}
.atr-transaction-image-pair>.atr-image{position:absolute}
.atr-transaction-image-pair>.atr-image:first-child{inset-block-start:0;inset-inline-start:0}
.atr-transaction-image-pair>.atr-image:last-child{inset-block-end:0;inset-inline-end:0;box-shadow:0 0 0 2px var(--atr-surface)}
.atr-transaction-direction{position:absolute;inset-block-end:-2px;inset-inline-end:-2px;display:inline-flex;align-items:center;justify-content:center;inline-size:18px;block-size:18px;border-radius:999px;background:var(--atrium-background);box-shadow:0 0 0 2px var(--atr-surface);color:var(--atr-fg-2)}
.atr-transaction-direction--in{color:color-mix(in srgb,var(--atr-success) 75%,var(--atrium-foreground))}
.atr-transaction-amount{color:var(--atrium-foreground);font-weight:600;font-variant-numeric:tabular-nums;white-space:nowrap}
.atr-transaction-amount--in{color:color-mix(in srgb,var(--atr-success) 75%,var(--atrium-foreground))}
.atr-activity-sentinel{block-size:1px}
.atr-qr{display:block;border-radius:var(--atr-radius);background:#fff;color:#000}
`
