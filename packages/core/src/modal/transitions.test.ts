import { describe, expect, it } from 'vitest'
import { createModalStore } from './createModalStore.js'
import { reduceClose, reduceLoading, reduceOpen, reduceShakeEnd, reduceShakeStart } from './transitions.js'

const closed = createModalStore().getState()

describe('modal transitions', () => {
  it('open sets isOpen and the namespace', () => {
    expect(reduceOpen(closed, { namespace: 'eip155' })).toMatchObject({ isOpen: true, namespace: 'eip155' })
  })

  it('close clears isOpen and shake; closing a closed modal returns the same state', () => {
    const open = { ...closed, isOpen: true, shake: true }
    expect(reduceClose(open)).toMatchObject({ isOpen: false, shake: false })
    expect(reduceClose(closed)).toBe(closed)
  })

  it('loading sets the flag; setting the same value returns the same state', () => {
    expect(reduceLoading(closed, { loading: true }).loading).toBe(true)
    expect(reduceLoading(closed, { loading: false })).toBe(closed)
  })

  it('[UI-005] a shake ends only by the timer of the latest shake', () => {
    const first = reduceShakeStart(closed)
    const second = reduceShakeStart(first)
    expect(second).toMatchObject({ shake: true, shakeSequence: 2 })
    expect(reduceShakeEnd(second, { sequence: 1 })).toBe(second)
    expect(reduceShakeEnd(second, { sequence: 2 }).shake).toBe(false)
  })
})
