import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { TransactionListItem } from './TransactionListItem.js'

afterEach(cleanup)

describe('TransactionListItem', () => {
  it('a static row: token icon with the direction, title, date, then the amount at the end', () => {
    const { container } = render(
      <TransactionListItem
        title="Received DUSD"
        date="3 d"
        amount="+1,000 DUSD"
        direction="in"
        images={[{ name: 'DUSD', url: 'https://x/dusd.svg' }]}
      />,
    )
    expect(screen.queryByRole('button')).toBeNull()
    expect(container.textContent).toBe('Received DUSD3 d+1,000 DUSD')
    expect(container.querySelector('img')?.getAttribute('src')).toBe('https://x/dusd.svg')
    expect(container.querySelector('.atr-transaction-direction--in svg')).not.toBeNull()
    expect(container.querySelector('.atr-list-item-trailing')?.textContent).toBe('+1,000 DUSD')
  })

  it('two tokens draw two icons; one that fails to load gives way to its first letter', () => {
    const { container } = render(
      <TransactionListItem
        title="Traded ETH"
        date="1 mo"
        direction="other"
        images={[
          { name: 'ETH', url: 'https://x/eth.svg' },
          { name: 'Atrium', url: 'https://x/broken' },
        ]}
      />,
    )
    const images = container.querySelectorAll('img')
    expect(images).toHaveLength(2)
    const broken = images[1]
    if (broken === undefined) throw new Error('no second image')
    fireEvent.error(broken)
    expect(container.querySelectorAll('img')).toHaveLength(1)
    expect(container.querySelectorAll('.atr-image')[1]?.textContent).toBe('A')
    expect(container.querySelector('.atr-list-item-trailing')).toBeNull()
  })

  it('without an image the title gives the fallback letter', () => {
    const { container } = render(
      <TransactionListItem title="Sent" date="5 hrs" direction="out" images={[]} />,
    )
    expect(container.querySelector('.atr-image')?.textContent).toBe('S')
    expect(container.querySelector('.atr-transaction-direction--out svg')).not.toBeNull()
  })
})
