import { z } from 'zod'

/** [API-003] Response of GET `v1/supported-chains`: the CAIP-2 ids served over HTTP (and WebSocket). */
export const supportedChainsSchema = z.object({
  http: z.array(z.string()),
  ws: z.array(z.string()).optional(),
})
