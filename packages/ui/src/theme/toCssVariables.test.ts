import { describe, expect, it } from 'vitest'
import { CSS_VARIABLE_PREFIX, toCssVariables } from './toCssVariables.js'

describe('toCssVariables', () => {
  it('[UI-003][UI-006][UI-007] maps every token to a prefixed custom property with units', () => {
    expect(
      toCssVariables({
        accent: 'hsla(231,100%,70%,1)',
        background: '#ffffff',
        foreground: '#141414',
        modalWidthPx: 360,
        zIndex: 999,
      }),
    ).toMatchInlineSnapshot(`
      {
        "--atrium-accent": "hsla(231,100%,70%,1)",
        "--atrium-background": "#ffffff",
        "--atrium-foreground": "#141414",
        "--atrium-modal-width": "360px",
        "--atrium-z-index": "999",
      }
    `)
  })

  it('adds optional tokens only when they are set', () => {
    const variables = toCssVariables({
      accent: 'a',
      background: 'b',
      foreground: 'c',
      modalWidthPx: 1,
      zIndex: 2,
      fontFamily: 'Inter',
      borderRadiusPx: 8,
    })
    expect(variables[`${CSS_VARIABLE_PREFIX}font-family`]).toBe('Inter')
    expect(variables[`${CSS_VARIABLE_PREFIX}border-radius`]).toBe('8px')
    expect(variables).not.toHaveProperty(`${CSS_VARIABLE_PREFIX}shake-duration`)
  })

  it('[UI-005] writes the shake duration in milliseconds', () => {
    const variables = toCssVariables({
      accent: 'a',
      background: 'b',
      foreground: 'c',
      modalWidthPx: 1,
      zIndex: 2,
      shakeDurationMs: 500,
    })
    expect(variables[`${CSS_VARIABLE_PREFIX}shake-duration`]).toBe('500ms')
  })
})
