'use client'

import type {
  CaipAddress,
  ConnectionStatus,
  Namespace,
  PreferredAccountType,
  SocialProvider,
} from '@atrium/common'
import type { Account, AuthUser } from '@atrium/core'
import { useStore } from 'zustand'
import { useShallow } from 'zustand/react/shallow'
import { useAppKitContext } from '../context/useAppKitContext.js'
import { getAccountStatus } from './getAccountStatus.js'

/** The embedded (email or social) wallet behind the account, when there is one. */
export type EmbeddedWalletInfo = {
  readonly user: AuthUser
  /** 'email' or the social provider the user signed in with. */
  readonly authProvider: SocialProvider | 'email'
  readonly accountType: PreferredAccountType | undefined
  readonly isSmartAccountDeployed: boolean
}

/** Parameters of `useAppKitAccount`. */
export type UseAppKitAccountParameters = {
  /** The namespace to read; the active one by default. */
  readonly namespace?: Namespace | undefined
}

/** What `useAppKitAccount` returns. */
export type UseAppKitAccountReturnType = {
  readonly address: string | undefined
  readonly caipAddress: CaipAddress | undefined
  readonly allAccounts: readonly Account[]
  readonly isConnected: boolean
  /** `connecting` while a connection or a session restore runs. */
  readonly status: ConnectionStatus
  readonly embeddedWalletInfo: EmbeddedWalletInfo | undefined
}

const NO_ACCOUNTS: readonly Account[] = []

/**
 * The connected account of a namespace (the active one by default).
 *
 * @example
 * const { address, isConnected } = useAppKitAccount()
 * const solana = useAppKitAccount({ namespace: 'solana' })
 */
export function useAppKitAccount(parameters: UseAppKitAccountParameters = {}): UseAppKitAccountReturnType {
  const { stores } = useAppKitContext()
  const activeNamespace = useStore(stores.network, (state) => state.activeNamespace)
  const namespace = parameters.namespace ?? activeNamespace
  const connectionStatus = useStore(stores.connection, (state) => state.status)
  const account = useStore(
    stores.account,
    useShallow((state) => {
      const chain = namespace === undefined ? undefined : state.chains[namespace]
      return {
        address: chain?.address,
        caipAddress: chain?.caipAddress,
        allAccounts: chain?.allAccounts ?? NO_ACCOUNTS,
        status: chain?.status ?? 'disconnected',
        user: chain?.user,
        socialProvider: chain?.socialProvider,
        preferredAccountType: chain?.preferredAccountType,
        smartAccountDeployed: chain?.smartAccountDeployed ?? false,
      }
    }),
  )
  const { isConnected, status } = getAccountStatus(account, connectionStatus)
  return {
    address: account.address,
    caipAddress: account.caipAddress,
    allAccounts: account.allAccounts,
    isConnected,
    status,
    embeddedWalletInfo:
      account.user === undefined
        ? undefined
        : {
            user: account.user,
            authProvider: account.socialProvider ?? 'email',
            accountType: account.preferredAccountType,
            isSmartAccountDeployed: account.smartAccountDeployed,
          },
  }
}
