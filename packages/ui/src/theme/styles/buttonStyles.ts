/**
 * What the ConnectButton, AccountButton and NetworkButton render in their own shadow roots: the
 * button and its variants and sizes, the spinner and the avatar / network image with its fallback.
 * Both style sheets include it: the buttons' small one and the modal's whole one.
 */
export const BUTTON_STYLES = `.atr-button{display:inline-flex;align-items:center;justify-content:center;gap:8px;min-height:40px;padding:0 16px;border:1px solid transparent;border-radius:var(--atr-radius);font-weight:600;line-height:1.2;cursor:pointer;text-align:center;transition:background-color .15s,border-color .15s,opacity .15s;user-select:none}
.atr-button--sm{padding:0 12px;font-size:13px}
.atr-button--md{min-height:44px}
.atr-button--lg{min-height:52px;padding:0 20px;font-size:16px}
.atr-button--full{display:flex;width:100%}
.atr-button--main{background:var(--atrium-accent);color:var(--atr-on-accent)}
.atr-button--main:hover:not(:disabled){background:color-mix(in srgb,var(--atrium-accent) 88%,var(--atrium-foreground))}
.atr-button--secondary{background:var(--atr-surface);border-color:var(--atr-border)}
.atr-button--secondary:hover:not(:disabled),.atr-button--ghost:hover:not(:disabled),.atr-icon-button:hover:not(:disabled){background:var(--atr-surface-hover)}
.atr-button--ghost{background:transparent;color:var(--atr-accent-text)}
.atr-button--danger{background:color-mix(in srgb,var(--atr-error) 14%,transparent);color:color-mix(in srgb,var(--atr-error) 70%,var(--atrium-foreground))}
.atr-button:disabled,.atr-icon-button:disabled{cursor:not-allowed;opacity:.5}
.atr-button[aria-busy=true]{cursor:progress}
.atr-icon{flex:none}
.atr-spin{animation:atr-spin .8s linear infinite}
@keyframes atr-spin{to{transform:rotate(360deg)}}
.atr-image{position:relative;display:inline-flex;flex:none;align-items:center;justify-content:center;overflow:hidden;background:var(--atr-surface-hover);color:var(--atr-fg-2);font-weight:700;line-height:1;user-select:none}
.atr-image--circle{border-radius:50%}
.atr-image--rounded{border-radius:25%}
.atr-image>img{width:100%;height:100%;object-fit:cover}
`
