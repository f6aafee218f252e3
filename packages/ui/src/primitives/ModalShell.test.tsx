import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ModalShell, type ModalShellProps } from './ModalShell.js'

afterEach(() => {
  cleanup()
  document.body.replaceChildren()
})

type DemoProps = Partial<ModalShellProps> & { inShadowRoot?: boolean }

/** An opener button and the shell, as a modal's caller would wire them. */
function Demo({ children, ...props }: DemoProps) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <ModalShell
        open={open}
        onClose={() => setOpen(false)}
        labelledBy="title"
        header={
          <>
            <h2 id="title">Connect wallet</h2>
            <button type="button" onClick={() => setOpen(false)}>
              Close
            </button>
          </>
        }
        {...props}
      >
        {children ?? (
          <>
            <button type="button">Wallet A</button>
            <button type="button">Wallet B</button>
          </>
        )}
      </ModalShell>
    </>
  )
}

function focused(root: Document | ShadowRoot = document): string | null {
  return root.activeElement?.textContent ?? null
}

/** Lets the dialog's first frame run and be painted: the initial focus moves in the task after it. */
function nextFrame() {
  return act(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(() => resolve(), 0))),
  )
}

async function openDemo(props: DemoProps = {}) {
  const view = render(<Demo {...props} />)
  const opener = screen.getByRole('button', { name: 'Open' })
  opener.focus()
  fireEvent.click(opener)
  await nextFrame()
  return { ...view, opener, dialog: screen.getByRole('dialog') }
}

