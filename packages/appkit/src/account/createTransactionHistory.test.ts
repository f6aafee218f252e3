import {
  createAccountStore,
  createBlockchainApiClient,
  createNetworkStore,
  INITIAL_TRANSACTION_HISTORY_STATE,
} from '@atrium/core'
import { describe, expect, it } from 'vitest'
import { createTransactionHistory } from './createTransactionHistory.js'

const address = '0x00000000000000000000000000000000000000aa'

/** A history over a client that serves no network: every page is empty, and nothing is requested. */
function setup() {
  const account = createAccountStore({
    chains: { eip155: { caipAddress: `eip155:1:${address}`, address, status: 'connected' } },
  })
  const network = createNetworkStore({ activeNamespace: 'eip155' })
  const client = createBlockchainApiClient({
    projectId: 'test-project',
    baseUrl: 'http://127.0.0.1:9',
    supportedNetworkIds: [],
  })
  const history = createTransactionHistory(
    { account, network },
    { client, showSnackbar: () => undefined, track: () => undefined },
  )
  return { account, network, history }
}

describe('createTransactionHistory', () => {
  it('reads the active account’s history', async () => {
    const { history } = setup()
    await history.fetchFirstPage()
    expect(history.store.getState()).toMatchObject({
      caipAddress: `eip155:1:${address}`,
      empty: true,
      loading: false,
    })
  })

  it('[HIST-006] another network or account clears the history at once', async () => {
    const { account, history } = setup()
    await history.fetchFirstPage()
    account.setState((state) => ({
      chains: { ...state.chains, eip155: { ...state.chains.eip155, caipAddress: `eip155:10:${address}` } },
    }))
    expect(history.store.getState()).toEqual(INITIAL_TRANSACTION_HISTORY_STATE)
  })

  it('without a connected account nothing is read', async () => {
    const { network, history } = setup()
    network.setState({ activeNamespace: undefined })
    await history.fetchFirstPage()
    expect(history.store.getState()).toEqual(INITIAL_TRANSACTION_HISTORY_STATE)
  })
})
