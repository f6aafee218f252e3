import type { RegtestTransaction } from './createRegtestChain.js'

/**
 * Transactions in Esplora's history order: mempool first (latest seen first), then confirmed ones
 * from the highest block down, later in a block before earlier.
 */
export function sortNewestFirst(records: readonly RegtestTransaction[]): RegtestTransaction[] {
  return [...records].sort((left, right) => {
    const { confirmation: leftBlock } = left
    const { confirmation: rightBlock } = right
    if (leftBlock === undefined || rightBlock === undefined) {
      if (leftBlock !== rightBlock) return leftBlock === undefined ? -1 : 1
      return right.arrival - left.arrival
    }
    return rightBlock.height - leftBlock.height || rightBlock.position - leftBlock.position
  })
}
