'use client'

import { createWalletDirectoryUrls, getWalletImageUrl, type Wallet } from '@atrium/core'
import { useStore } from 'zustand'
import { useAppKitContext } from '../context/useAppKitContext.js'

/** Resolves a wallet entry's image (see core's `getWalletImageUrl`). */
export type GetWalletImageUrl = (wallet: Pick<Wallet, 'image_url' | 'image_id'>) => string | undefined

// One resolver per directory, shared by every view: All Wallets opens on the entries the Connect
// view resolved already. Built once per entry: a URL costs more than the rest of a row. URLs only,
// not the directory's HTTP client: the Connect view's first paint does not wait for its code.
const RESOLVERS = new Map<string, GetWalletImageUrl>()

function getResolver(projectId: string, baseUrl: string | undefined): GetWalletImageUrl {
  const key = JSON.stringify([projectId, baseUrl])
  let resolve = RESOLVERS.get(key)
  if (resolve === undefined) {
    const urls = createWalletDirectoryUrls({ projectId, baseUrl })
    const resolved = new WeakMap<object, string | undefined>()
    resolve = (wallet) => {
      if (!resolved.has(wallet)) resolved.set(wallet, getWalletImageUrl(urls, wallet))
      return resolved.get(wallet)
    }
    RESOLVERS.set(key, resolve)
  }
  return resolve
}

/**
 * The image URL of a directory, recent or custom wallet: its own image, else the instance's
 * wallet directory's `/getWalletImage/{image_id}` (API-024). Building a URL requests nothing.
 */
export function useGetWalletImageUrl(): GetWalletImageUrl {
  const { stores } = useAppKitContext()
  const projectId = useStore(stores.options, (state) => state.projectId)
  const baseUrl = useStore(stores.options, (state) => state.apiUrls.walletDirectory)
  return getResolver(projectId ?? '', baseUrl)
}
