import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { vi } from 'vitest'
import type { FrameLoginData, FrameLoginDataValues } from './FrameLoginData.js'

/** A page served on its own origin (127.0.0.1 and a free port), for the iframe to load. */
export async function startFramePageServer(): Promise<{
  url: string
  origin: string
  close(): Promise<void>
}> {
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
    response.end('<!doctype html><title>frame</title>')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  const origin = `http://127.0.0.1:${port}`
  return {
    url: `${origin}/frame`,
    origin,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

/** The login cache in memory, with the shape of core's `loginData`. */
export function createMemoryLoginData(initial: Partial<FrameLoginDataValues> = {}) {
  const values = new Map<keyof FrameLoginDataValues, unknown>(
    Object.entries(initial) as [keyof FrameLoginDataValues, unknown][],
  )
  const loginData: FrameLoginData = {
    get: (key) => values.get(key) as never,
    set: (key, value) => {
      values.set(key, value)
    },
    clear: () => values.clear(),
  }
  return { loginData, values }
}

/** A message posted into the iframe, with the origin it was addressed to. */
export type PostedMessage = {
  readonly message: { type: string; id: string; payload?: unknown }
  readonly targetOrigin: string
}

/**
 * Records what the client posts into `iframe` (the call still goes through to the iframe's window)
 * and dispatches on the dApp window the `MessageEvent`s a frame would send, from the frame's origin
 * and window unless told otherwise.
 */
export function watchFrame(iframe: HTMLIFrameElement, frameOrigin: string) {
  const frameWindow = iframe.contentWindow
  if (frameWindow === null) throw new Error('The iframe has no window: did its page load?')
  // The spy keeps the window's own postMessage: the message still reaches the frame's window.
  const spy = vi.spyOn(frameWindow, 'postMessage')
  const posted = (): PostedMessage[] =>
    spy.mock.calls.map(([message, targetOrigin]) => ({ message, targetOrigin }) as PostedMessage)
  const say = (
    data: unknown,
    from: { readonly origin?: string; readonly source?: MessageEventSource | null } = {},
  ) => {
    window.dispatchEvent(
      new MessageEvent('message', {
        data,
        origin: from.origin ?? frameOrigin,
        source: from.source === undefined ? frameWindow : from.source,
      }),
    )
  }
  /** The `n`th message posted (0-based), once it was. */
  const waitForPosted = (n: number) =>
    vi.waitFor(() => {
      const entry = posted()[n]
      if (entry === undefined) throw new Error(`message ${n} not posted yet`)
      return entry
    })
  return { frameWindow, posted, say, waitForPosted }
}
