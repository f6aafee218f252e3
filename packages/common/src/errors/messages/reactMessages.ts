/**
 * Texts of the modal's views (`@atrium/react`), which load with the modal; the buttons' texts are
 * `BUTTON_MESSAGES`, so a page that shows only a button does not load these. The spec quotes none
 * of them: they are ours, pinned by `@atrium/react`'s tests.
 */
export const REACT_MESSAGES = {
  /** Title of the Connect view. */
  CONNECT_VIEW_TITLE: 'Connect wallet',
  /** Title of the Account view. */
  ACCOUNT_VIEW_TITLE: 'Account',
  /** Title of the Networks view. */
  NETWORKS_VIEW_TITLE: 'Choose network',
  /** Title of the UnsupportedChain view. */
  UNSUPPORTED_CHAIN_VIEW_TITLE: 'Switch network',
  /** Accessible name of the Connect view's wallet list. */
  WALLET_LIST_LABEL: 'Wallets',
  /** Tag of a wallet the user connected with before (CONNECTOR-015). */
  WALLET_TAG_RECENT: 'Recent',
  /** Tag of an installed or announced (EIP-6963) wallet. */
  WALLET_TAG_INSTALLED: 'Installed',
  /** Shown in the Connect view when no adapter reports a wallet. */
  NO_WALLETS_FOUND: 'No wallets found',
  /** ConnectingExternal, waiting for the wallet. */
  CONTINUE_IN_WALLET: 'Continue in {wallet}',
  /** ConnectingExternal, waiting: the second line. */
  ACCEPT_CONNECTION_REQUEST: 'Accept the connection request in your wallet',
  /** ConnectingExternal, the spinner's accessible name. */
  WAITING_FOR_WALLET: 'Waiting for {wallet}',
  /** ConnectingExternal after the wallet refused (EIP-1193 4001). */
  CONNECTION_DECLINED: 'Connection declined',
  /** ConnectingExternal after a 4001: why it can happen without the user refusing. */
  CONNECTION_DECLINED_DESCRIPTION: 'Connection can be declined if a previous request is still active',
  /** ConnectingExternal after any other failure; the error's own text is the description. */
  CONNECTION_FAILED: 'Connection failed',
  /** ConnectingExternal when a wallet SDK's own window has not answered in EXTERNAL_WALLET_WAIT_MS. */
  WALLET_NOT_RESPONDING: '{wallet} is not responding',
  /** ConnectingExternal, not responding: the second line. */
  WALLET_NOT_RESPONDING_DESCRIPTION: 'Its window may have been closed or could not load. Try again.',
  /** The retry button of ConnectingExternal. */
  TRY_AGAIN: 'Try again',
  /** Connect view: the WalletConnect entry. */
  WALLETCONNECT: 'WalletConnect',
  /** Connect view: the entry that opens the whole wallet directory; its tag is the wallet count. */
  ALL_WALLETS: 'All wallets',
  /** Connect view: the accessible name of the placeholder rows while the directory's wallets load. */
  LOADING_WALLETS: 'Loading wallets',
  /** Connect view: the directory did not answer; the installed wallets still show above. */
  WALLETS_UNAVAILABLE: "Couldn't load more wallets",
  /** Title of the AllWallets view. */
  ALL_WALLETS_VIEW_TITLE: 'All wallets',
  /** AllWallets: the search field's label and placeholder. */
  SEARCH_WALLET: 'Search wallet',
  /** AllWallets: under 'No wallets found' when a search matched nothing. */
  NO_WALLETS_MATCH: 'Try another name',
  /** AllWallets: the directory did not answer and no wallet can be shown; a retry button follows. */
  WALLETS_LOAD_FAILED: "Couldn't load wallets",
  /** Title of the ConnectingWalletConnect view. */
  CONNECTING_WALLETCONNECT_VIEW_TITLE: 'WalletConnect',
  /** ConnectingWalletConnect: the QR code's accessible name and the line under it. */
  SCAN_QR_CODE: 'Scan this QR code with your phone',
  /** ConnectingWalletConnect: the spinner while the pairing URI is being created. */
  CREATING_PAIRING_URI: 'Creating a connection link',
  /** ConnectingWalletConnect: the copy-link button. */
  COPY_LINK: 'Copy link',
  /** Snackbar after the WalletConnect link was copied. */
  LINK_COPIED: 'Link copied',
  /** Snackbar when the clipboard refused the link. */
  LINK_COPY_FAILED: 'Could not copy the link',
  /** ConnectingWalletConnect on a phone: opens (or opens again) the wallet through its deep link. */
  OPEN_WALLET: 'Open {wallet}',
  /** ConnectingWalletConnect after the deep link fired: the fallback when the wallet did not open. */
  WALLET_DID_NOT_OPEN: '{wallet} did not open? Open it again, or use the QR code or the link.',
  /** ConnectingWalletConnect on a phone: shows the QR code instead of the deep link. */
  SHOW_QR_CODE: 'Show QR code',
  /** ConnectingWalletConnect: opens the wallet's desktop app with the pairing. */
  OPEN_DESKTOP_APP: 'Open desktop app',
  /** ConnectingWalletConnect: opens the wallet's web app with the pairing. */
  OPEN_WEB_APP: 'Open web app',
  /** Header buttons. */
  BACK: 'Back',
  CLOSE: 'Close',
  /** Account view: the copy button's accessible name. */
  COPY_ADDRESS: 'Copy address',
  /** Snackbar after the address was copied. */
  ADDRESS_COPIED: 'Address copied',
  /** Snackbar when the clipboard refused the copy. */
  ADDRESS_COPY_FAILED: 'Could not copy the address',
  /** Account view: the balance while it loads. */
  BALANCE_LOADING: 'Loading balance',
  /** A view whose code is still downloading (slow networks only: views preload once the modal opens). */
  LOADING_VIEW: 'Loading',
  /** Account view: the explorer link. */
  BLOCK_EXPLORER: 'Block explorer',
  /** Suffix read by assistive technology on links that open a new tab. */
  OPENS_IN_NEW_TAB: '(opens in a new tab)',
  /** Account view and UnsupportedChain view: the disconnect button. */
  DISCONNECT: 'Disconnect',
  /** Accessible name of the network lists. */
  NETWORK_LIST_LABEL: 'Networks',
  /** Networks view: read after the current network's name (its row also shows a check). */
  NETWORK_CURRENT: 'Current',
  /** UnsupportedChain view: why the modal opened. */
  UNSUPPORTED_CHAIN_DESCRIPTION:
    "This app doesn't support your current network. Switch to an available option to continue.",
  /** ConnectingExternal, a wallet on several namespaces (CONNECTOR-005): the chooser's title. */
  SELECT_CHAIN: 'Select a chain',
  /** ConnectingExternal, the chooser's description. */
  SELECT_CHAIN_DESCRIPTION: '{wallet} supports several chains. Which one do you want to connect?',
  /** Display names of the namespaces (network list headings, chain chooser, connected accounts). */
  NAMESPACE_EIP155: 'Ethereum and EVM',
  NAMESPACE_SOLANA: 'Solana',
  NAMESPACE_POLKADOT: 'Polkadot',
  NAMESPACE_BIP122: 'Bitcoin',
  /** Account view: the heading over the accounts of the other connected namespaces. */
  OTHER_CONNECTED_ACCOUNTS: 'Also connected',
  /** Account view: a row of another connected namespace; makes it the active one. */
  USE_ACCOUNT_OF_CHAIN: 'Use {chain} account {address}',
  /** Account view: the tab bar's accessible name. */
  ACCOUNT_TABS: 'Account',
  /** Account view: the tab of the tokens the account holds. */
  TOKENS_TAB: 'Tokens',
  /** Tokens tab: the label over the total value of the tokens. */
  TOKENS_TOTAL: 'Total value',
  /** Tokens tab: read while the placeholder rows show. */
  TOKENS_LOADING: 'Loading tokens',
  /** Tokens tab: the account holds nothing on this network. */
  NO_TOKENS: 'No tokens yet',
  /** Tokens tab, under 'No tokens yet'. */
  NO_TOKENS_DESCRIPTION: 'Tokens you hold on {network} will show here.',
  /** Tokens tab, under 'Token Balance Unavailable' (the rest of the view keeps working). */
  TOKENS_FAILED_DESCRIPTION: 'Your tokens could not be loaded. Try again in a moment.',
  /** Account view: the tab of the account's transactions. */
  ACTIVITY_TAB: 'Activity',
  /** Activity tab: read while the placeholder rows show. */
  ACTIVITY_LOADING: 'Loading activity',
  /** Activity tab: read while the next page loads at the end of the list. */
  ACTIVITY_LOADING_MORE: 'Loading older activity',
  /** Activity tab: the account has no transaction on this network. */
  NO_ACTIVITY: 'No activity yet',
  /** Activity tab, under 'No activity yet'. */
  NO_ACTIVITY_DESCRIPTION: 'Transactions of this account on {network} will show here.',
  /** Activity tab, under 'Failed to fetch transactions' (the rest of the view keeps working). */
  ACTIVITY_FAILED_DESCRIPTION: 'Your activity could not be loaded. Try again in a moment.',
  /** Activity row title: the account sent `{token}`. */
  ACTIVITY_SENT: 'Sent {token}',
  /** Activity row title: the account received `{token}`. */
  ACTIVITY_RECEIVED: 'Received {token}',
  /** Activity row title: the account traded `{token}` for something else. */
  ACTIVITY_TRADED: 'Traded {token}',
  /** Activity row title: the account moved `{token}` to itself. */
  ACTIVITY_MOVED: 'Moved {token}',
  /** Activity row title: a transaction that moved no asset (a contract call). */
  ACTIVITY_EXECUTED: 'Contract call',
  /** Activity row title suffix of a transaction the chain did not apply. */
  ACTIVITY_FAILED: '{title} (failed)',
  /** Activity row title suffix of a transaction not yet in a block. */
  ACTIVITY_PENDING: '{title} (pending)',
  /** Activity row date: how long ago, e.g. '3 d ago'. */
  ACTIVITY_AGO: '{time} ago',
} as const