describe('ModalShell', () => {
  it('open false: renders nothing', () => {
    const { container } = render(
      <ModalShell open={false} onClose={() => {}} labelledBy="t">
        x
      </ModalShell>,
    )
    expect(container.innerHTML).toBe('')
  })

  it('prerender: while closed the dialog is built but hidden, neither shown nor announced, and its effects wait', () => {
    const onClose = vi.fn()
    const { container } = render(
      <ModalShell open={false} prerender onClose={onClose} labelledBy="t">
        <button type="button">Wallet A</button>
      </ModalShell>,
    )
    const overlay = container.querySelector('.atr-overlay') as HTMLElement
    expect(overlay.querySelector('[role="dialog"]')).not.toBeNull()
    expect(overlay.style.display).toBe('none')
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(screen.queryByRole('button', { name: 'Wallet A' })).toBeNull()
    // No key handler yet: Escape on the page is not the dialog's.
    fireEvent.keyDown(document.body, { key: 'Escape' })
    expect(onClose).not.toHaveBeenCalled()
  })

  it('prerender: the open reveals the pre-rendered dialog (the same elements) and starts its effects', async () => {
    const { container } = render(<Demo prerender />)
    const built = container.querySelector('[role="dialog"]') as HTMLElement
    const opener = screen.getByRole('button', { name: 'Open' })
    opener.focus()
    fireEvent.click(opener)
    expect(screen.getByRole('dialog')).toBe(built)
    expect((built.parentElement as HTMLElement).style.display).toBe('')
    await nextFrame()
    expect(focused()).toBe('Close')
    fireEvent.keyDown(document.activeElement as Element, { key: 'Escape' })
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(document.activeElement).toBe(opener)
  })

  it("prerender: a letter in each of the kit's text styles is laid out unseen and unannounced until the open", () => {
    const { container } = render(<Demo prerender />)
    const samples = container.querySelector('.atr-type-samples') as HTMLElement
    expect(samples.getAttribute('aria-hidden')).toBe('true')
    expect([...samples.children].map((sample) => sample.className)).toEqual(
      expect.arrayContaining(['atr-text atr-text--title', 'atr-list-item-title', 'atr-wallet-tile-name']),
    )
    fireEvent.click(screen.getByRole('button', { name: 'Open' }))
    expect(container.querySelector('.atr-type-samples')).toBeNull()
  })

  it('without prerender, nothing renders while closed', () => {
    const { container } = render(<Demo />)
    expect(container.querySelector('.atr-type-samples')).toBeNull()
    expect(container.querySelector('.atr-overlay')).toBeNull()
  })

  it('is a modal dialog labelled by labelledBy, over a backdrop, rendered in place', async () => {
    const { container, dialog } = await openDemo({ describedBy: 'hint', children: <p id="hint">Pick one</p> })
    expect(dialog.getAttribute('aria-modal')).toBe('true')
    expect(screen.getByRole('dialog', { name: 'Connect wallet' })).toBe(dialog)
    expect(dialog.getAttribute('aria-describedby')).toBe('hint')
    expect(container.contains(dialog)).toBe(true)
    expect(dialog.parentElement?.className).toBe('atr-root atr-overlay')
  })

  it('moves focus to the first focusable element once its first frame is painted, not in the render or that frame', async () => {
    render(<Demo />)
    const opener = screen.getByRole('button', { name: 'Open' })
    opener.focus()
    fireEvent.click(opener)
    expect(document.activeElement).toBe(opener)
    // A frame callback queued after the open runs in the dialog's first frame, before its paint.
    const inFirstFrame = await act(
      () =>
        new Promise<Element | null>((resolve) =>
          requestAnimationFrame(() => resolve(document.activeElement)),
        ),
    )
    expect(inFirstFrame).toBe(opener)
    await nextFrame()
    expect(focused()).toBe('Close')
  })

  it('the initial focus does not scroll (the enter animation still holds the dialog partly off screen)', async () => {
    const focus = vi.spyOn(HTMLElement.prototype, 'focus')
    try {
      await openDemo()
      expect(focused()).toBe('Close')
      expect(focus).toHaveBeenLastCalledWith({ preventScroll: true })
    } finally {
      focus.mockRestore()
    }
  })

  it('keeps a focus the user moved inside before that frame', async () => {
    render(<Demo />)
    fireEvent.click(screen.getByRole('button', { name: 'Open' }))
    screen.getByRole('button', { name: 'Wallet B' }).focus()
    await nextFrame()
    expect(focused()).toBe('Wallet B')
  })

  it('closed before its first frame: focus stays where it was', async () => {
    render(<Demo />)
    const opener = screen.getByRole('button', { name: 'Open' })
    opener.focus()
    fireEvent.click(opener)
    fireEvent.keyDown(opener, { key: 'Escape' })
    expect(screen.queryByRole('dialog')).toBeNull()
    await nextFrame()
    expect(document.activeElement).toBe(opener)
  })

  it('data-autofocus: that element gets the initial focus', async () => {
    await openDemo({
      children: (
        <>
          <button type="button">Wallet A</button>
          <button type="button" data-autofocus>
            Wallet B
          </button>
        </>
      ),
    })
    expect(focused()).toBe('Wallet B')
  })

  it('with nothing focusable: focuses the dialog itself', async () => {
    render(
      <ModalShell open onClose={() => {}} labelledBy="t">
        <p id="t">Loading</p>
      </ModalShell>,
    )
    await nextFrame()
    expect(document.activeElement).toBe(screen.getByRole('dialog'))
  })

  it('Tab on the last element cycles to the first; Shift+Tab on the first to the last', async () => {
    await openDemo()
    screen.getByRole('button', { name: 'Wallet B' }).focus()
    fireEvent.keyDown(document.activeElement as Element, { key: 'Tab' })
    expect(focused()).toBe('Close')
    fireEvent.keyDown(document.activeElement as Element, { key: 'Tab', shiftKey: true })
    expect(focused()).toBe('Wallet B')
  })

  it('Tab in the middle is left to the browser', async () => {
    await openDemo()
    const event = fireEvent.keyDown(document.activeElement as Element, { key: 'Tab' })
    expect(event).toBe(true)
    expect(focused()).toBe('Close')
  })

  it('Tab with focus lost to the body brings it back inside', async () => {
    await openDemo()
    ;(document.activeElement as HTMLElement).blur()
    fireEvent.keyDown(document.body, { key: 'Tab' })
    expect(focused()).toBe('Close')
  })

  it('focus moving outside the dialog is brought back', async () => {
    const { opener } = await openDemo()
    opener.focus()
    expect(focused()).toBe('Close')
  })

  it('Escape calls onClose', () => {
    const onClose = vi.fn()
    render(
      <ModalShell open onClose={onClose} labelledBy="t">
        <button type="button">A</button>
      </ModalShell>,
    )
    fireEvent.keyDown(screen.getByRole('button'), { key: 'Escape' })
    expect(onClose).toHaveBeenCalledOnce()
  })

  it('onClose: the callback of the latest render is the one called', () => {
    const first = vi.fn()
    const latest = vi.fn()
    const { rerender } = render(
      <ModalShell open onClose={first} labelledBy="t">
        <button type="button">A</button>
      </ModalShell>,
    )
    rerender(
      <ModalShell open onClose={latest} labelledBy="t">
        <button type="button">A</button>
      </ModalShell>,
    )
    fireEvent.keyDown(screen.getByRole('button'), { key: 'Escape' })
    expect([first.mock.calls.length, latest.mock.calls.length]).toEqual([0, 1])
  })

  it('Escape already handled inside (defaultPrevented) does not close', () => {
    const onClose = vi.fn()
    render(
      <ModalShell open onClose={onClose} labelledBy="t">
        <input aria-label="Search" onKeyDown={(event) => event.preventDefault()} />
      </ModalShell>,
    )
    fireEvent.keyDown(screen.getByRole('textbox'), { key: 'Escape' })
    expect(onClose).not.toHaveBeenCalled()
  })

  it('restores focus to the opener when it closes', async () => {
    const { opener } = await openDemo()
    fireEvent.keyDown(document.activeElement as Element, { key: 'Escape' })
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(document.activeElement).toBe(opener)
  })

  it('a click on the backdrop closes; a click inside, or a drag from inside to the backdrop, does not', async () => {
    const { dialog } = await openDemo()
    const backdrop = dialog.parentElement as HTMLElement
    fireEvent.mouseDown(dialog)
    fireEvent.click(dialog)
    fireEvent.mouseDown(screen.getByRole('button', { name: 'Wallet A' }))
    fireEvent.click(backdrop)
    expect(screen.queryByRole('dialog')).not.toBeNull()
    fireEvent.mouseDown(backdrop)
    fireEvent.click(backdrop)
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('shake: adds the shake animation class while true', () => {
    const { rerender } = render(
      <ModalShell open onClose={() => {}} labelledBy="t" shake>
        x
      </ModalShell>,
    )
    expect(screen.getByRole('dialog').className).toBe('atr-modal atr-shake')
    rerender(
      <ModalShell open onClose={() => {}} labelledBy="t">
        x
      </ModalShell>,
    )
    expect(screen.getByRole('dialog').className).toBe('atr-modal')
  })

  it('narrow: renders as a bottom sheet', () => {
    render(
      <ModalShell open onClose={() => {}} labelledBy="t" narrow>
        x
      </ModalShell>,
    )
    const dialog = screen.getByRole('dialog')
    expect(dialog.className).toBe('atr-modal atr-modal--sheet')
    expect(dialog.parentElement?.className).toBe('atr-root atr-overlay atr-overlay--sheet')
  })

  it("the backdrop covers the visual viewport and follows it, not the page's layout viewport", () => {
    // A phone showing 390 × 844 px of a page 800 px wide, panned to its right: happy-dom has no visualViewport.
    const viewport = Object.assign(new EventTarget(), {
      offsetLeft: 410,
      offsetTop: 0,
      width: 390,
      height: 844,
    })
    Object.defineProperty(window, 'visualViewport', { configurable: true, value: viewport })
    try {
      render(
        <ModalShell open onClose={() => {}} labelledBy="t" narrow>
          x
        </ModalShell>,
      )
      const backdrop = screen.getByRole('dialog').parentElement as HTMLElement
      expect(backdrop.style.cssText).toBe('left: 410px; top: 0px; width: 390px; height: 844px;')
      act(() => {
        Object.assign(viewport, { offsetLeft: 0, offsetTop: 120 })
        viewport.dispatchEvent(new Event('scroll'))
      })
      expect(backdrop.style.cssText).toBe('left: 0px; top: 120px; width: 390px; height: 844px;')
    } finally {
      Reflect.deleteProperty(window, 'visualViewport')
    }
  })

  it('header: rendered above the body', async () => {
    await openDemo()
    const dialog = screen.getByRole('dialog')
    expect(dialog.firstElementChild?.className).toBe('atr-modal-header')
    expect(within(dialog.firstElementChild as HTMLElement).getByRole('heading').textContent).toBe(
      'Connect wallet',
    )
  })

  describe('inside a shadow root', () => {
    async function openInShadowRoot() {
      const pageButton = document.createElement('button')
      pageButton.textContent = 'Page opener'
      const host = document.createElement('div')
      document.body.append(pageButton, host)
      const shadowRoot = host.attachShadow({ mode: 'open' })
      const container = document.createElement('div')
      shadowRoot.append(container)
      const view = render(<Demo />, { container })
      const opener = within(container).getByRole('button', { name: 'Open' })
      opener.focus()
      fireEvent.click(opener)
      await nextFrame()
      return { ...view, shadowRoot, pageButton, opener, container }
    }

    it('traps Tab using the shadow root’s active element', async () => {
      const { shadowRoot, container } = await openInShadowRoot()
      expect(focused(shadowRoot)).toBe('Close')
      within(container).getByRole('button', { name: 'Wallet B' }).focus()
      fireEvent.keyDown(shadowRoot.activeElement as Element, { key: 'Tab' })
      expect(focused(shadowRoot)).toBe('Close')
      fireEvent.keyDown(shadowRoot.activeElement as Element, { key: 'Tab', shiftKey: true })
      expect(focused(shadowRoot)).toBe('Wallet B')
    })

    it('keeps focus inside when the page tries to take it', async () => {
      const { shadowRoot, pageButton } = await openInShadowRoot()
      pageButton.focus()
      expect(focused(shadowRoot)).toBe('Close')
    })

    it('Escape closes and focus returns to the opener inside the shadow root', async () => {
      const { shadowRoot, opener, container } = await openInShadowRoot()
      fireEvent.keyDown(shadowRoot.activeElement as Element, { key: 'Escape' })
      expect(within(container).queryByRole('dialog')).toBeNull()
      expect(shadowRoot.activeElement).toBe(opener)
    })

    it('opened from a button of the page: focus returns to that button', async () => {
      const pageButton = document.createElement('button')
      document.body.append(pageButton)
      const host = document.createElement('div')
      document.body.append(host)
      const container = host.attachShadow({ mode: 'open' }).appendChild(document.createElement('div'))
      pageButton.focus()
      const { rerender } = render(
        <ModalShell open onClose={() => {}} labelledBy="t">
          <button type="button">Inside</button>
        </ModalShell>,
        { container },
      )
      await nextFrame()
      expect(document.activeElement).toBe(host)
      act(() =>
        rerender(
          <ModalShell open={false} onClose={() => {}} labelledBy="t">
            <button type="button">Inside</button>
          </ModalShell>,
        ),
      )
      expect(document.activeElement).toBe(pageButton)
    })
  })
})
