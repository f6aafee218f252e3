import { Socket } from 'node:net'

/** Hosts a devnet-only process may reach: every devnet service listens on loopback. */
const LOOPBACK_HOSTS = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1', 'localhost'])

/** An active guard: what it blocked, and how to remove it. */
export type LoopbackGuard = {
  /** Every blocked destination, `host:port` for sockets and the URL for `fetch`, in order. */
  readonly violations: readonly string[]
  /** Restores `fetch` and socket connects; idempotent. */
  uninstall(): void
}

export type InstallLoopbackGuardReturnType = LoopbackGuard

/**
 * Blocks, and records, every outgoing connection of this process to a host other than 127.0.0.1 /
 * ::1 / localhost: `globalThis.fetch` rejects and every TCP connect (`http`, `https`, the `ws`
 * package, undici) fails with an error on its socket. Tests install it before creating SDK or
 * WalletConnect clients and assert `violations` is empty, which proves they run offline against the
 * devnet. Unix-socket and IPC connects are allowed.
 *
 * @example
 * const guard = installLoopbackGuard()
 * // … run the clients …
 * expect(guard.violations).toEqual([])
 * guard.uninstall()
 */
export function installLoopbackGuard(): InstallLoopbackGuardReturnType {
  const violations: string[] = []
  const originalFetch = globalThis.fetch
  const originalConnect = Socket.prototype.connect

  globalThis.fetch = (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input))
    if (!isLoopbackHost(url.hostname)) {
      violations.push(url.href)
      return Promise.reject(new TypeError(`Blocked by the loopback guard: ${url.href}`))
    }
    return originalFetch(input, init)
  }

  const guardedConnect = function (this: Socket, ...args: unknown[]) {
    const destination = getDestination(args)
    if (destination !== undefined && !isLoopbackHost(destination.host)) {
      const description = `${destination.host}:${destination.port}`
      violations.push(description)
      // Failing the socket (not throwing) reaches callers the way a refused connection would.
      process.nextTick(() => this.destroy(new Error(`Blocked by the loopback guard: ${description}`)))
      return this
    }
    return (originalConnect as (...inner: unknown[]) => Socket).apply(this, args)
  }
  Socket.prototype.connect = guardedConnect as typeof Socket.prototype.connect

  let installed = true
  return {
    violations,
    uninstall() {
      if (!installed) return
      installed = false
      globalThis.fetch = originalFetch
      Socket.prototype.connect = originalConnect
    },
  }
}

function isLoopbackHost(host: string): boolean {
  return LOOPBACK_HOSTS.has(host.replace(/^\[|\]$/g, '').toLowerCase())
}

/** Host and port of a `socket.connect(...)` call; `undefined` for a Unix socket or pipe. */
function getDestination(args: unknown[]): { host: string; port: unknown } | undefined {
  // node:net passes its normalised arguments as one array (`[options, callback]`).
  const first = Array.isArray(args[0]) ? (args[0] as unknown[])[0] : args[0]
  if (typeof first === 'object' && first !== null) {
    const options = first as { host?: unknown; port?: unknown; path?: unknown }
    if (typeof options.path === 'string') return undefined
    return { host: typeof options.host === 'string' ? options.host : 'localhost', port: options.port }
  }
  if (typeof first === 'number' || (typeof first === 'string' && /^\d+$/.test(first))) {
    return { host: typeof args[1] === 'string' ? args[1] : 'localhost', port: first }
  }
  return undefined
}
