import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { createRef } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Button } from './Button.js'

afterEach(cleanup)

describe('Button', () => {
  it('renders a main, medium, type="button" button that calls onClick', () => {
    const onClick = vi.fn()
    render(<Button onClick={onClick}>Connect</Button>)
    const button = screen.getByRole('button', { name: 'Connect' })
    expect(button.getAttribute('type')).toBe('button')
    expect(button.className).toBe('atr-button atr-button--main atr-button--md')
    fireEvent.click(button)
    expect(onClick).toHaveBeenCalledOnce()
  })

  it('variant and size: pick the classes', () => {
    render(
      <Button variant="danger" size="lg">
        Disconnect
      </Button>,
    )
    expect(screen.getByRole('button').className).toBe('atr-button atr-button--danger atr-button--lg')
  })

  it('fullWidth: stretches the button', () => {
    render(<Button fullWidth>Go</Button>)
    expect(screen.getByRole('button').classList.contains('atr-button--full')).toBe(true)
  })

  it('type: submits forms when asked', () => {
    render(<Button type="submit">Send</Button>)
    expect(screen.getByRole('button').getAttribute('type')).toBe('submit')
  })

  it('aria-label: names an icon-only or ambiguous button', () => {
    render(<Button aria-label="Copy address">Copy</Button>)
    expect(screen.getByRole('button', { name: 'Copy address' })).toBeTruthy()
  })

  it('disabled: is disabled and does not call onClick', () => {
    const onClick = vi.fn()
    render(
      <Button disabled onClick={onClick}>
        Connect
      </Button>,
    )
    const button = screen.getByRole('button') as HTMLButtonElement
    expect(button.disabled).toBe(true)
    fireEvent.click(button)
    expect(onClick).not.toHaveBeenCalled()
  })

  it('loading: stays focusable, is busy and aria-disabled, shows a spinner and ignores clicks', () => {
    const onClick = vi.fn()
    render(
      <Button loading onClick={onClick}>
        Connecting
      </Button>,
    )
    const button = screen.getByRole('button') as HTMLButtonElement
    expect(button.disabled).toBe(false)
    expect(button.getAttribute('aria-busy')).toBe('true')
    expect(button.getAttribute('aria-disabled')).toBe('true')
    expect(button.querySelector('svg.atr-spin')).not.toBeNull()
    fireEvent.click(button)
    expect(onClick).not.toHaveBeenCalled()
  })

  it('leading: an image before the label, which is one element (cut with an ellipsis by the style sheet)', () => {
    render(<Button leading={<img alt="" src="network.png" />}>Bitcoin Regtest</Button>)
    const button = screen.getByRole('button', { name: 'Bitcoin Regtest' })
    const label = button.querySelector('.atr-button-label')
    expect(label?.textContent).toBe('Bitcoin Regtest')
    expect(label?.previousElementSibling?.tagName).toBe('IMG')
    expect(button.querySelector('.atr-button-content')).toBeNull()
  })

  it('detail: first in reading order, in the box that drops it before the label is cut', () => {
    render(
      <Button detail="0.999 BTC" leading={<img alt="" src="avatar.png" />} aria-label="Open account">
        bcrt1q…x4da
      </Button>,
    )
    const content = screen.getByRole('button', { name: 'Open account' }).querySelector('.atr-button-content')
    expect(content?.textContent).toBe('0.999 BTCbcrt1q…x4da')
    expect(content?.lastElementChild?.className).toBe('atr-button-main')
    expect(content?.querySelector('.atr-button-label')?.textContent).toBe('bcrt1q…x4da')
  })

  it('ref: reaches the button element', () => {
    const ref = createRef<HTMLButtonElement>()
    render(<Button ref={ref}>Go</Button>)
    expect(ref.current?.tagName).toBe('BUTTON')
  })
})
