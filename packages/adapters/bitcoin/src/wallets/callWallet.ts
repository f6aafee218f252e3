import { withTimeout } from '@atrium/common'
import { toBitcoinWalletError } from '../errors/toBitcoinWalletError.js'

/**
 * How long a wallet prompt may stay open before the adapter gives up: the user has five minutes,
 * as long as a WalletConnect request lives.
 */
export const WALLET_PROMPT_TIMEOUT_MS = 300_000

/** How long a silent wallet read (accounts, network) may take: no user is involved. */
export const WALLET_READ_TIMEOUT_MS = 10_000

/**
 * Runs one wallet call with a bounded wait: resolves its value, or rejects with a coded
 * `AtriumError` (`toBitcoinWalletError`, or `RequestTimeoutError` once `timeoutMs` passed, the
 * wallet's late answer then ignored).
 */
export async function callWallet<value>(
  run: () => Promise<value> | value,
  timeoutMs: number,
): Promise<value> {
  try {
    return await withTimeout(Promise.resolve().then(run), timeoutMs, 'The wallet')
  } catch (error) {
    throw toBitcoinWalletError(error)
  }
}
