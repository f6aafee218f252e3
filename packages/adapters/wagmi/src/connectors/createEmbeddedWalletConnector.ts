import { AUTH_CONNECTOR_NAME, CONNECTOR_IDS, UnauthorizedProviderError } from '@atrium/common'
import type { EmbeddedWallet } from '@atrium/core'
import { type CreateConnectorFn, createConnector } from '@wagmi/core'
import { type Address, getAddress, isAddress } from 'viem'

import { EMBEDDED_WALLET_CONNECTOR_TYPE } from './listWalletDescriptors.js'

/** A chain id as EIP-1193 gives it (hex) or as a number or CAIP-2 string; wagmi takes a number. */
function toEvmChainId(chainId: string | number): number {
  if (typeof chainId === 'number') return chainId
  if (/^0x[0-9a-fA-F]{1,13}$/.test(chainId)) return Number.parseInt(chainId, 16)
  return Number(/^(?:eip155:)?([0-9]{1,15})$/.exec(chainId)?.[1] ?? Number.NaN)
}

function toAccount(address: string): Address {
  if (!isAddress(address, { strict: false }))
    throw new UnauthorizedProviderError({
      details: `The embedded wallet gave no EVM account: ${JSON.stringify(address)}`,
    })
  return getAddress(address)
}

/**
 * The embedded wallet (email, social and Farcaster sign-in through the secure frame) as a wagmi
 * connector, so the dApp's own wagmi hooks see it like any wallet. Accounts, chain and switching go
 * through the EIP-1193 provider over the frame that appkit builds (with the RPC allow-list; it keeps
 * the EVM chain apart from the frame's Solana one). `isAuthorized` is the frame's connection check,
 * which answers "no" without loading anything for a visitor who never signed in.
 */
export function createEmbeddedWalletConnector(wallet: EmbeddedWallet): CreateConnectorFn {
  return createConnector((config) => {
    const provider = () => wallet.loadEip1193Provider()
    const readAccounts = async () => {
      const accounts = await (await provider()).request({ method: 'eth_accounts' })
      return (Array.isArray(accounts) ? accounts : []).map((account) => toAccount(String(account)))
    }
    const readChainId = async () =>
      toEvmChainId(String(await (await provider()).request({ method: 'eth_chainId' })))
    const switchTo = async (chainId: number) => {
      const chain = config.chains.find((entry) => entry.id === chainId)
      if (chain === undefined)
        throw new UnauthorizedProviderError({ details: `Chain ${chainId} is not configured` })
      await (await provider()).request({
        method: 'wallet_switchEthereumChain',
        params: [{ chainId: `0x${chainId.toString(16)}` }],
      })
      config.emitter.emit('change', { chainId })
      return chain
    }
    return {
      id: CONNECTOR_IDS.AUTH,
      name: AUTH_CONNECTOR_NAME,
      type: EMBEDDED_WALLET_CONNECTOR_TYPE,
      async connect(parameters = {}) {
        if (parameters.chainId !== undefined) await switchTo(parameters.chainId)
        return { accounts: (await readAccounts()) as never, chainId: await readChainId() }
      },
      async disconnect() {
        await wallet.authProvider.signOut()
      },
      getAccounts: readAccounts,
      getChainId: readChainId,
      getProvider: provider,
      async isAuthorized() {
        return (await wallet.authProvider.isConnected()).isConnected
      },
      switchChain: ({ chainId }) => switchTo(chainId),
      onAccountsChanged(accounts) {
        if (accounts.length === 0) config.emitter.emit('disconnect')
        else config.emitter.emit('change', { accounts: accounts.map(toAccount) })
      },
      onChainChanged(chainId) {
        config.emitter.emit('change', { chainId: toEvmChainId(chainId) })
      },
      onDisconnect() {
        config.emitter.emit('disconnect')
      },
    }
  })
}
