import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ListItem } from './ListItem.js'

afterEach(cleanup)

describe('ListItem', () => {
  it('without onClick: a static row with title and description', () => {
    const { container } = render(<ListItem title="Ethereum" description="Chain 1" />)
    expect(screen.queryByRole('button')).toBeNull()
    expect(container.textContent).toBe('EthereumChain 1')
  })

  it('onClick: a button row that calls it', () => {
    const onClick = vi.fn()
    render(<ListItem title="Base" onClick={onClick} />)
    fireEvent.click(screen.getByRole('button', { name: 'Base' }))
    expect(onClick).toHaveBeenCalledOnce()
  })

  it('leading and trailing: render around the text', () => {
    const { container } = render(
      <ListItem title="Optimism" leading={<i data-testid="lead" />} trailing={<b>10</b>} />,
    )
    const row = container.firstElementChild
    expect(row?.firstElementChild?.getAttribute('data-testid')).toBe('lead')
    expect(row?.lastElementChild?.className).toBe('atr-list-item-trailing')
  })

  it('current: marks the row aria-current', () => {
    render(<ListItem title="Base" onClick={() => {}} current />)
    expect(screen.getByRole('button').getAttribute('aria-current')).toBe('true')
  })

  it('busy: announces aria-busy and ignores clicks', () => {
    const onClick = vi.fn()
    render(<ListItem title="Base" onClick={onClick} busy />)
    fireEvent.click(screen.getByRole('button'))
    expect(onClick).not.toHaveBeenCalled()
    expect(screen.getByRole('button').getAttribute('aria-busy')).toBe('true')
  })

  it('disabled: disables the button', () => {
    render(<ListItem title="Base" onClick={() => {}} disabled />)
    expect((screen.getByRole('button') as HTMLButtonElement).disabled).toBe(true)
  })

  it('aria-label: overrides the name', () => {
    render(<ListItem title="Base" onClick={() => {}} aria-label="Switch to Base" />)
    expect(screen.getByRole('button', { name: 'Switch to Base' })).toBeTruthy()
  })
})
