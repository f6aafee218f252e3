import { describe, expect, it } from 'vitest'
import { createConnectorsStore } from '../connectors/createConnectorsStore.js'
import { createAtriumStorage } from '../storage/createAtriumStorage.js'
import { createMemoryStorage } from '../storage/createMemoryStorage.js'
import { createAccountStore, getInitialChainAccountState } from './createAccountStore.js'
import { applyAccountReset, resetAccount } from './resetAccount.js'

const ADDRESS = '0x52908400098527886E0F7030069857D2E4169EE7'
const filled = {
  currentTab: 2,
  tokenBalance: [],
  tokenBalanceStatus: 'loaded',
  smartAccountDeployed: true,
  addressLabels: { [ADDRESS]: 'main' },
  allAccounts: [{ namespace: 'eip155', address: ADDRESS, type: 'eoa' }],
  user: { address: ADDRESS, chainId: 1, email: 'a@b.co' },
  caipAddress: `eip155:1:${ADDRESS}`,
  address: ADDRESS,
  balance: '1.5',
  balanceSymbol: 'ETH',
  profileName: 'alice.reown.id',
  profileImage: 'https://x/a.png',
  addressExplorerUrl: 'https://etherscan.io/address/x',
  connectedWalletInfo: { name: 'MetaMask' },
  preferredAccountType: 'smartAccount',
  socialProvider: 'google',
  socialWindow: true,
  farcasterUrl: 'https://warpcast.com/x',
  status: 'connected',
} as const

describe('resetAccount', () => {
  it("[ACCT-007] pure: status 'disconnected' and every other field cleared, other namespaces untouched", () => {
    const state = createAccountStore({ chains: { eip155: filled, solana: { address: 'sol' } } }).getState()
    const next = applyAccountReset(state, 'eip155')
    expect(next.chains.eip155).toEqual(getInitialChainAccountState())
    expect(next.chains.eip155.status).toBe('disconnected')
    expect(next.chains.solana.address).toBe('sol')
  })

  it('[ACCT-008] removes the stored connector id of that namespace', () => {
    const storage = createAtriumStorage({ backend: createMemoryStorage(), logger: { error: () => {} } })
    storage.setConnectedConnectorId('eip155', 'io.metamask')
    storage.setConnectedConnectorId('solana', 'phantom')
    const account = createAccountStore({ chains: { eip155: filled } })
    const connectors = createConnectorsStore({
      activeConnectorIds: {
        eip155: 'io.metamask',
        solana: 'phantom',
        polkadot: undefined,
        bip122: undefined,
      },
    })
    resetAccount({ account, connectors }, { namespace: 'eip155', storage })
    expect(account.getState().chains.eip155.address).toBeUndefined()
    expect(storage.getConnectedConnectorId('eip155')).toBeUndefined()
    expect(storage.getConnectedConnectorId('solana')).toBe('phantom')
    expect(connectors.getState().activeConnectorIds).toMatchObject({ eip155: undefined, solana: 'phantom' })
  })
})
