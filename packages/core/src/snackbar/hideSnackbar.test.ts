import { describe, expect, it } from 'vitest'
import { createSnackbarStore } from './createSnackbarStore.js'
import { hideSnackbar } from './hideSnackbar.js'

describe('hideSnackbar', () => {
  it('closes the snackbar and keeps its content', () => {
    const snackbar = createSnackbarStore({ open: true, message: 'x', variant: 'error' })
    hideSnackbar({ snackbar })
    expect(snackbar.getState()).toMatchObject({ open: false, message: 'x', variant: 'error' })
  })
})
