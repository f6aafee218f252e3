import { afterEach, describe, expect, it, vi } from 'vitest'
import { afterNextPaint } from './afterNextPaint.js'

afterEach(() => {
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

/** A stand-in frame loop: `paint()` runs the frame callbacks, as a browser does before it paints. */
function stubFrames() {
  const callbacks = new Map<number, () => void>()
  let next = 1
  vi.stubGlobal('requestAnimationFrame', (callback: () => void) => {
    callbacks.set(next, callback)
    return next++
  })
  vi.stubGlobal('cancelAnimationFrame', (id: number) => callbacks.delete(id))
  return {
    paint() {
      const due = [...callbacks.values()]
      callbacks.clear()
      for (const callback of due) callback()
    },
  }
}

describe('afterNextPaint', () => {
  it('runs in a task after the next frame, not before it', () => {
    vi.useFakeTimers()
    const frames = stubFrames()
    const callback = vi.fn()
    afterNextPaint(callback)
    vi.runAllTimers()
    expect(callback).not.toHaveBeenCalled()
    frames.paint()
    expect(callback).not.toHaveBeenCalled()
    vi.runAllTimers()
    expect(callback).toHaveBeenCalledOnce()
  })

  it('does not run once cancelled, before or after the frame', () => {
    vi.useFakeTimers()
    const frames = stubFrames()
    const beforeFrame = vi.fn()
    const afterFrame = vi.fn()
    afterNextPaint(beforeFrame)()
    const cancelAfterFrame = afterNextPaint(afterFrame)
    frames.paint()
    cancelAfterFrame()
    vi.runAllTimers()
    expect(beforeFrame).not.toHaveBeenCalled()
    expect(afterFrame).not.toHaveBeenCalled()
  })

  it('runs after the current task where there are no frames (the server)', async () => {
    const callback = vi.fn()
    afterNextPaint(callback)
    expect(callback).not.toHaveBeenCalled()
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(callback).toHaveBeenCalledOnce()
  })
})
