import { act, fireEvent, render, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { useAppKit } from '../../src/exports/react.js'
import type { AppKit } from '../../src/instance/buildAppKit.js'
import { hasRequestedModalChunk } from '../../src/modal/loadModalChunk.js'
import { createSubject, getModalShadowRoot } from '../helpers/createSubject.test-helper.js'

let appKit: AppKit | undefined

/** A dApp's own button, preparing the modal as the pointer reaches it. */
function OwnButton() {
  const { open, prepareOpen } = useAppKit()
  return (
    <button type="button" onPointerEnter={prepareOpen} onClick={() => open()}>
      Connect
    </button>
  )
}

describe("useAppKit's prepareOpen", () => {
  afterEach(() => {
    appKit?.destroy()
    appKit = undefined
  })

  it("loads and mounts the modal closed when the pointer reaches a dApp's own button; the click then opens it at once", async () => {
    appKit = createSubject().appKit
    const view = render(<OwnButton />)
    await appKit.ready
    expect(hasRequestedModalChunk()).toBe(false)
    fireEvent.pointerEnter(view.getByRole('button'))
    expect(hasRequestedModalChunk()).toBe(true)
    await waitFor(() => expect(getModalShadowRoot()?.querySelector('[role="dialog"]')).toBeTruthy())
    const shadowRoot = getModalShadowRoot() as unknown as HTMLElement
    expect(within(shadowRoot).queryByRole('dialog')).toBeNull()
    expect(appKit.getState()).toMatchObject({ open: false, loading: false })
    act(() => view.getByRole('button').click())
    // No chunk to wait for: the dialog shows in the click's own task.
    expect(within(shadowRoot).getByRole('dialog')).toBeTruthy()
    expect(appKit.getState()).toMatchObject({ open: true, loading: false })
  })
})
