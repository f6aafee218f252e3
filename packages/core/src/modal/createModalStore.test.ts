import { describe, expect, it } from 'vitest'
import { createModalStore } from './createModalStore.js'

describe('createModalStore', () => {
  it('starts closed, not loading, not shaking, for every namespace', () => {
    expect(createModalStore().getState()).toEqual({
      isOpen: false,
      loading: false,
      shake: false,
      shakeSequence: 0,
      namespace: undefined,
    })
  })

  it('initial: given fields override the defaults', () => {
    expect(createModalStore({ isOpen: true, namespace: 'solana' }).getState()).toMatchObject({
      isOpen: true,
      namespace: 'solana',
    })
  })

  it('several stores on one page are independent', () => {
    const first = createModalStore()
    first.setState({ isOpen: true })
    expect(createModalStore().getState().isOpen).toBe(false)
  })
})
