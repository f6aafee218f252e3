// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import { installLayout } from './installLayout.js'

let restore: (() => void) | undefined

afterEach(() => {
  restore?.()
  restore = undefined
})

describe('installLayout', () => {
  it('observed elements are reported with their laid-out size, after observe returns', async () => {
    restore = installLayout((element) => ({ width: 100, height: element.id === 'tall' ? 400 : 20 }))
    const element = document.createElement('div')
    element.id = 'tall'
    const reports: unknown[] = []
    new ResizeObserver((entries) => {
      for (const entry of entries) reports.push([entry.target, entry.contentRect.height])
    }).observe(element)
    expect(reports).toEqual([])
    await Promise.resolve()
    expect(reports).toEqual([[element, 400]])
  })

  it('an element has its parent as offset parent until restored', () => {
    const parent = document.createElement('div')
    const child = parent.appendChild(document.createElement('span'))
    restore = installLayout(() => ({ width: 0, height: 0 }))
    expect(child.offsetParent).toBe(parent)
    restore()
    restore = undefined
    expect(child.offsetParent).not.toBe(parent)
  })
})
