import { afterAll, expect, it } from 'vitest'
import { createFrameClient } from '../client/createFrameClient.js'
import { createMemoryLoginData, startFramePageServer, watchFrame } from '../client/framePage.test-helper.js'
import { createFrameParentChannel } from './createFrameParentChannel.js'

const server = await startFramePageServer()
afterAll(() => server.close())

it("[FRAME-014] a frame page without a parent throws 'parent is not set'", () => {
  for (const parent of [null, window]) {
    const channel = createFrameParentChannel({
      parent,
      self: window,
      parentOrigin: 'http://dapp.localhost:5173',
    })
    expect(() => channel.postReady()).toThrow('parent is not set')
    expect(() => channel.postError('GET_USER', 'id-1', 'Session expired')).toThrow(
      expect.objectContaining({ code: 'FRAME_PARENT_NOT_SET' }),
    )
  }
})

it('[FRAME-029] replies go to the parent origin only, checked against their schema first', async () => {
  const { loginData } = createMemoryLoginData()
  const client = createFrameClient({ frameUrl: server.url, projectId: 'p', chainId: 1, loginData })
  const loading = client.load()
  loading.catch(() => undefined)
  // The iframe's window stands for the dApp window the frame page answers.
  const frame = watchFrame(client.getIframe() as HTMLIFrameElement, server.origin)
  const channel = createFrameParentChannel({
    parent: frame.frameWindow,
    self: window,
    parentOrigin: server.origin,
  })
  channel.postReady()
  channel.postSuccess('GET_CHAIN_ID', 'id-1', { chainId: 10 })
  channel.postError('GET_CHAIN_ID', 'id-2', 'Session expired')
  expect(frame.posted()).toEqual([
    { message: { type: '@atrium-frame/READY' }, targetOrigin: server.origin },
    {
      message: { type: '@atrium-frame/GET_CHAIN_ID_SUCCESS', id: 'id-1', payload: { chainId: 10 } },
      targetOrigin: server.origin,
    },
    {
      message: {
        type: '@atrium-frame/GET_CHAIN_ID_ERROR',
        id: 'id-2',
        payload: { message: 'Session expired' },
      },
      targetOrigin: server.origin,
    },
  ])
  expect(() => channel.postSuccess('GET_CHAIN_ID', 'id-3', { chainId: -1 })).toThrow('Invalid input')
  expect(frame.posted()).toHaveLength(3)
  client.dispose()
})
