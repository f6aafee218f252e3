import { afterEach, describe, expect, it } from 'vitest'
import { getDeepActiveElement } from './getDeepActiveElement.js'

afterEach(() => {
  document.body.replaceChildren()
})

describe('getDeepActiveElement', () => {
  it('returns the focused element of the document', () => {
    const input = document.body.appendChild(document.createElement('input'))
    input.focus()
    expect(getDeepActiveElement(document)).toBe(input)
  })

  it('descends through nested shadow roots', () => {
    const outer = document.body.appendChild(document.createElement('div'))
    const inner = outer.attachShadow({ mode: 'open' }).appendChild(document.createElement('div'))
    const button = inner.attachShadow({ mode: 'open' }).appendChild(document.createElement('button'))
    button.focus()
    expect(document.activeElement).toBe(outer)
    expect(getDeepActiveElement(document)).toBe(button)
  })

  it('returns null when only the body is focused', () => {
    expect(getDeepActiveElement(document)).toBeNull()
  })
})
