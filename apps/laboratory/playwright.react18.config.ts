import base from './playwright.config.js'

/**
 * The EVM end-to-end tests again, with the laboratory served on React 18.3 (`ATRIUM_REACT=18`, see
 * vite.config.ts): the SDK supports React 18.2 and 19, and this run keeps the older one working.
 * It runs after the main run, on the same ports.
 */
const webServer = Array.isArray(base.webServer) ? base.webServer[0] : base.webServer
if (webServer === undefined) throw new Error('playwright.config.ts starts no web server')

// A plain spread, not defineConfig(base, …): that would start both web servers on one port.
export default {
  ...base,
  testMatch: ['evm.spec.ts', 'react18.spec.ts'],
  testIgnore: [],
  webServer: { ...webServer, env: { ...webServer.env, ATRIUM_REACT: '18' } },
}
