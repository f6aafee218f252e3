'use client'

import type { CaipNetwork } from '@atrium/common'
import { useLazyValue } from '@atrium/ui'
import { getLoadedNetworkIcons, loadNetworkIcons } from './loadNetworkIcons.js'

const NETWORK_ICONS = { load: loadNetworkIcons, peek: getLoadedNetworkIcons }

/**
 * The image of `network`: its own `imageUrl`, else Atrium's icon for its image id (loading the
 * icons if they have not loaded yet), else `undefined`, and the image shows the network's initial
 * (also while the icons download, or if they fail to).
 */
export function useNetworkImageUrl(network: Pick<CaipNetwork, 'assets'> | undefined): string | undefined {
  const imageUrl = network?.assets.imageUrl
  const imageId = network?.assets.imageId
  const icons = useLazyValue(NETWORK_ICONS, imageUrl === undefined && imageId !== undefined)
  if (imageUrl !== undefined) return imageUrl
  return imageId === undefined ? undefined : icons?.[imageId]
}
