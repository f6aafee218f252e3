import { describe, expect, it } from 'vitest'
import { closeModal } from './closeModal.js'
import { createModalStore } from './createModalStore.js'

describe('closeModal', () => {
  it('closes the modal', () => {
    const modal = createModalStore({ isOpen: true, shake: true })
    closeModal({ modal })
    expect(modal.getState()).toMatchObject({ isOpen: false, shake: false })
  })
})
