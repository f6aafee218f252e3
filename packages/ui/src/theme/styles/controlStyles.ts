/**
 * Icon buttons, inputs and links (the buttons' own rules are `BUTTON_STYLES`). Every control keeps a hit target of at least 40 px and a
 * visible focus ring (the root's `:focus-visible` rule).
 */
export const CONTROL_STYLES = `.atr-icon-button{display:inline-flex;align-items:center;justify-content:center;flex:none;width:40px;height:40px;padding:0;border:0;border-radius:50%;background:transparent;color:var(--atr-fg-2);cursor:pointer}
.atr-icon-button:hover:not(:disabled){color:var(--atrium-foreground)}
.atr-field{display:flex;flex-direction:column;gap:6px}
.atr-label{font-size:13px;font-weight:600;color:var(--atr-fg-2)}
.atr-input{width:100%;min-height:44px;padding:0 14px;border:1px solid var(--atr-border);border-radius:var(--atr-radius);background:var(--atr-surface);outline-offset:0}
.atr-input-box{position:relative;display:flex;align-items:center}
.atr-input-icon{position:absolute;inset-inline-start:14px;display:flex;color:var(--atr-fg-2);pointer-events:none}
.atr-input--with-icon{padding-inline-start:42px}
.atr-input--with-trailing{padding-inline-end:52px}
.atr-input-trailing{position:absolute;inset-inline-end:4px;display:flex}
.atr-input--code{min-height:56px;font-size:24px;font-variant-numeric:tabular-nums;letter-spacing:.5em;text-align:center;padding-inline-start:calc(14px + .5em)}
.atr-input::placeholder{color:var(--atr-fg-2);opacity:1}
.atr-input:focus-visible{outline-offset:-1px}
.atr-input[aria-invalid=true]{border-color:var(--atr-error)}
.atr-input:disabled{opacity:.5;cursor:not-allowed}
.atr-field-error{font-size:13px;color:color-mix(in srgb,var(--atr-error) 75%,var(--atrium-foreground))}
.atr-link{display:inline-flex;align-items:center;gap:4px;color:var(--atr-accent-text);font-weight:600;text-decoration:underline;text-underline-offset:2px;cursor:pointer;border-radius:4px}
.atr-link:hover{text-decoration-thickness:2px}
`
