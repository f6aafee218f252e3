import type { CaipNetwork } from '@atrium/common'

/**
 * The block-explorer page of `address`: the account's own `addressExplorerUrl` when set, else the
 * network's default explorer's `/address/<address>` page; `undefined` without either.
 */
export function getAddressExplorerUrl(parameters: {
  readonly address: string
  readonly addressExplorerUrl: string | undefined
  readonly caipNetwork: CaipNetwork | undefined
}): string | undefined {
  if (parameters.addressExplorerUrl !== undefined) return parameters.addressExplorerUrl
  const base = parameters.caipNetwork?.blockExplorers.default.url
  if (base === undefined || base === '') return undefined
  return `${base.replace(/\/+$/, '')}/address/${parameters.address}`
}
