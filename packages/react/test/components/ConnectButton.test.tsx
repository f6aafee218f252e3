import { getReadText } from '@atrium/testing/unit'
import { act, fireEvent, render, waitFor, within } from '@testing-library/react'
import { Profiler, type ReactNode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { ConnectButton } from '../../src/components/ConnectButton.js'
import { NetworkButton } from '../../src/components/NetworkButton.js'
import { AppKitProvider } from '../../src/context/AppKitProvider.js'
import { ANNOUNCED_WALLET, createSubject } from '../helpers/createSubject.test-helper.js'
import { asQueryRoot, getShadowRoots } from '../helpers/renderWithAppKit.test-helper.js'

function renderButton(subject: ReturnType<typeof createSubject>, button: ReactNode) {
  const { container } = render(<AppKitProvider value={subject.appKit}>{button}</AppKitProvider>)
  const button$ = () => {
    const [root] = getShadowRoots(container)
    if (root === undefined) throw new Error('no shadow host rendered')
    return within(asQueryRoot(root)).getByRole('button')
  }
  return { container, button: button$ }
}

function testConnector(subject: ReturnType<typeof createSubject>) {
  const connector = subject.stores.connectors
    .getState()
    .connectors.find((entry) => entry.id === ANNOUNCED_WALLET.id)
  if (connector === undefined) throw new Error('test wallet not listed')
  return connector
}

describe('ConnectButton', () => {
  it("says 'Connect wallet' and opens the Connect view", async () => {
    const subject = createSubject()
    const { button } = renderButton(subject, <ConnectButton />)
    await waitFor(() => expect(getReadText(button())).toBe('Connect wallet'))
    fireEvent.click(button())
    expect(subject.stores.modal.getState().isOpen).toBe(true)
    expect(subject.stores.router.getState().view).toBe('Connect')
  })

  it('renders in its own shadow root with the theme style sheet, so page CSS cannot restyle it', async () => {
    const subject = createSubject()
    const { container } = renderButton(subject, <ConnectButton />)
    await waitFor(() => expect(getShadowRoots(container)).toHaveLength(1))
    const [root] = getShadowRoots(container)
    expect(root?.querySelector('style')?.textContent).toContain(':host{all:initial}')
    act(() => subject.appKit.setThemeMode('dark'))
    expect(root?.querySelector('style')?.textContent).toContain('--atrium-background:#121313')
  })

  it('shows its button in the commit that mounts it, so no second render runs before its first frame', () => {
    const subject = createSubject()
    const buttonsAtMount: number[] = []
    const onRender = (_id: string, phase: string) => {
      if (phase !== 'mount') return
      const host = document.querySelector('[data-atrium-host]')
      buttonsAtMount.push(host?.shadowRoot?.querySelectorAll('button').length ?? 0)
    }
    render(
      <AppKitProvider value={subject.appKit}>
        <Profiler id="button" onRender={onRender}>
          <ConnectButton />
        </Profiler>
      </AppKitProvider>,
    )
    expect(buttonsAtMount).toEqual([1])
  })

  it('hydrates the server HTML (the empty host) without a mismatch, then shows its button', async () => {
    const subject = createSubject()
    const tree = (
      <AppKitProvider value={subject.appKit}>
        <ConnectButton />
      </AppKitProvider>
    )
    const container = document.body.appendChild(document.createElement('div'))
    container.innerHTML = renderToString(tree)
    expect(container.querySelector('[data-atrium-host]')?.shadowRoot).toBeNull()
    const errors: unknown[] = []
    const root = await act(async () =>
      hydrateRoot(container, tree, { onRecoverableError: (error) => errors.push(error) }),
    )
    await waitFor(() =>
      expect(
        container.querySelector('[data-atrium-host]')?.shadowRoot?.querySelector('button'),
      ).not.toBeNull(),
    )
    expect(errors).toEqual([])
    act(() => root.unmount())
    container.remove()
  })

  it("says 'Connecting…' while a connection runs and stays clickable", async () => {
    const subject = createSubject()
    const held = subject.wallet.holdNextConnect()
    const { button } = renderButton(subject, <ConnectButton />)
    let connecting: Promise<void> = Promise.resolve()
    act(() => {
      connecting = subject.appKit.connect({ connector: testConnector(subject) })
    })
    await waitFor(() => expect(getReadText(button())).toBe('Connecting…'))
    fireEvent.click(button())
    expect(subject.stores.modal.getState().isOpen).toBe(true)
    held.release()
    await act(() => connecting)
  })

  it('[UI-010] becomes the account button once connected: avatar, truncated address, balance', async () => {
    const subject = createSubject()
    const { button } = renderButton(subject, <ConnectButton />)
    await act(() => subject.appKit.connect({ connector: testConnector(subject) }))
    await act(() => subject.appKit.fetchBalance())
    await waitFor(() => expect(getReadText(button())).toBe('1.234 ETH0x5aAe…eAed'))
    expect(button().getAttribute('aria-label')).toBe('Open account 0x5aAe…eAed')
    // The avatar (its code loads after start-up): the address's gradient in a 24 px circle.
    await waitFor(() =>
      expect(button().querySelector<HTMLElement>('.atr-image--circle')?.style.background).toContain(
        'gradient',
      ),
    )
    expect(button().querySelector<HTMLElement>('.atr-image--circle')?.style.width).toBe('24px')
    fireEvent.click(button())
    expect(subject.stores.router.getState().view).toBe('Account')
  })

  it('stays the same button element once connected, so the modal opened from it gives the focus back to it', async () => {
    const subject = createSubject()
    const { button } = renderButton(subject, <ConnectButton />)
    await waitFor(() => expect(getReadText(button())).toBe('Connect wallet'))
    const opener = button()
    await act(() => subject.appKit.connect({ connector: testConnector(subject) }))
    await waitFor(() => expect(button().getAttribute('aria-label')).toBe('Open account 0x5aAe…eAed'))
    expect(button()).toBe(opener)
    expect(opener.isConnected).toBe(true)
  })

  it('label and balance="hide" are honoured', async () => {
    const subject = createSubject()
    const { button } = renderButton(subject, <ConnectButton label="Sign in" balance="hide" />)
    await waitFor(() => expect(getReadText(button())).toBe('Sign in'))
    await act(() => subject.appKit.connect({ connector: testConnector(subject) }))
    await act(() => subject.appKit.fetchBalance())
    await waitFor(() => expect(getReadText(button())).toBe('0x5aAe…eAed'))
  })
})

describe('NetworkButton', () => {
  it('shows the active network and opens the network list', async () => {
    const subject = createSubject()
    const { button } = renderButton(subject, <NetworkButton />)
    await waitFor(() => expect(getReadText(button())).toBe('Ethereum'))
    expect(button().getAttribute('aria-label')).toBe('Switch network, current: Ethereum')
    fireEvent.click(button())
    expect(subject.stores.router.getState().view).toBe('Networks')
  })
})
