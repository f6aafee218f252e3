/**
 * Texts of the buttons a page shows before the modal first opens (`ConnectButton`, `AccountButton`,
 * `NetworkButton` of `@atrium/react`): a domain of their own so that start-up code loads only these,
 * not the views' `REACT_MESSAGES`. The spec quotes none of them: they are ours, pinned by
 * `@atrium/react`'s tests.
 */
export const BUTTON_MESSAGES = {
  /** The connect button's label. */
  CONNECT_WALLET: 'Connect wallet',
  /** The connect button while a connection or a session restore is in progress. */
  CONNECTING: 'Connecting…',
  /** Accessible name of the account button: `{address}` is the truncated address. */
  OPEN_ACCOUNT: 'Open account {address}',
  /** Accessible name of the network row and the network button: `{network}` is the current one. */
  SWITCH_NETWORK_FROM: 'Switch network, current: {network}',
  /** The network button without a current network. */
  SELECT_NETWORK: 'Select network',
} as const
