import type { WagmiAdapter } from '@atrium/adapter-wagmi'
import { type AppKit, type AppKitInitialState, createCookieStorage } from '@atrium/appkit'
import { createAppKit } from '@atrium/appkit/react'
import type { ExampleConfig } from './config'
import { createAdapter, getNetworks } from './networks'

/** One Atrium instance and the wagmi adapter it drives. */
export type Atrium = { readonly appKit: AppKit; readonly wagmiAdapter: WagmiAdapter }

function createAtrium(config: ExampleConfig, initialState: AppKitInitialState): Atrium {
  const wagmiAdapter = createAdapter(config.rpcUrls)
  const appKit = createAppKit({
    adapters: [wagmiAdapter],
    networks: getNetworks(config.rpcUrls),
    projectId: config.projectId,
    apiUrls: { walletDirectory: config.walletDirectoryUrl, blockchainApi: config.blockchainApiUrl },
    // Starts from what the server read from the cookies; restores the session after hydration.
    ssr: true,
    initialState,
    // Atrium's items in cookies, for the server to read. With `ssr` only the browser touches them.
    storage: createCookieStorage({
      getCookieString: () => globalThis.document?.cookie,
      setCookie: (value) => {
        // biome-ignore lint/suspicious/noDocumentCookie: the value is a whole Set-Cookie string serialised by createCookieStorage, which is what document.cookie takes.
        document.cookie = value
      },
    }),
  })
  return { appKit, wagmiAdapter }
}

let browserAtrium: Atrium | undefined

/**
 * A new instance for every server render, so nothing of one visitor's request reaches another's,
 * and one for the page in the browser (React may call a state initialiser twice).
 */
export function getAtrium(config: ExampleConfig, initialState: AppKitInitialState): Atrium {
  if (typeof window === 'undefined') return createAtrium(config, initialState)
  browserAtrium ??= createAtrium(config, initialState)
  return browserAtrium
}
