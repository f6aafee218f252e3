/**
 * What the ConnectButton, AccountButton and NetworkButton render in their own shadow roots: the
 * button and its variants and sizes, the spinner and the avatar / network image with its fallback.
 * Both style sheets include it: the buttons' small one and the modal's whole one.
 * A button never wraps: its label ends in an ellipsis instead, and its detail (a balance) goes first.
 * Its content sits in a grid track of `minmax(0, max-content)`, so the button asks for its whole
 * label where there is room but can be made narrower by any layout (a grid or table column, a flex
 * row), where a plain one-line label would push the page wider than the screen.
 * The detail is dropped by letting it wrap onto a second line of a one-line-high box that clips it;
 * `order` and `row-reverse` make the label's group the first to be placed, so the detail is the one
 * that wraps, while the detail still comes first in reading order and on screen.
 */
export const BUTTON_STYLES = `.atr-button{display:inline-flex;align-items:center;justify-content:center;gap:8px;min-width:0;min-height:40px;padding:0 16px;border:1px solid transparent;border-radius:var(--atr-radius);font-weight:600;line-height:1.2;cursor:pointer;text-align:center;white-space:nowrap;transition:background-color .15s,border-color .15s,opacity .15s;user-select:none}
.atr-button-fit{display:grid;grid-template-columns:minmax(0,max-content)}
.atr-button-main{display:flex;align-items:center;gap:8px;order:-1;min-width:0}
.atr-button-label{overflow:hidden;text-overflow:ellipsis}
.atr-button-content{display:flex;flex-direction:row-reverse;flex-wrap:wrap;align-items:center;align-content:flex-start;justify-content:center;column-gap:8px;height:24px;overflow:hidden;line-height:24px}
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
.atr-icon--directional:dir(rtl){transform:scaleX(-1)}
.atr-spin{animation:atr-spin .8s linear infinite}
@keyframes atr-spin{to{transform:rotate(360deg)}}
.atr-image{position:relative;display:inline-flex;flex:none;align-items:center;justify-content:center;overflow:hidden;background:var(--atr-surface-hover);color:var(--atr-fg-2);font-weight:700;line-height:1;user-select:none}
.atr-image--circle{border-radius:50%}
.atr-image--rounded{border-radius:25%}
.atr-image>img{width:100%;height:100%;object-fit:cover}
`
