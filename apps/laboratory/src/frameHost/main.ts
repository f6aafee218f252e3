import { createFrameClient, type FrameLoginData, type FrameLoginDataValues } from '@atrium/frame'

/**
 * A dApp page that drives the secure frame through `@atrium/frame`'s client alone, as appkit will:
 * the e2e test calls `window.atriumFrameHost.create(frameUrl)` and then the client's methods.
 */
function create(frameUrl: string) {
  const values = new Map<keyof FrameLoginDataValues, unknown>()
  const loginData: FrameLoginData = {
    get: (key) => values.get(key) as never,
    set: (key, value) => void values.set(key, value),
    clear: () => values.clear(),
  }
  return createFrameClient({ frameUrl, projectId: 'laboratory', chainId: 1, loginData })
}

declare global {
  interface Window {
    atriumFrameHost: { create: typeof create; client?: ReturnType<typeof create> }
  }
}

window.atriumFrameHost = { create }
