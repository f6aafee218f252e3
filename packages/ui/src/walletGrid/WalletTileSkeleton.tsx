'use client'

import { Skeleton } from '../primitives/Skeleton.js'

/** The placeholder of a wallet tile while its wallet loads: the image and name in the tile's layout. */
export function WalletTileSkeleton() {
  return (
    <span className="atr-wallet-tile atr-wallet-tile--skeleton" aria-hidden="true">
      <Skeleton width={48} height={48} />
      <Skeleton width="70%" height={12} />
    </span>
  )
}
