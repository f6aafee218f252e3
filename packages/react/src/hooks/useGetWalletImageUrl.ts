'use client'

import { createWalletDirectoryClient, getWalletImageUrl, type Wallet } from '@atrium/core'
import { useMemo } from 'react'
import { useStore } from 'zustand'
import { useAppKitContext } from '../context/useAppKitContext.js'

/** Resolves a wallet entry's image (see core's `getWalletImageUrl`). */
export type GetWalletImageUrl = (wallet: Pick<Wallet, 'image_url' | 'image_id'>) => string | undefined

/**
 * The image URL of a directory, recent or custom wallet: its own image, else the instance's
 * wallet directory's `/getWalletImage/{image_id}` (API-024). Building a URL requests nothing.
 */
export function useGetWalletImageUrl(): GetWalletImageUrl {
  const { stores } = useAppKitContext()
  const projectId = useStore(stores.options, (state) => state.projectId)
  const baseUrl = useStore(stores.options, (state) => state.apiUrls.walletDirectory)
  return useMemo(() => {
    const client = createWalletDirectoryClient({ projectId: projectId ?? '', baseUrl })
    // Built once per entry: the rows of thousands of directory wallets are built again on every
    // page loaded, and a URL costs more than the rest of a row.
    const urls = new WeakMap<object, string | undefined>()
    return (wallet) => {
      if (!urls.has(wallet)) urls.set(wallet, getWalletImageUrl(client, wallet))
      return urls.get(wallet)
    }
  }, [projectId, baseUrl])
}
