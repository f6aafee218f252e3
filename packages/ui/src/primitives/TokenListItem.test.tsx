import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { TokenListItem } from './TokenListItem.js'
import { TokenListSkeleton } from './TokenListSkeleton.js'

afterEach(cleanup)

describe('TokenListItem', () => {
  it('a static row: icon, name, amount, then the value at the end', () => {
    const { container } = render(
      <TokenListItem name="Devnet USD" amount="1,000 DUSD" value="$1,000.00" iconUrl="https://x/dusd.svg" />,
    )
    expect(screen.queryByRole('button')).toBeNull()
    expect(container.textContent).toBe('Devnet USD1,000 DUSD$1,000.00')
    expect(container.querySelector('img')?.getAttribute('src')).toBe('https://x/dusd.svg')
    expect(container.querySelector('.atr-list-item-trailing')?.textContent).toBe('$1,000.00')
  })

  it('an icon that fails to load gives way to the first letter of the name', () => {
    const { container } = render(
      <TokenListItem name="Atrium" amount="4 ATR" value="$10.00" iconUrl="https://x/broken" />,
    )
    const image = container.querySelector('img')
    if (image === null) throw new Error('no image')
    fireEvent.error(image)
    expect(container.querySelector('img')).toBeNull()
    expect(container.querySelector('.atr-image')?.textContent).toBe('A')
  })
})

describe('TokenListSkeleton', () => {
  it('placeholder rows hidden from assistive technology, with a status that names them', () => {
    const { container } = render(<TokenListSkeleton rows={4} label="Loading tokens" />)
    expect(screen.getByRole('status').textContent).toBe('Loading tokens')
    expect(container.querySelectorAll('.atr-list-item[aria-hidden=true]')).toHaveLength(4)
  })
})
