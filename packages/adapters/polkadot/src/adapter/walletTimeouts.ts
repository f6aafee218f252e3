/**
 * How long the adapter waits for an extension prompt the user answers (authorise the dApp, sign):
 * long enough to read a transaction, short enough that a forgotten popup ends in an error.
 */
export const WALLET_PROMPT_TIMEOUT_MS = 300_000

/** How long a call the extension answers without a prompt (accounts, a known dApp's `enable`) may take. */
export const WALLET_SILENT_TIMEOUT_MS = 10_000

/** How long `reconnect` waits for the extension to inject itself after a reload. */
export const EXTENSION_INJECTION_WAIT_MS = 1_000

/** How long a sent transfer may take to be included in a block. */
export const TRANSACTION_INCLUSION_TIMEOUT_MS = 120_000
