import { expect, it } from 'vitest'
import { WALLET_GRID_STYLES } from './walletGridStyles.js'

it('uses logical properties only, so the grid mirrors in right-to-left pages', () => {
  const properties = WALLET_GRID_STYLES.match(/(?<=[{;])[a-z-]+(?=:)/g) ?? []
  const physical =
    /^((min-|max-)?(width|height)|left|right|top|bottom|(margin|padding|border)-(left|right|top|bottom))$/
  expect(properties.length).toBeGreaterThan(40)
  expect(properties.filter((property) => physical.test(property))).toEqual([])
  expect(WALLET_GRID_STYLES).not.toMatch(/(text-align|float|clear):(left|right)/)
})

it('keeps tile names on one line with an ellipsis instead of breaking them mid-word', () => {
  const rule = /\.atr-wallet-tile-name\{([^}]*)\}/.exec(WALLET_GRID_STYLES)?.[1] ?? ''
  expect(rule).toContain('white-space:nowrap')
  expect(rule).toContain('text-overflow:ellipsis')
  expect(rule).toContain('overflow-wrap:normal')
})
