/**
 * The overlay, the dialog (360 px wide and the z-index come from the tokens), the bottom sheet used
 * under 430 px, the shake, the snackbar, and reduced motion.
 * The overlay is placed with physical `top`/`left`/`width`/`height` because `ModalShell` overrides
 * them with the visual viewport's box, whose offsets are physical; these defaults cover the layout
 * viewport. The dialog itself does not scroll: its body does, so the header stays and a snackbar
 * in the dialog floats over the body's bottom centre instead of lengthening it.
 * The type samples (`Prerender`'s, beside a hidden tree) are laid out, so their fonts are looked
 * up, but take no room and are never seen: their rule outweighs the root's `visibility:visible`.
 */
export const MODAL_STYLES = `.atr-overlay{position:fixed;top:0;left:0;width:100%;height:100%;z-index:var(--atrium-z-index);display:flex;align-items:center;justify-content:center;padding:16px;background:rgba(0,0,0,.45);overscroll-behavior:contain}
.atr-overlay--sheet{align-items:flex-end;padding:0}
.atr-modal{position:relative;display:flex;flex-direction:column;width:var(--atrium-modal-width);max-width:100%;max-height:100%;overflow:hidden;border:1px solid var(--atr-border);border-radius:calc(var(--atr-radius) * 2);background:var(--atrium-background);box-shadow:0 16px 48px rgba(0,0,0,.25);animation:atr-enter .15s ease-out}
.atr-modal--sheet{width:100%;max-height:90%;border-width:1px 0 0;border-radius:calc(var(--atr-radius) * 2) calc(var(--atr-radius) * 2) 0 0;padding-bottom:env(safe-area-inset-bottom);animation-name:atr-sheet-enter;animation-duration:.2s}
.atr-modal--sheet::before{content:"";flex:none;align-self:center;width:36px;height:4px;margin-top:8px;border-radius:2px;background:color-mix(in srgb,var(--atrium-foreground) 20%,transparent)}
.atr-modal.atr-shake{animation:atr-shake var(--atrium-shake-duration) ease-in-out}
.atr-modal-header{display:flex;flex:none;align-items:center;gap:8px;min-height:56px;padding:8px}
.atr-modal-body{display:flex;flex:1 1 auto;flex-direction:column;gap:8px;min-height:0;padding:8px 16px 16px;overflow:auto;overscroll-behavior:contain}
.atr-root.atr-type-samples{position:fixed;inset-block-start:0;inset-inline-start:0;inline-size:1px;block-size:1px;overflow:hidden;visibility:hidden;pointer-events:none;contain:strict}
@keyframes atr-enter{from{transform:translateY(8px)}}
@keyframes atr-sheet-enter{from{transform:translateY(100%)}}
@keyframes atr-shake{10%,90%{transform:translateX(-2px)}20%,80%{transform:translateX(4px)}30%,50%,70%{transform:translateX(-8px)}40%,60%{transform:translateX(8px)}}
.atr-snackbar{display:flex;align-items:center;gap:10px;min-height:44px;padding-block:8px;padding-inline:14px 8px;border:1px solid var(--atr-border);border-radius:var(--atr-radius);background:var(--atrium-background);box-shadow:0 8px 24px rgba(0,0,0,.18);font-weight:500}
.atr-modal .atr-snackbar{position:absolute;inset-inline:16px;bottom:16px;z-index:1;width:max-content;max-width:calc(100% - 32px);margin-inline:auto;animation:atr-snackbar-enter .15s ease-out}
.atr-modal--sheet .atr-snackbar{bottom:calc(16px + env(safe-area-inset-bottom,0px))}
@keyframes atr-snackbar-enter{from{opacity:0;transform:translateY(8px)}}
.atr-snackbar-message{display:flex;flex:1;align-items:center;gap:10px}
.atr-snackbar-icon{display:inline-flex}
.atr-snackbar--success .atr-snackbar-icon{color:var(--atr-success)}
.atr-snackbar--error .atr-snackbar-icon{color:var(--atr-error)}
.atr-snackbar--loading .atr-snackbar-icon{color:var(--atrium-accent)}
@media (prefers-reduced-motion:reduce){*,*::before,*::after{animation-duration:.01ms!important;animation-iteration-count:1!important;transition-duration:.01ms!important}.atr-spin,.atr-waiting-ring-arc{animation-duration:2s!important;animation-iteration-count:infinite!important}.atr-modal.atr-shake{animation:none;outline:2px solid var(--atr-error);outline-offset:-2px}}
`
