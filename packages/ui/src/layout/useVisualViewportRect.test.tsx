import { act, cleanup, renderHook } from '@testing-library/react'
import { afterEach, expect, it } from 'vitest'
import { useVisualViewportRect } from './useVisualViewportRect.js'

/** A stand-in for `window.visualViewport`, which happy-dom lacks: its box and its events. */
function installVisualViewport(box: {
  offsetLeft: number
  offsetTop: number
  width: number
  height: number
}) {
  const viewport = Object.assign(new EventTarget(), box)
  Object.defineProperty(window, 'visualViewport', { configurable: true, value: viewport })
  return viewport
}

function Probe() {
  return <span>{String(useVisualViewportRect())}</span>
}

afterEach(() => {
  cleanup()
  Reflect.deleteProperty(window, 'visualViewport')
})

it("is the visual viewport's box and follows its resize and scroll events", () => {
  const viewport = installVisualViewport({ offsetLeft: 0, offsetTop: 0, width: 390, height: 844 })
  const { result } = renderHook(() => useVisualViewportRect())
  expect(result.current).toEqual({ left: 0, top: 0, width: 390, height: 844 })

  act(() => {
    viewport.offsetLeft = 340
    viewport.dispatchEvent(new Event('scroll'))
  })
  expect(result.current).toEqual({ left: 340, top: 0, width: 390, height: 844 })
  act(() => {
    Object.assign(viewport, { offsetTop: 12, width: 195, height: 422 })
    viewport.dispatchEvent(new Event('resize'))
  })
  expect(result.current).toEqual({ left: 340, top: 12, width: 195, height: 422 })
})

it('keeps the same object while the box is unchanged', () => {
  const viewport = installVisualViewport({ offsetLeft: 0, offsetTop: 0, width: 390, height: 844 })
  const { result, rerender } = renderHook(() => useVisualViewportRect())
  const first = result.current
  rerender()
  act(() => viewport.dispatchEvent(new Event('resize')))
  expect(result.current).toBe(first)
})

it('is undefined without visualViewport and on the server', async () => {
  expect(renderHook(() => useVisualViewportRect()).result.current).toBeUndefined()
  installVisualViewport({ offsetLeft: 0, offsetTop: 0, width: 390, height: 844 })
  const { renderToString } = await import('react-dom/server')
  expect(renderToString(<Probe />)).toBe('<span>undefined</span>')
})
