import { toJsonRpcErrorObject, toRpcError } from '@atrium/common'

/**
 * The error an EIP-1193 provider rejects with: a numeric `code` (4001, 4100, 4902, -32602 …), a
 * message and optional `data`. The test wallet imitates a browser wallet, so its errors take this
 * wire shape rather than Atrium's catalogue classes: the adapter under test is the code that must
 * wrap them (STYLE §6), and it has to cope with exactly what real wallets throw.
 */
export class ProviderRpcError extends Error {
  override name = 'ProviderRpcError'
  readonly code: number
  readonly data: unknown

  constructor(code: number, message: string, data?: unknown) {
    super(message)
    this.code = code
    this.data = data
  }

  /** The plain `{ code, message, data? }` object, as it crosses a JSON or Playwright boundary. */
  toJSON(): { code: number; message: string; data?: unknown } {
    return this.data === undefined
      ? { code: this.code, message: this.message }
      : { code: this.code, message: this.message, data: this.data }
  }
}

/**
 * The provider error of a standard EIP-1193 / JSON-RPC code, with common's catalogue text
 * (`'User rejected the request.'` for 4001) unless `message` is given.
 */
export function createProviderRpcError(code: number, message?: string, data?: unknown): ProviderRpcError {
  return new ProviderRpcError(code, message ?? toJsonRpcErrorObject(toRpcError(code)).message, data)
}

/** The `{ code, message, data? }` shape of any thrown value, for answering a request. */
export function isProviderRpcErrorLike(
  value: unknown,
): value is { code: number; message: string; data?: unknown } {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { code?: unknown }).code === 'number' &&
    typeof (value as { message?: unknown }).message === 'string'
  )
}
