import { type RenderResult, render } from '@testing-library/react'
import type { ReactNode } from 'react'
import type { AppKitContextValue } from '../../src/context/AppKitContextValue.js'
import { AppKitProvider } from '../../src/context/AppKitProvider.js'

/** Renders `ui` under an `AppKitProvider` of `appKit`. */
export function renderWithAppKit(appKit: AppKitContextValue, ui: ReactNode): RenderResult {
  return render(<AppKitProvider value={appKit}>{ui}</AppKitProvider>)
}

/** The shadow roots of every shadow host in `container` (the buttons render into one each). */
export function getShadowRoots(container: Element): ShadowRoot[] {
  return [...container.querySelectorAll('*')].flatMap((element) =>
    element.shadowRoot === null ? [] : [element.shadowRoot],
  )
}

/** `root` typed for Testing Library's `within` (a shadow root answers the same queries). */
export function asQueryRoot(root: ShadowRoot | Element): HTMLElement {
  return root as unknown as HTMLElement
}
