import type { Config, Connection, Connector } from '@wagmi/core'

/** wagmi's connection of `connector`, if it has one. */
export function getConnectionOf(config: Config, connector: Connector): Connection | undefined {
  return [...config.state.connections.values()].find(
    (connection) => connection.connector.uid === connector.uid,
  )
}
