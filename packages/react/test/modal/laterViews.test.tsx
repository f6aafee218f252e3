import { NETWORKS_VIEW, pushView } from '@atrium/core'
import { act, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { getLoadedLaterViews } from '../../src/modal/loadLaterViews.js'
import { ModalRoot } from '../../src/modal/ModalRoot.js'
import { createSubject } from '../helpers/createSubject.test-helper.js'
import { renderWithAppKit } from '../helpers/renderWithAppKit.test-helper.js'

// This file's module instance starts with the later views not loaded: it is the only one that
// does not preload them, so it sees what a user on a slow network sees.
describe('the views after Connect', () => {
  it('show a labelled spinner in the modal body until their chunk arrives, then the view, which gets the focus', async () => {
    expect(getLoadedLaterViews()).toBeUndefined()
    const subject = createSubject()
    renderWithAppKit(subject.appKit, <ModalRoot />)
    act(() => subject.appKit.open())
    const dialog = screen.getByRole('dialog')
    expect(within(dialog).getByRole('heading', { name: 'Connect wallet' })).toBeTruthy()
    act(() => pushView(subject.stores, { view: NETWORKS_VIEW }))
    // The header is the shell's: it is there at once.
    expect(within(dialog).getByRole('heading', { name: 'Choose network' })).toBeTruthy()
    expect(within(dialog).getByRole('status').textContent).toBe('Loading')
    const list = await within(dialog).findByRole('list', { name: 'Networks' })
    expect(within(dialog).queryByText('Loading')).toBeNull()
    expect(getLoadedLaterViews()).toBeDefined()
    // Keyboard users land in the view that arrived, not on the page behind the modal.
    await waitFor(() => expect(list.contains(document.activeElement)).toBe(true))
  })
})
