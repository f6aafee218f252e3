import { describe, expect, it } from 'vitest'
import { createSnackbarStore } from './createSnackbarStore.js'
import { reduceAutoHide, reduceHide, reduceShowRequest, reduceShowScheduled } from './transitions.js'

const closed = createSnackbarStore().getState()
const content = { message: 'Transaction started', variant: 'success' } as const

describe('snackbar transitions', () => {
  it('[UI-008] a request with nothing open shows at once', () => {
    expect(reduceShowRequest(closed, content)).toEqual({ ...content, open: true, sequence: 1 })
  })

  it('[UI-009] a request while open closes the open one and keeps its content for now', () => {
    const open = { ...closed, ...content, open: true, sequence: 1 }
    expect(reduceShowRequest(open, { message: 'Something went wrong', variant: 'error' })).toEqual({
      ...content,
      open: false,
      sequence: 2,
    })
  })

  it('[UI-009] a scheduled show applies only for its own sequence', () => {
    const waiting = { ...closed, sequence: 2 }
    const next = { message: 'x', variant: 'error', sequence: 2 } as const
    expect(reduceShowScheduled(waiting, next)).toMatchObject({ open: true, message: 'x', variant: 'error' })
    expect(reduceShowScheduled({ ...waiting, sequence: 3 }, next).open).toBe(false)
  })

  it('hide closes, keeps the content and invalidates pending timers', () => {
    const open = { ...closed, ...content, open: true, sequence: 1 }
    expect(reduceHide(open)).toEqual({ ...content, open: false, sequence: 2 })
  })

  it('auto-hide applies only to the snackbar it was scheduled for', () => {
    const open = { ...closed, ...content, open: true, sequence: 4 }
    expect(reduceAutoHide(open, { sequence: 4 }).open).toBe(false)
    expect(reduceAutoHide(open, { sequence: 3 })).toBe(open)
  })
})
