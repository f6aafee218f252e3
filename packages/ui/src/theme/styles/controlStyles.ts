/**
 * Buttons, icon buttons, inputs and links. Every control keeps a hit target of at least 40 px and a
 * visible focus ring (the root's `:focus-visible` rule).
 */
export const CONTROL_STYLES = `.atr-button{display:inline-flex;align-items:center;justify-content:center;gap:8px;min-height:40px;padding:0 16px;border:1px solid transparent;border-radius:var(--atr-radius);font-weight:600;line-height:1.2;cursor:pointer;text-align:center;transition:background-color .15s,border-color .15s,opacity .15s;user-select:none}
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
.atr-icon-button{display:inline-flex;align-items:center;justify-content:center;flex:none;width:40px;height:40px;padding:0;border:0;border-radius:50%;background:transparent;color:var(--atr-fg-2);cursor:pointer}
.atr-icon-button:hover:not(:disabled){color:var(--atrium-foreground)}
.atr-icon{flex:none}
.atr-spin{animation:atr-spin .8s linear infinite}
@keyframes atr-spin{to{transform:rotate(360deg)}}
.atr-field{display:flex;flex-direction:column;gap:6px}
.atr-label{font-size:13px;font-weight:600;color:var(--atr-fg-2)}
.atr-input{width:100%;min-height:44px;padding:0 14px;border:1px solid var(--atr-border);border-radius:var(--atr-radius);background:var(--atr-surface);outline-offset:0}
.atr-input::placeholder{color:var(--atr-fg-2);opacity:1}
.atr-input:focus-visible{outline-offset:-1px}
.atr-input[aria-invalid=true]{border-color:var(--atr-error)}
.atr-input:disabled{opacity:.5;cursor:not-allowed}
.atr-field-error{font-size:13px;color:color-mix(in srgb,var(--atr-error) 75%,var(--atrium-foreground))}
.atr-link{display:inline-flex;align-items:center;gap:4px;color:var(--atr-accent-text);font-weight:600;text-decoration:underline;text-underline-offset:2px;cursor:pointer;border-radius:4px}
.atr-link:hover{text-decoration-thickness:2px}
`
