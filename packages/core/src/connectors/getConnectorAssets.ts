import { CONNECTOR_EXPLORER_IDS, CONNECTOR_IMAGE_IDS } from '@atrium/common'
import type { Connector } from './Connector.js'
import { getConnectorName } from './getConnectorName.js'

/**
 * [CONNECTOR-011] The wallet-directory id of a connector: its own `explorerId`, else the fixed
 * table by id, else by name (with the Trust alias, CONNECTOR-010).
 */
export function getConnectorExplorerId(
  connector: Pick<Connector, 'id' | 'name' | 'explorerId'>,
): string | undefined {
  return (
    connector.explorerId ??
    CONNECTOR_EXPLORER_IDS[connector.id] ??
    CONNECTOR_EXPLORER_IDS[getConnectorName(connector.name)]
  )
}

/** [CONNECTOR-011] The image id of a connector: its own `imageId`, else the fixed table by id. */
export function getConnectorImageId(connector: Pick<Connector, 'id' | 'imageId'>): string | undefined {
  return connector.imageId ?? CONNECTOR_IMAGE_IDS[connector.id]
}
