import { act, render, renderHook } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { AppKitProvider } from '../../src/context/AppKitProvider.js'
import { setDefaultAppKit } from '../../src/context/defaultAppKit.js'
import { useAppKit } from '../../src/hooks/useAppKit.js'
import { useAppKitAccount } from '../../src/hooks/useAppKitAccount.js'
import { useAppKitEvents } from '../../src/hooks/useAppKitEvents.js'
import { useAppKitNetwork } from '../../src/hooks/useAppKitNetwork.js'
import { useAppKitState } from '../../src/hooks/useAppKitState.js'
import { useAppKitTheme } from '../../src/hooks/useAppKitTheme.js'
import { useDisconnect } from '../../src/hooks/useDisconnect.js'
import { useWalletInfo } from '../../src/hooks/useWalletInfo.js'
import { createSubject } from '../helpers/createSubject.test-helper.js'

function Probe() {
  const { open } = useAppKit()
  return (
    <button type="button" onClick={() => open()}>
      open
    </button>
  )
}

const HOOKS: Readonly<Record<string, () => unknown>> = {
  useAppKit: () => useAppKit(),
  useAppKitAccount: () => useAppKitAccount(),
  useAppKitNetwork: () => useAppKitNetwork(),
  useAppKitState: () => useAppKitState(),
  useAppKitTheme: () => useAppKitTheme(),
  useAppKitEvents: () => useAppKitEvents(),
  useDisconnect: () => useDisconnect(),
  useWalletInfo: () => useWalletInfo(),
}

describe('useAppKit', () => {
  afterEach(() => setDefaultAppKit(undefined))

  for (const [name, hook] of Object.entries(HOOKS)) {
    it(`[OPT-007] ${name} before createAppKit and outside a provider throws the exact message`, () => {
      expect(() => renderHook(hook)).toThrow(
        expect.objectContaining({
          name: 'AppKitNotCreatedError',
          code: 'APPKIT_NOT_CREATED',
          message: 'Please call "createAppKit" before using "useAppKit" hook',
        }),
      )
    })
  }

  it('opens and closes the modal of the provider', () => {
    const { appKit, stores } = createSubject()
    const { result } = renderHook(useAppKit, {
      wrapper: ({ children }) => <AppKitProvider value={appKit}>{children}</AppKitProvider>,
    })
    act(() => result.current.open({ view: 'Networks' }))
    expect(stores.modal.getState().isOpen).toBe(true)
    expect(stores.router.getState().view).toBe('Networks')
    act(() => result.current.close())
    expect(stores.modal.getState().isOpen).toBe(false)
  })

  it('finds the registered default instance without a provider', () => {
    const { appKit, stores } = createSubject()
    setDefaultAppKit(appKit)
    const { result } = renderHook(useAppKit)
    act(() => result.current.open())
    expect(stores.router.getState().view).toBe('Connect')
  })

  it('a provider wins over the default instance', () => {
    const outer = createSubject()
    const inner = createSubject()
    setDefaultAppKit(outer.appKit)
    const view = render(
      <AppKitProvider value={inner.appKit}>
        <Probe />
      </AppKitProvider>,
    )
    act(() => view.getByRole('button').click())
    expect(inner.stores.modal.getState().isOpen).toBe(true)
    expect(outer.stores.modal.getState().isOpen).toBe(false)
  })

  it('the provider hydrates its instance once the tree has mounted, not while rendering', () => {
    const { appKit } = createSubject()
    const calls: string[] = []
    const hydrating = { ...appKit, hydrate: () => calls.push('hydrate') }
    const view = render(
      <AppKitProvider value={hydrating}>
        <RecordRender calls={calls} />
      </AppKitProvider>,
    )
    expect(calls).toEqual(['render', 'hydrate'])
    view.rerender(
      <AppKitProvider value={hydrating}>
        <RecordRender calls={calls} />
      </AppKitProvider>,
    )
    expect(calls).toEqual(['render', 'hydrate', 'render'])
  })
})

/** Notes each of its renders in `calls`. */
function RecordRender(props: { readonly calls: string[] }) {
  props.calls.push('render')
  return null
}
