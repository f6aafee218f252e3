/**
 * Where core reports failures it swallows on purpose (storage failures STORE-019, dropped
 * analytics events). `message` is a catalogue text; `context` carries the cause and details.
 */
export type Logger = {
  error(message: string, context?: Readonly<Record<string, unknown>>): void
}

/** A logger that writes to `console.error`: the default at the default log level `'error'`. */
export function createConsoleLogger(): Logger {
  return {
    error: (message, context) => {
      console.error(message, context ?? {})
    },
  }
}
