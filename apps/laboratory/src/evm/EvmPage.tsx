import {
  ConnectButton,
  NetworkButton,
  useAppKit,
  useAppKitAccount,
  useAppKitEvents,
  useAppKitNetwork,
  useAppKitState,
  useAppKitTheme,
  useDisconnect,
  useWalletInfo,
} from '@atrium/appkit/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { useState } from 'react'
import { WagmiProvider } from 'wagmi'
import { AppKitSendCalls } from './AppKitSendCalls.js'
import { AppKitSignMessage } from './AppKitSignMessage.js'
import { networks, wagmiAdapter } from './evmAppKit.js'
import { labSiwx } from './labSiwx.js'
import { SiwxSessionState } from './SiwxSessionState.js'
import { WagmiActions } from './WagmiActions.js'

const queryClient = new QueryClient()

function StateRow({ name, value }: { name: string; value: unknown }) {
  return (
    <tr>
      <th scope="row" style={{ textAlign: 'left', paddingRight: 16 }}>
        {name}
      </th>
      <td>
        {/* Addresses wrap, so on a phone the table does not overflow onto the buttons below. */}
        <output data-testid={`state-${name}`} style={{ wordBreak: 'break-all' }}>
          {value === undefined ? '—' : String(value)}
        </output>
      </td>
    </tr>
  )
}

function HookState() {
  const account = useAppKitAccount()
  const network = useAppKitNetwork()
  const state = useAppKitState()
  const theme = useAppKitTheme()
  const walletInfo = useWalletInfo()
  const [lastEvent, setLastEvent] = useState<string>()
  useAppKitEvents((event) => setLastEvent(event.data.event))
  return (
    <table aria-label="Hook state">
      <tbody>
        <StateRow name="status" value={account.status} />
        <StateRow name="address" value={account.address} />
        <StateRow name="caipAddress" value={account.caipAddress} />
        <StateRow name="isConnected" value={account.isConnected} />
        <StateRow name="chainId" value={network.chainId} />
        <StateRow name="network" value={network.caipNetwork?.name} />
        <StateRow name="open" value={state.open} />
        <StateRow name="selectedNetworkId" value={state.selectedNetworkId} />
        <StateRow name="themeMode" value={theme.themeMode} />
        <StateRow name="wallet" value={walletInfo.walletInfo?.name} />
        <StateRow name="lastEvent" value={lastEvent} />
      </tbody>
    </table>
  )
}

function ModalActions() {
  const { open, close } = useAppKit()
  const { switchNetwork } = useAppKitNetwork()
  const { disconnect } = useDisconnect()
  const { themeMode, setThemeMode } = useAppKitTheme()
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
      <button type="button" onClick={() => open()}>
        Open modal
      </button>
      <button type="button" onClick={() => open({ view: 'Networks' })}>
        Open networks
      </button>
      <button type="button" onClick={() => close()}>
        Close modal
      </button>
      {networks.map((network) => (
        <button key={network.id} type="button" onClick={() => void switchNetwork(network)}>
          Switch to {network.name}
        </button>
      ))}
      <button type="button" onClick={() => setThemeMode(themeMode === 'dark' ? 'light' : 'dark')}>
        Toggle theme
      </button>
      <button type="button" onClick={() => void disconnect()}>
        Disconnect
      </button>
    </div>
  )
}

/**
 * The eip155 slice: the modal over devnet chains 1, 10 and 8453, every hook's state and action,
 * `appKit.signMessage`, an EIP-5792 batch (`appKit.sendCalls`), and with `?siwx=on` the sign-in state.
 */
export function EvmPage() {
  return (
    <WagmiProvider config={wagmiAdapter.wagmiConfig}>
      <QueryClientProvider client={queryClient}>
        <section aria-labelledby="evm-title" style={{ display: 'grid', gap: 16 }}>
          <h2 id="evm-title">EVM</h2>
          <div style={{ display: 'flex', gap: 8 }}>
            <ConnectButton />
            <NetworkButton />
          </div>
          <ModalActions />
          <HookState />
          <WagmiActions />
          <AppKitSignMessage />
          <AppKitSendCalls />
          {labSiwx === undefined ? null : <SiwxSessionState />}
        </section>
      </QueryClientProvider>
    </WagmiProvider>
  )
}
