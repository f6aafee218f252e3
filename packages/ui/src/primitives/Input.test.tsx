import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { createRef } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Input } from './Input.js'

afterEach(cleanup)

describe('Input', () => {
  it('is a text field labelled by its visible label, reporting each change', () => {
    const onChange = vi.fn()
    render(<Input label="Email" value="" onChange={onChange} />)
    const input = screen.getByRole('textbox', { name: 'Email' }) as HTMLInputElement
    expect(input.type).toBe('text')
    expect(screen.getByText('Email').className).toBe('atr-label')
    fireEvent.change(input, { target: { value: 'a@b.c' } })
    expect(onChange).toHaveBeenCalledWith('a@b.c')
  })

  it('hideLabel: keeps the label for assistive technology only', () => {
    render(<Input label="Search wallets" hideLabel value="" onChange={() => {}} />)
    expect(screen.getByRole('textbox', { name: 'Search wallets' })).toBeTruthy()
    expect(screen.getByText('Search wallets').className).toBe('atr-visually-hidden')
  })

  it('type, placeholder, name, autoComplete, inputMode: passed to the input', () => {
    render(
      <Input
        label="Email"
        type="email"
        placeholder="you@example.com"
        name="email"
        autoComplete="email"
        inputMode="email"
        value=""
        onChange={() => {}}
      />,
    )
    const input = screen.getByRole('textbox') as HTMLInputElement
    expect([input.type, input.placeholder, input.name, input.autocomplete, input.inputMode]).toEqual([
      'email',
      'you@example.com',
      'email',
      'email',
      'email',
    ])
  })

  it('error: marks the input invalid and describes it with the announced message', () => {
    render(<Input label="Email" value="x" onChange={() => {}} error="Invalid email" />)
    const input = screen.getByRole('textbox')
    expect(input.getAttribute('aria-invalid')).toBe('true')
    const message = screen.getByRole('alert')
    expect(message.textContent).toBe('Invalid email')
    expect(input.getAttribute('aria-describedby')).toBe(message.id)
  })

  it('disabled: disables the input', () => {
    render(<Input label="Email" value="" onChange={() => {}} disabled />)
    expect((screen.getByRole('textbox') as HTMLInputElement).disabled).toBe(true)
  })

  it('onKeyDown and ref: reach the input', () => {
    const onKeyDown = vi.fn()
    const ref = createRef<HTMLInputElement>()
    render(<Input label="Email" value="" onChange={() => {}} onKeyDown={onKeyDown} ref={ref} />)
    fireEvent.keyDown(screen.getByRole('textbox'), { key: 'Enter' })
    expect(onKeyDown).toHaveBeenCalledOnce()
    expect(ref.current).toBe(screen.getByRole('textbox'))
  })

  it('icon: drawn at the start of the field, hidden from assistive technology', () => {
    const { container } = render(
      <Input label="Search wallet" hideLabel icon="search" value="" onChange={() => {}} />,
    )
    const input = screen.getByRole('textbox', { name: 'Search wallet' })
    expect(input.className).toBe('atr-input atr-input--with-icon')
    expect(input.previousElementSibling?.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true')
    expect(container.querySelectorAll('svg')).toHaveLength(1)
  })
})
