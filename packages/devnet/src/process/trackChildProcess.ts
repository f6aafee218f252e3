import type { ChildProcess } from 'node:child_process'

/** Signals after which the parent would die without running `exit` listeners. */
const TERMINATING_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const

// Process exit and signals are process-wide, so the registry of children to reap is too: one
// listener per event however many devnets run, instead of one per child (MaxListeners warnings).
const trackedChildren = new Set<ChildProcess>()
let isInstalled = false

/**
 * Registers `child` to be SIGKILLed if this process exits or is terminated by a signal while the
 * child still runs, so no service outlives the process that started it. Returns the function
 * that unregisters it (call it once the child has exited).
 *
 * On SIGINT/SIGTERM/SIGHUP with no other listener, the children are killed and the signal is raised
 * again with Node's default behaviour (terminating this process), as if nothing had listened.
 */
export function trackChildProcess(child: ChildProcess): () => void {
  install()
  trackedChildren.add(child)
  return () => {
    trackedChildren.delete(child)
  }
}

/** SIGKILLs every tracked child synchronously; safe inside an `exit` listener. */
export function killTrackedChildren(): void {
  for (const child of trackedChildren) {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
  }
  trackedChildren.clear()
}

function install(): void {
  if (isInstalled) return
  isInstalled = true
  process.on('exit', killTrackedChildren)
  for (const signal of TERMINATING_SIGNALS) process.on(signal, onSignal)
}

function onSignal(signal: NodeJS.Signals): void {
  // Another listener owns this signal (the CLI stops gracefully): leave it to that listener,
  // the `exit` listener remains the backstop.
  if (process.listenerCount(signal) > 1) return
  killTrackedChildren()
  for (const terminatingSignal of TERMINATING_SIGNALS) process.off(terminatingSignal, onSignal)
  process.off('exit', killTrackedChildren)
  isInstalled = false
  process.kill(process.pid, signal)
}
