import type { RecordedRequest, TestRoute } from '../http/startTestServer.test-helper.js'

/** A directory entry as the service sends it. */
export type DirectoryEntry = {
  readonly id: string
  readonly name: string
  readonly image_id?: string | null
  readonly rdns?: string | null
  readonly mobile_link?: string | null
  readonly desktop_link?: string | null
  readonly webapp_link?: string | null
  readonly chains?: readonly string[]
}

const list = (value: string | undefined) => (value === undefined ? undefined : value.split(','))

/**
 * A `GET /getWallets` route over `wallets` answering as the directory does: `include` keeps only
 * those ids, `exclude` drops ids, `chains` keeps wallets listing one of them, `search` matches
 * names (any case), then page `page` of `entries`, with the total `count`. Test-only.
 */
export function answerGetWallets(
  wallets: readonly DirectoryEntry[],
): (request: RecordedRequest) => TestRoute {
  return ({ query }) => {
    const include = list(query.include)
    const exclude = list(query.exclude) ?? []
    const chains = list(query.chains)
    const search = query.search?.toLowerCase()
    const matching = wallets.filter(
      (wallet) =>
        (include === undefined || include.includes(wallet.id)) &&
        !exclude.includes(wallet.id) &&
        (chains === undefined || (wallet.chains ?? []).some((chain) => chains.includes(chain))) &&
        (search === undefined || wallet.name.toLowerCase().includes(search)),
    )
    const page = Number(query.page ?? '1')
    const entries = Number(query.entries ?? '40')
    const data = matching.slice((page - 1) * entries, page * entries)
    return { body: { data, count: matching.length } }
  }
}

/** `count` generated wallets `wallet-0` … on Ethereum mainnet, named `Wallet 0` …. Test-only. */
export function createDirectoryEntries(count: number): DirectoryEntry[] {
  return Array.from({ length: count }, (_, index) => ({
    id: `wallet-${index}`,
    name: `Wallet ${index}`,
    image_id: `image-${index}`,
    rdns: null,
    mobile_link: `wallet${index}://`,
    chains: ['eip155:1'],
  }))
}
