import { NetworkNotFoundError } from '@atrium/common'
import { fromSatsConnectError } from '../errors/fromSatsConnectError.js'
import type { BitcoinNetworkName } from '../networks/bitcoinNetwork.js'
import type { BitcoinWalletAccount, BitcoinWalletConnector } from './BitcoinWalletConnector.js'
import { callWallet, WALLET_PROMPT_TIMEOUT_MS, WALLET_READ_TIMEOUT_MS } from './callWallet.js'
import { getInjectedProvider, getRegisteredIcon } from './getInjectedProvider.js'

/** sats-connect's id of Xverse's provider: the path of its global, and its `btc_providers` entry. */
export const XVERSE_PROVIDER_ID = 'XverseProviders.BitcoinProvider'

/** sats-connect's `BitcoinNetworkType` names. */
const NETWORK_TYPES: Readonly<Record<BitcoinNetworkName, string>> = {
  mainnet: 'Mainnet',
  testnet: 'Testnet',
  testnet4: 'Testnet4',
  signet: 'Signet',
  regtest: 'Regtest',
}

type SatsConnect = typeof import('@sats-connect/core')
type SatsConnectAddress = { readonly address: string; readonly publicKey: string; readonly purpose: string }

function toAccounts(addresses: readonly SatsConnectAddress[] | undefined): BitcoinWalletAccount[] {
  return (addresses ?? []).flatMap(({ address, publicKey, purpose }) =>
    purpose === 'payment' || purpose === 'ordinals' ? [{ address, publicKey, purpose }] : [],
  )
}

/**
 * Xverse through sats-connect (`@sats-connect/core`), imported on first use only (never at page
 * start): `wallet_connect` for the payment and ordinals addresses, `wallet_getAccount` to read them
 * silently, `wallet_disconnect`, `wallet_changeNetwork`, `signMessage` (ECDSA or BIP322), `signPsbt`,
 * and `addListener` for 'accountChange', 'networkChange' and 'disconnect'.
 */
export function createXverseConnector(): BitcoinWalletConnector {
  let loaded: Promise<SatsConnect> | undefined
  const load = () => {
    loaded ??= import('@sats-connect/core')
    return loaded
  }
  /** One sats-connect request to Xverse; its error answer becomes a coded error in sats-connect's code space. */
  const request = async (method: string, params: unknown, timeoutMs: number): Promise<unknown> => {
    const response = await callWallet(async () => {
      const satsConnect = await load()
      return satsConnect.request(method as 'getInfo', params as null, XVERSE_PROVIDER_ID)
    }, timeoutMs)
    if (response.status === 'error') throw fromSatsConnectError(response.error)
    return response.result
  }

  return {
    id: 'xverse',
    name: 'Xverse',
    rdns: 'com.xverse',
    isInstalled: () => getInjectedProvider(XVERSE_PROVIDER_ID.split('.')) !== undefined,
    getImageUrl: () => getRegisteredIcon(XVERSE_PROVIDER_ID),
    connect: async ({ network }) => {
      const result = (await request(
        'wallet_connect',
        { addresses: ['payment', 'ordinals'], network: NETWORK_TYPES[network] },
        WALLET_PROMPT_TIMEOUT_MS,
      )) as { addresses?: SatsConnectAddress[] }
      return toAccounts(result.addresses)
    },
    readAccounts: async () => {
      // ACCESS_DENIED (RPC_UNAUTHORIZED here) means the dApp is not, or no longer, connected.
      try {
        const result = (await request('wallet_getAccount', null, WALLET_READ_TIMEOUT_MS)) as {
          addresses?: SatsConnectAddress[]
        }
        return toAccounts(result.addresses)
      } catch (error) {
        if ((error as { code?: unknown }).code === 'RPC_UNAUTHORIZED') return []
        throw error
      }
    },
    disconnect: async () => {
      await request('wallet_disconnect', null, WALLET_READ_TIMEOUT_MS)
    },
    switchNetwork: async (network) => {
      const name = NETWORK_TYPES[network]
      if (name === undefined) throw new NetworkNotFoundError({ details: `Xverse has no ${network} network` })
      await request('wallet_changeNetwork', { name }, WALLET_PROMPT_TIMEOUT_MS)
    },
    messageProtocols: ['BIP322', 'ECDSA'],
    signMessage: async ({ address, message, protocol }) => {
      const result = (await request(
        'signMessage',
        { address, message, protocol },
        WALLET_PROMPT_TIMEOUT_MS,
      )) as {
        signature: string
      }
      return result.signature
    },
    signPsbt: async ({ psbt, signInputs }) => {
      const result = (await request(
        'signPsbt',
        { psbt, signInputs, broadcast: false },
        WALLET_PROMPT_TIMEOUT_MS,
      )) as { psbt: string }
      return result.psbt
    },
    watch: ({ onChange, onDisconnect }) => {
      const stops: (() => void)[] = []
      let stopped = false
      const onAccounts = (event: { readonly addresses?: SatsConnectAddress[] | undefined }) =>
        onChange(event.addresses === undefined ? undefined : toAccounts(event.addresses))
      load()
        .then((satsConnect) => {
          if (stopped) return
          stops.push(
            satsConnect.addListener({ eventName: 'accountChange', cb: onAccounts }, XVERSE_PROVIDER_ID),
            satsConnect.addListener({ eventName: 'networkChange', cb: onAccounts }, XVERSE_PROVIDER_ID),
            satsConnect.addListener(
              { eventName: 'disconnect', cb: () => onDisconnect() },
              XVERSE_PROVIDER_ID,
            ),
          )
        })
        // sats-connect throws when Xverse left the page meanwhile: nothing is left to listen to.
        .catch(() => undefined)
      return () => {
        stopped = true
        for (const stop of stops.splice(0)) stop()
      }
    },
  }
}
