import { HTTPException } from 'hono/http-exception'

/** Most tokens one `POST /v1/fungible/price` may ask about. */
export const MAX_PRICE_ADDRESSES = 100
/** Longest CAIP-10 address or currency code taken. */
const MAX_FIELD_LENGTH = 200

const refuse = (message: string) => new HTTPException(400, { message })

/**
 * The body of `POST /v1/fungible/price`: `{ currency, addresses, projectId }`, with `addresses`
 * up to `MAX_PRICE_ADDRESSES` strings.
 *
 * @throws HTTPException 400 for invalid JSON or a body of another shape.
 */
export async function readPriceRequest(request: Request): Promise<{ currency: string; addresses: string[] }> {
  let body: unknown
  try {
    body = await request.json()
  } catch {
    throw refuse('Invalid JSON')
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw refuse('Expected a JSON object')
  const { currency, addresses } = body as Record<string, unknown>
  if (typeof currency !== 'string' || currency.length > MAX_FIELD_LENGTH) throw refuse('Invalid currency')
  if (!Array.isArray(addresses) || addresses.length > MAX_PRICE_ADDRESSES) {
    throw refuse(`addresses must be an array of at most ${MAX_PRICE_ADDRESSES} CAIP-10 addresses`)
  }
  if (!addresses.every((address) => typeof address === 'string' && address.length <= MAX_FIELD_LENGTH)) {
    throw refuse('Invalid address in addresses')
  }
  return { currency, addresses }
}
