import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { getTabId, getTabPanelId, Tabs } from './Tabs.js'

afterEach(cleanup)

const TABS = [
  { id: 'tokens', label: 'Tokens' },
  { id: 'activity', label: 'Activity' },
  { id: 'nfts', label: 'NFTs' },
]

function Harness({ dir }: { readonly dir?: 'rtl' }) {
  const [selected, setSelected] = useState('tokens')
  return (
    <div dir={dir} style={dir === undefined ? {} : { direction: dir }}>
      <Tabs label="Account" tabs={TABS} selected={selected} onSelect={setSelected} idPrefix="t" />
    </div>
  )
}

describe('Tabs', () => {
  it('a named tablist whose selected tab alone is in the tab order and names its panel', () => {
    render(<Harness />)
    expect(screen.getByRole('tablist', { name: 'Account' })).toBeTruthy()
    const tokens = screen.getByRole('tab', { name: 'Tokens' })
    expect(tokens.getAttribute('aria-selected')).toBe('true')
    expect(tokens.tabIndex).toBe(0)
    expect(tokens.id).toBe(getTabId('t', 'tokens'))
    expect(tokens.getAttribute('aria-controls')).toBe(getTabPanelId('t', 'tokens'))
    expect(screen.getByRole('tab', { name: 'Activity' }).tabIndex).toBe(-1)
  })

  it('a click selects; arrows move along the bar and wrap, Home and End jump to the ends', () => {
    render(<Harness />)
    fireEvent.click(screen.getByRole('tab', { name: 'Activity' }))
    expect(screen.getByRole('tab', { name: 'Activity' }).getAttribute('aria-selected')).toBe('true')
    const list = screen.getByRole('tablist')
    fireEvent.keyDown(list, { key: 'ArrowRight' })
    expect(screen.getByRole('tab', { name: 'NFTs' }).getAttribute('aria-selected')).toBe('true')
    fireEvent.keyDown(list, { key: 'ArrowRight' })
    expect(screen.getByRole('tab', { name: 'Tokens' }).getAttribute('aria-selected')).toBe('true')
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Tokens' }))
    fireEvent.keyDown(list, { key: 'End' })
    expect(screen.getByRole('tab', { name: 'NFTs' }).getAttribute('aria-selected')).toBe('true')
    fireEvent.keyDown(list, { key: 'Home' })
    expect(screen.getByRole('tab', { name: 'Tokens' }).getAttribute('aria-selected')).toBe('true')
  })

  it('right-to-left: ArrowLeft moves forward', () => {
    render(<Harness dir="rtl" />)
    fireEvent.keyDown(screen.getByRole('tablist'), { key: 'ArrowLeft' })
    expect(screen.getByRole('tab', { name: 'Activity' }).getAttribute('aria-selected')).toBe('true')
  })
})
