import { AUTH_CONNECTOR_NAME, CONNECTOR_IDS, UnauthorizedProviderError } from '@atrium/common'
import type { EmbeddedWallet } from '@atrium/core'
import { type CreateConnectorFn, createConnector } from '@wagmi/core'
import { type Address, getAddress, isAddress } from 'viem'

import { EMBEDDED_WALLET_CONNECTOR_TYPE } from './listWalletDescriptors.js'

/** The frame speaks of chains as numbers or CAIP-2 strings; wagmi by number. */
function toEvmChainId(chainId: string | number): number {
  if (typeof chainId === 'number') return chainId
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
 * connector, so the dApp's own wagmi hooks see it like any wallet. Accounts and chain come from the
 * frame's user; `getProvider` is the EIP-1193 provider over the frame that appkit builds (with the
 * RPC allow-list), loaded on the first signature or transaction. `isAuthorized` is the frame's
 * connection check, which answers "no" without loading anything for a visitor who never signed in.
 */
export function createEmbeddedWalletConnector(wallet: EmbeddedWallet): CreateConnectorFn {
  const { authProvider } = wallet
  return createConnector((config) => {
    const readAccounts = async () => [toAccount((await authProvider.getUser()).address)] as const
    const switchTo = async (chainId: number) => {
      const chain = config.chains.find((entry) => entry.id === chainId)
      if (chain === undefined)
        throw new UnauthorizedProviderError({ details: `Chain ${chainId} is not configured` })
      await authProvider.switchNetwork({ chainId })
      config.emitter.emit('change', { chainId })
      return chain
    }
    return {
      id: CONNECTOR_IDS.AUTH,
      name: AUTH_CONNECTOR_NAME,
      type: EMBEDDED_WALLET_CONNECTOR_TYPE,
      async connect(parameters = {}) {
        if (parameters.chainId !== undefined) await switchTo(parameters.chainId)
        const user = await authProvider.getUser()
        return { accounts: [toAccount(user.address)] as never, chainId: toEvmChainId(user.chainId) }
      },
      async disconnect() {
        await authProvider.signOut()
      },
      getAccounts: readAccounts,
      async getChainId() {
        return toEvmChainId((await authProvider.getChainId()).chainId)
      },
      getProvider: () => wallet.loadEip1193Provider(),
      async isAuthorized() {
        return (await authProvider.isConnected()).isConnected
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
