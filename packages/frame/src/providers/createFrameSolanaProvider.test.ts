import { afterAll, expect, it } from 'vitest'
import { createFrameClient } from '../client/createFrameClient.js'
import { createMemoryLoginData, startFramePageServer, watchFrame } from '../client/framePage.test-helper.js'
import { FRAME_EVENT_KEY } from '../messages/frameMessage.js'
import { createFrameSolanaProvider } from './createFrameSolanaProvider.js'

const server = await startFramePageServer()
afterAll(() => server.close())

const SOLANA_DEVNET = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'
const PUBLIC_KEY = '7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU'
const SIGNATURE = '5VERv8NMvzbJMEkV8xnrLkEaWRtSz9CosKDYjCJjBRnbJLgp8uirBgmQpjKhoR4tjF3ZpRzrFmBV6UjKdiSZkQUW'

it('[FRAME-030] the Solana provider sends the Solana signing methods as RPC requests on its network', async () => {
  const { loginData } = createMemoryLoginData()
  const client = createFrameClient({
    frameUrl: server.url,
    projectId: 'p',
    chainId: SOLANA_DEVNET,
    loginData,
  })
  const loading = client.load()
  const frame = watchFrame(client.getIframe() as HTMLIFrameElement, server.origin)
  frame.say({ type: `${FRAME_EVENT_KEY}READY` })
  await loading
  const provider = createFrameSolanaProvider(client, { chainId: SOLANA_DEVNET, publicKey: PUBLIC_KEY })
  const cases = [
    [
      () => provider.signMessage('3yZe7d'),
      { method: 'solana_signMessage', params: { message: '3yZe7d', pubkey: PUBLIC_KEY } },
      { signature: SIGNATURE },
      SIGNATURE,
    ],
    [
      () => provider.signTransaction('AQID'),
      { method: 'solana_signTransaction', params: { transaction: 'AQID' } },
      { transaction: 'BAUG' },
      'BAUG',
    ],
    [
      () => provider.signAllTransactions(['AQID', 'BAUG']),
      { method: 'solana_signAllTransactions', params: { transactions: ['AQID', 'BAUG'] } },
      { transactions: ['AQIE', 'BAUH'] },
      ['AQIE', 'BAUH'],
    ],
    [
      () => provider.signAndSendTransaction('AQID', { skipPreflight: true }),
      {
        method: 'solana_signAndSendTransaction',
        params: { transaction: 'AQID', sendOptions: { skipPreflight: true } },
      },
      { signature: SIGNATURE },
      SIGNATURE,
    ],
  ] as const
  for (const [index, [call, request, reply, result]] of cases.entries()) {
    const pending = call()
    const { message } = await frame.waitForPosted(index)
    expect(message).toMatchObject({
      type: '@atrium-app/RPC_REQUEST',
      payload: { ...request, chainId: SOLANA_DEVNET },
    })
    frame.say({ type: `${FRAME_EVENT_KEY}RPC_REQUEST_SUCCESS`, id: message.id, payload: reply })
    await expect(pending).resolves.toEqual(result)
  }
  const malformed = provider.signMessage('3yZe7d')
  const { message } = await frame.waitForPosted(cases.length)
  frame.say({
    type: `${FRAME_EVENT_KEY}RPC_REQUEST_SUCCESS`,
    id: message.id,
    payload: { signature: 'not base58!' },
  })
  await expect(malformed).rejects.toThrow('Invalid input')
  client.dispose()
})
