// @vitest-environment node
import { mainnet } from '@atrium/common'
import { createMemoryStorage, createSiwxConfig, type SiwxSession } from '@atrium/core'
import { DEV_ACCOUNTS } from '@atrium/devnet'
import { createTestWallet } from '@atrium/testing'
import { createEip191SiwxVerifier, createMemoryAdapter } from '@atrium/testing/unit'
import { afterEach, describe, expect, it } from 'vitest'
import { createAppKit } from '../../src/createAppKit.js'
import type { AppKit } from '../../src/instance/buildAppKit.js'

const KEY = DEV_ACCOUNTS[6]?.privateKey ?? '0x'
const created: AppKit[] = []
afterEach(() => {
  for (const appKit of created.splice(0)) appKit.destroy()
})

/** A page's modal with `siwx`, and a sign-in its wallet made (a real EIP-191 signature), kept. */
async function setup(signOutOnDisconnect?: boolean) {
  const wallet = createTestWallet({
    privateKey: KEY,
    chains: [{ chainId: 1, rpcUrl: 'http://127.0.0.1:1' }],
    connected: true,
  })
  const siwx = createSiwxConfig({
    domain: 'dapp.example',
    uri: 'https://dapp.example',
    verifiers: [createEip191SiwxVerifier()],
    storage: createMemoryStorage(),
    ...(signOutOnDisconnect === undefined ? {} : { signOutOnDisconnect }),
  })
  const memory = createMemoryAdapter({ wallets: [], addresses: [wallet.address], networkId: 'eip155:1' })
  const appKit = createAppKit({
    adapters: [memory.adapter],
    networks: [mainnet],
    projectId: 'test-project',
    features: { analytics: false },
    storage: createMemoryStorage(),
    siwx,
  })
  created.push(appKit)
  const { data, message } = await siwx.createMessage({ accountAddress: wallet.address, chainId: 'eip155:1' })
  const signature = (await wallet.request({
    method: 'personal_sign',
    params: [message, wallet.address],
  })) as string
  const session: SiwxSession = { data, message, signature }
  await siwx.addSession(session)
  expect(await siwx.getSessions('eip155:1', wallet.address)).toEqual([session])
  return { appKit, siwx, address: wallet.address }
}

describe('appKit.disconnect and sign-in sessions', () => {
  it('[CONN-019] disconnect clears every sign-in session', async () => {
    const { appKit, siwx, address } = await setup()
    await appKit.disconnect()
    expect(await siwx.getSessions('eip155:1', address)).toEqual([])
  })

  it('[CONN-019] signOutOnDisconnect: false keeps them', async () => {
    const { appKit, siwx, address } = await setup(false)
    await appKit.disconnect()
    expect(await siwx.getSessions('eip155:1', address)).toHaveLength(1)
  })
})
