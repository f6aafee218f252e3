import { getLoadedLaterViews } from '@atrium/react/internal'
import { act, fireEvent, render, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ConnectButton } from '../../src/exports/react.js'
import type { AppKit } from '../../src/instance/buildAppKit.js'
import { hasRequestedModalChunk } from '../../src/modal/loadModalChunk.js'
import { createSubject, getModalShadowRoot } from '../helpers/createSubject.test-helper.js'

let appKit: AppKit | undefined

describe('the lazily loaded modal', () => {
  afterEach(() => {
    appKit?.destroy()
    appKit = undefined
    vi.restoreAllMocks()
  })

  // Runs first in this file: the chunk flag belongs to this file's module instance.
  it('start-up and a rendered ConnectButton load no view code and make no request', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch')
    appKit = createSubject({ options: { features: { analytics: true } } }).appKit
    render(<ConnectButton />)
    await appKit.ready
    expect(hasRequestedModalChunk()).toBe(false)
    expect(document.querySelector('atrium-modal')).toBeNull()
    expect(fetch).not.toHaveBeenCalled()
  })

  // Runs second: the first test proved the flag false until now.
  it('reaching for the ConnectButton (the pointer enters it) loads the chunk and mounts the modal closed; the click then only opens it', async () => {
    appKit = createSubject().appKit
    render(<ConnectButton />)
    const button = await waitFor(() => {
      const found = document.querySelector('[data-atrium-host]')?.shadowRoot?.querySelector('button')
      expect(found).toBeTruthy()
      return found as HTMLButtonElement
    })
    expect(hasRequestedModalChunk()).toBe(false)
    fireEvent.pointerEnter(button)
    expect(hasRequestedModalChunk()).toBe(true)
    // Mounted closed, the dialog pre-rendered hidden: nothing is shown or announced.
    const prerendered = await waitFor(() => {
      const dialog = getModalShadowRoot()?.querySelector('[role="dialog"]')
      expect(dialog).toBeTruthy()
      return dialog
    })
    const shadowRoot = getModalShadowRoot() as unknown as HTMLElement
    expect(within(shadowRoot).queryByRole('dialog')).toBeNull()
    expect(appKit.getState()).toMatchObject({ open: false, loading: false })
    // The open reveals it in the click's own task: no chunk to wait for, no loading state, no new dialog.
    act(() => appKit?.open())
    expect(within(shadowRoot).getByRole('dialog')).toBe(prerendered)
    expect(appKit.getState().loading).toBe(false)
    // Once open, the views after Connect download in the background.
    await waitFor(() => expect(getLoadedLaterViews()).toBeDefined())
  })

  it('the first open loads the chunk and mounts the modal in an open shadow root', async () => {
    appKit = createSubject().appKit
    act(() => appKit?.open())
    expect(hasRequestedModalChunk()).toBe(true)
    await waitFor(() => expect(getModalShadowRoot()).toBeDefined())
    const host = document.querySelector('atrium-modal')
    expect(host?.parentElement).toBe(document.body)
    expect(host?.getAttribute('style')).toContain('all: initial')
    const shadowRoot = getModalShadowRoot() as ShadowRoot
    expect(shadowRoot.mode).toBe('open')
    const dialog = await within(shadowRoot as unknown as HTMLElement).findByRole('dialog')
    expect(within(dialog).getByRole('heading', { name: 'Connect wallet' })).toBeTruthy()
    // Nothing of the modal is in the page's light DOM.
    expect(document.body.querySelector('[role="dialog"]')).toBeNull()
    expect(appKit.getState().loading).toBe(false)
  })

  it('[UI-002][UI-003][UI-004] the shadow root carries the theme and follows changes live', async () => {
    appKit = createSubject({ options: { themeMode: 'light' } }).appKit
    act(() => appKit?.open())
    await waitFor(() => expect(getModalShadowRoot()?.querySelector('style')).toBeTruthy())
    const style = () => getModalShadowRoot()?.querySelector('style')?.textContent ?? ''
    expect(style()).toContain(':host{all:initial}')
    expect(style()).toContain('--atrium-accent:hsla(231,100%,70%,1)')
    expect(style()).toContain('--atrium-background:#ffffff')
    expect(style()).toContain('--atrium-modal-width:360px')
    expect(style()).toContain('--atrium-z-index:999')
    act(() => appKit?.setThemeMode('dark'))
    expect(style()).toContain('--atrium-accent:hsla(230,100%,67%,1)')
    expect(style()).toContain('--atrium-background:#121313')
    act(() => appKit?.setThemeVariables({ accent: '#ff0000' }))
    expect(style()).toContain('--atrium-accent:#ff0000')
  })

  it('opens once mounted again without loading anything new; destroy removes the host', async () => {
    appKit = createSubject().appKit
    act(() => appKit?.open())
    await waitFor(() => expect(getModalShadowRoot()).toBeDefined())
    act(() => appKit?.close())
    act(() => appKit?.open({ view: 'Networks' }))
    expect(document.querySelectorAll('atrium-modal')).toHaveLength(1)
    const shadowRoot = getModalShadowRoot() as unknown as HTMLElement
    await within(shadowRoot).findByRole('heading', { name: 'Choose network' })
    appKit.destroy()
    appKit = undefined
    await waitFor(() => expect(document.querySelector('atrium-modal')).toBeNull())
  })
})
