/**
 * Runs `callback` in a task after the next frame is painted (or after the current task where there
 * are no frames: on the server, in a hidden tab's throttled frames it still runs once the frame
 * comes). For work the user does not see in that frame, such as starting the downloads of the next
 * views: begun inside the task that opens the modal, each download request delays its first frame.
 * Returns a function that cancels it if it has not run.
 *
 * @example
 * useEffect(() => afterNextPaint(() => void loadLaterViews()), [])
 */
export function afterNextPaint(callback: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined
  if (typeof requestAnimationFrame !== 'function') {
    timer = setTimeout(callback, 0)
    return () => clearTimeout(timer)
  }
  // A frame callback runs before that frame's style, layout and paint; a task queued there runs after them.
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(callback, 0)
  })
  return () => {
    cancelAnimationFrame(frame)
    clearTimeout(timer)
  }
}
