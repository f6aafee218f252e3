import { act, cleanup, renderHook } from '@testing-library/react'
import { afterEach, expect, it } from 'vitest'
import { BOTTOM_SHEET_MAX_WIDTH_PX, useIsNarrowViewport } from './useIsNarrowViewport.js'

function Probe() {
  return <span>{String(useIsNarrowViewport())}</span>
}

type HappyDomWindow = Window & {
  happyDOM: { setViewport(viewport: { width: number; height: number }): void }
}
const setViewportWidth = (width: number) =>
  (window as unknown as HappyDomWindow).happyDOM.setViewport({ width, height: 800 })

afterEach(() => {
  cleanup()
  setViewportWidth(1024)
})

it('is false on a wide viewport and follows resizes below 430 px', () => {
  expect(BOTTOM_SHEET_MAX_WIDTH_PX).toBe(430)
  const { result } = renderHook(() => useIsNarrowViewport())
  expect(result.current).toBe(false)
  act(() => setViewportWidth(429))
  expect(result.current).toBe(true)
  act(() => setViewportWidth(430))
  expect(result.current).toBe(false)
})

it('renders false on the server', async () => {
  const { renderToString } = await import('react-dom/server')
  setViewportWidth(320)
  expect(renderToString(<Probe />)).toBe('<span>false</span>')
})
