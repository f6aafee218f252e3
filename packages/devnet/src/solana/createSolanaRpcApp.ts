import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { cors } from 'hono/cors'
import { handleSolanaRpcRequest, type SolanaRpcMethods } from './handleSolanaRpcRequest.js'
import { SOLANA_RPC_ERROR_CODES } from './readSolanaRpcParams.js'

/** Largest request body the RPC reads; a validator's HTTP server caps bodies too. */
const MAX_BODY_SIZE = 1_000_000

/**
 * The HTTP side of the Solana RPC: JSON-RPC 2.0 on `POST /` (single and batch requests) and
 * `GET /health`, as a validator serves them. CORS is open so a page on another loopback origin
 * (the laboratory) can call it.
 */
export function createSolanaRpcApp(methods: SolanaRpcMethods): Hono {
  const app = new Hono()
  app.use('*', cors())
  app.use(
    '*',
    bodyLimit({
      maxSize: MAX_BODY_SIZE,
      onError: (context) =>
        context.json(
          {
            jsonrpc: '2.0',
            error: { code: SOLANA_RPC_ERROR_CODES.invalidRequest, message: 'Request too large' },
            id: null,
          },
          413,
        ),
    }),
  )
  app.post('/', async (context) => {
    const response = handleSolanaRpcRequest(methods, await context.req.text())
    if (response === undefined) return context.body(null, 204)
    return context.body(response, 200, { 'content-type': 'application/json' })
  })
  app.get('/health', (context) => context.text('ok'))
  return app
}
