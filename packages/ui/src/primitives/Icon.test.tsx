import { cleanup, render } from '@testing-library/react'
import { afterEach, expect, it } from 'vitest'
import { BUTTON_STYLES } from '../theme/styles/buttonStyles.js'
import { ICON_NAMES, Icon } from './Icon.js'

afterEach(cleanup)

it('draws every icon as a decorative inline SVG path', () => {
  expect(ICON_NAMES).toEqual(
    expect.arrayContaining([
      'back',
      'close',
      'copy',
      'external',
      'check',
      'chevron',
      'refresh',
      'qr',
      'disconnect',
      'network',
    ]),
  )
  for (const name of ICON_NAMES) {
    const { container, unmount } = render(<Icon name={name} />)
    const svg = container.querySelector('svg')
    expect(svg?.getAttribute('aria-hidden')).toBe('true')
    expect(svg?.querySelector('path')?.getAttribute('d')).toMatch(/^M/)
    unmount()
  }
})

it('size: sets width and height, 20 px by default', () => {
  const { container, rerender } = render(<Icon name="close" />)
  expect(container.querySelector('svg')?.getAttribute('width')).toBe('20')
  rerender(<Icon name="close" size={14} />)
  expect(container.querySelector('svg')?.getAttribute('height')).toBe('14')
})

it('marks the icons that point along the reading direction, which the style sheet mirrors in right-to-left', () => {
  const directional = ICON_NAMES.filter((name) => {
    const { container, unmount } = render(<Icon name={name} />)
    const marked = container.querySelector('svg')?.classList.contains('atr-icon--directional') === true
    unmount()
    return marked
  })
  expect(directional).toEqual(['back', 'chevron', 'disconnect'])
  expect(BUTTON_STYLES).toContain('.atr-icon--directional:dir(rtl){transform:scaleX(-1)}')
})
