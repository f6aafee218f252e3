import { describe, expect, it } from 'vitest'
import { createModalStore } from './createModalStore.js'
import { setModalLoading } from './setModalLoading.js'

describe('setModalLoading', () => {
  it('loading: shows and hides the loading state', () => {
    const modal = createModalStore()
    setModalLoading({ modal }, { loading: true })
    expect(modal.getState().loading).toBe(true)
    setModalLoading({ modal }, { loading: false })
    expect(modal.getState().loading).toBe(false)
  })
})
