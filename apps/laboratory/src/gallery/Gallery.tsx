import { SHAKE_DURATION_MS } from '@atrium/common'
import { createThemeStore, selectThemeTokens, type ThemeMode } from '@atrium/core'
import { ModalDemo } from './ModalDemo.js'
import { PrimitivesShowcase } from './PrimitivesShowcase.js'
import { ShadowThemePanel } from './ShadowThemePanel.js'

const THEMES: readonly ThemeMode[] = ['light', 'dark']

/** The tokens the modal uses in `themeMode`, from core's theme selector (spec accents, 360 px, z-index 999). */
function getGalleryTokens(themeMode: ThemeMode) {
  return {
    ...selectThemeTokens(createThemeStore({ themeMode }).getState()),
    shakeDurationMs: SHAKE_DURATION_MS,
  }
}

/**
 * Every primitive of `@atrium/ui` in both themes side by side, each theme in its own shadow root
 * with the modal's style sheet, plus a `ModalShell` demo per theme.
 */
export function Gallery() {
  return (
    <section aria-labelledby="gallery-title">
      <h2 id="gallery-title">UI gallery</h2>
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(340px, 1fr))', gap: 16 }}>
        {THEMES.map((themeMode) => {
          const tokens = getGalleryTokens(themeMode)
          return (
            <ShadowThemePanel key={themeMode} tokens={tokens} label={`${themeMode} theme`}>
              <ModalDemo shakeDurationMs={tokens.shakeDurationMs} />
              <PrimitivesShowcase />
            </ShadowThemePanel>
          )
        })}
      </div>
    </section>
  )
}
