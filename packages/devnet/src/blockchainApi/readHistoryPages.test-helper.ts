import type { CaipNetworkId } from '@atrium/common'
import { type BlockchainApiClient, getTransactionHistory } from '@atrium/core'

/** The transaction ids of every page of `account`'s history on `caipNetworkId`, following `next`. Test-only. */
export async function readHistoryPages(
  client: BlockchainApiClient,
  account: string,
  caipNetworkId: CaipNetworkId,
): Promise<string[][]> {
  const pages: string[][] = []
  let cursor: string | undefined
  do {
    const page = await getTransactionHistory(client, { account, caipNetworkId, cursor })
    pages.push(page.data.map(({ id }) => id))
    cursor = page.next
  } while (cursor !== undefined)
  return pages
}
