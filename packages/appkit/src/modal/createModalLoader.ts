import { type ModalStore, setModalLoading } from '@atrium/core'
import type { AppKitContextValue } from '@atrium/react'
import { loadLaterViews } from '@atrium/react/internal'
import { isBrowser } from '../platform/isBrowser.js'
import { loadModalChunk } from './loadModalChunk.js'
import type { ModalMount } from './ModalMount.js'

/** How long after the modal mounted the other views start downloading: its first frame comes first. */
const LATER_VIEWS_DELAY_MS = 50

/** Mounts the modal the first time it opens. */
export type ModalLoader = {
  /** Resolves with the mounted modal, loading it first if needed; `undefined` outside a browser. */
  mount(): Promise<ModalMount | undefined>
  /**
   * Starts downloading the modal chunk without mounting it (the user reached for a button); a
   * failed download is dropped here and retried by the next `mount`.
   */
  preload(): void
  /** Stops watching and removes the modal from the page. */
  dispose(): void
}

/**
 * Watches the modal store and, on the first open (by `open()`, a hook, or core opening it, e.g.
 * UnsupportedChain), loads the modal chunk and mounts it. Nothing is loaded before: no views, no
 * styles, no requests. `loading` is true while the chunk loads. A failed load is retried on the
 * next open. `preload` starts the download earlier, when the user reaches for a button.
 */
export function createModalLoader(
  appKit: AppKitContextValue,
  stores: { readonly modal: ModalStore },
): ModalLoader {
  let mounting: Promise<ModalMount | undefined> | undefined
  let disposed = false
  const mount = () => {
    if (!isBrowser()) return Promise.resolve(undefined)
    if (mounting !== undefined) return mounting
    const loading = loadModalChunk().then(({ mountModal }) => (disposed ? undefined : mountModal(appKit)))
    // Set before the loading flag: the flag notifies this loader's own store subscription.
    mounting = loading
    setModalLoading(stores, { loading: true })
    loading.then(
      () => {
        setModalLoading(stores, { loading: false })
        // After the first view's paint: the other views download while the user reads it.
        setTimeout(() => loadLaterViews().catch(() => undefined), LATER_VIEWS_DELAY_MS)
      },
      () => {
        mounting = undefined
        setModalLoading(stores, { loading: false })
      },
    )
    return loading
  }
  const mountWhenOpen = () => {
    if (stores.modal.getState().isOpen) mount().catch(() => undefined)
  }
  const unwatch = stores.modal.subscribe(mountWhenOpen)
  mountWhenOpen()
  return {
    mount,
    preload: () => {
      if (isBrowser() && mounting === undefined) loadModalChunk().catch(() => undefined)
    },
    dispose: () => {
      disposed = true
      unwatch()
      mounting?.then(
        (modal) => modal?.unmount(),
        () => undefined,
      )
    },
  }
}
