/**
 * The reset and the root of the shadow tree. `:host { all: initial }` cuts inheritance from the host
 * page; then the top-level elements of the shadow tree (`:host > *`, or any `.atr-root`) set every
 * inherited property explicitly, because host-page rules on the host element itself win over `:host`
 * rules. Sizes are px, never rem: the host page owns the root font size.
 * Greys are mixed from the foreground and background tokens so both themes get them for free. Text on
 * the accent is black or white, whichever contrasts more (both spec accents are light: black text
 * passes WCAG AA where white gives 3.4:1); browsers without relative colours keep white.
 */
export const ROOT_STYLES = `:host{all:initial}
:host>*,.atr-root{box-sizing:border-box;color:var(--atrium-foreground);font:400 14px/1.45 var(--atrium-font-family);font-synthesis:none;letter-spacing:normal;word-spacing:normal;text-align:start;text-indent:0;text-transform:none;text-shadow:none;text-decoration:none;white-space:normal;word-break:normal;overflow-wrap:anywhere;visibility:visible;cursor:auto;-webkit-font-smoothing:antialiased;-webkit-tap-highlight-color:transparent;
--atr-fg-2:color-mix(in srgb,var(--atrium-foreground) 62%,var(--atrium-background));
--atr-surface:color-mix(in srgb,var(--atrium-foreground) 5%,var(--atrium-background));
--atr-surface-hover:color-mix(in srgb,var(--atrium-foreground) 10%,var(--atrium-background));
--atr-border:color-mix(in srgb,var(--atrium-foreground) 12%,transparent);
--atr-accent-text:color-mix(in srgb,var(--atrium-accent) 62%,var(--atrium-foreground));
--atr-accent-soft:color-mix(in srgb,var(--atrium-accent) 16%,transparent);
--atr-on-accent:#fff;
--atr-error:#e5484d;--atr-success:#30a46c;--atr-radius:var(--atrium-border-radius)}
@supports (color:oklch(from red l c h)){:host>*,.atr-root{--atr-on-accent:oklch(from var(--atrium-accent) clamp(0,(l - 0.58)*-1000,1) 0 0)}}
*,*::before,*::after{box-sizing:inherit}
:where(h1,h2,h3,h4,p,ul,ol,li,figure){margin:0;padding:0}
:where(ul,ol){list-style:none}
:where(button,input){font:inherit;color:inherit;letter-spacing:inherit;margin:0}
:where(img,svg){display:block;max-width:100%}
:focus{outline:none}
:focus-visible{outline:2px solid var(--atrium-accent);outline-offset:2px}
.atr-visually-hidden{position:absolute;width:1px;height:1px;margin:-1px;padding:0;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;border:0}
`
