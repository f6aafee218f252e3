import { describe, expect, it } from 'vitest'
import { createModalStore } from './createModalStore.js'
import { selectIsModalLoading, selectIsModalOpen, selectIsModalShaking } from './selectors.js'

describe('modal selectors', () => {
  it('read the flags as primitives', () => {
    const state = createModalStore({ isOpen: true, loading: true }).getState()
    expect([selectIsModalOpen(state), selectIsModalLoading(state), selectIsModalShaking(state)]).toEqual([
      true,
      true,
      false,
    ])
  })
})
