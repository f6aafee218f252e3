import { SNACKBAR_VARIANTS } from '@atrium/common'
import { describe, expect, it } from 'vitest'
import { createSnackbarStore } from './createSnackbarStore.js'

describe('createSnackbarStore', () => {
  it('starts closed and empty', () => {
    expect(createSnackbarStore().getState()).toEqual({
      open: false,
      message: '',
      variant: 'success',
      sequence: 0,
    })
  })

  it('[UI-008] the variants are success, error and loading', () => {
    expect(SNACKBAR_VARIANTS).toEqual(['success', 'error', 'loading'])
    for (const variant of SNACKBAR_VARIANTS) {
      expect(createSnackbarStore({ variant }).getState().variant).toBe(variant)
    }
  })
})
