import { expect, test } from '@atrium/testing/playwright'
import { connectWallet, disconnectWallet } from './examplePage.js'

/** The app and the devnet it is configured with: every other host is one the dApp did not choose. */
const CONFIGURED_HOSTS = new Set(['127.0.0.1', 'localhost'])

test('in the default configuration the page contacts no host but the app and its devnet, through connect and disconnect', async ({
  page,
  testWallet,
}) => {
  const contacted = new Set<string>()
  const record = (url: string) => {
    const { protocol, hostname } = new URL(url)
    if (['http:', 'https:', 'ws:', 'wss:'].includes(protocol)) contacted.add(hostname)
  }
  page.on('request', (request) => record(request.url()))
  page.on('websocket', (socket) => record(socket.url()))
  await page.goto('/')
  await connectWallet(page, testWallet)
  await disconnectWallet(page)
  expect([...contacted].filter((host) => !CONFIGURED_HOSTS.has(host))).toEqual([])
  expect(contacted.has('127.0.0.1')).toBe(true)
})
