/** The chopsticks module: its programmatic API and the chopsticks-core exports it re-exports. */
export type Chopsticks = typeof import('@acala-network/chopsticks')

/** Drops chopsticks' `info` line for every block it builds; warnings and errors still show. */
const QUIET_LOG_LEVEL = 'warn'

/**
 * Imports chopsticks on first use. Importing costs about a second and installs global-agent's
 * HTTP hooks, so a devnet that never starts the Polkadot chain never pays for it.
 *
 * chopsticks reads its log level from `LOG_LEVEL` once, while its modules load, and logs every
 * block at `info`; unless the caller set `LOG_LEVEL`, it is set to `warn` for the import only.
 * Code that fakes `window` (happy-dom) must call this first: some of chopsticks' dependencies pick
 * their Node or browser implementation when they load.
 */
export async function loadChopsticks(): Promise<Chopsticks> {
  if (process.env.LOG_LEVEL !== undefined) return import('@acala-network/chopsticks')
  process.env.LOG_LEVEL = QUIET_LOG_LEVEL
  try {
    return await import('@acala-network/chopsticks')
  } finally {
    delete process.env.LOG_LEVEL
  }
}
