/** What `getChromiumLaunchOptions` returns: Playwright's `launchOptions`. */
export type ChromiumLaunchOptions = {
  readonly executablePath: string
  readonly args: string[]
}

/**
 * Playwright launch options for the Chromium our machines have: Debian's, at `CHROMIUM_PATH` or
 * `/usr/bin/chromium` (Playwright cannot download its own browser here). Without a sandbox or a GPU
 * (containers have neither), and without QUIC, sync, component updates and background networking,
 * so the browser itself contacts no host and a test may record every request a page makes.
 *
 * @example
 * // playwright.config.ts
 * export default defineConfig({ use: { launchOptions: getChromiumLaunchOptions() } })
 */
export function getChromiumLaunchOptions(): ChromiumLaunchOptions {
  return {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  }
}
