import { ERROR_CATALOGUE_DOMAINS } from '@atrium/common'
import { expect, it } from 'vitest'

it("pins the texts of the views (common's react domain)", () => {
  expect(ERROR_CATALOGUE_DOMAINS.react).toMatchInlineSnapshot(`
    {
      "ACCEPT_CONNECTION_REQUEST": "Accept the connection request in your wallet",
      "ACCOUNT_VIEW_TITLE": "Account",
      "ADDRESS_COPIED": "Address copied",
      "ADDRESS_COPY_FAILED": "Could not copy the address",
      "ALL_WALLETS": "All wallets",
      "ALL_WALLETS_VIEW_TITLE": "All wallets",
      "BACK": "Back",
      "BALANCE_LOADING": "Loading balance",
      "BLOCK_EXPLORER": "Block explorer",
      "CLOSE": "Close",
      "CONNECTING_WALLETCONNECT_VIEW_TITLE": "WalletConnect",
      "CONNECTION_DECLINED": "Connection declined",
      "CONNECTION_DECLINED_DESCRIPTION": "Connection can be declined if a previous request is still active",
      "CONNECTION_FAILED": "Connection failed",
      "CONNECT_VIEW_TITLE": "Connect wallet",
      "CONTINUE_IN_WALLET": "Continue in {wallet}",
      "COPY_ADDRESS": "Copy address",
      "COPY_LINK": "Copy link",
      "CREATING_PAIRING_URI": "Creating a connection link",
      "DISCONNECT": "Disconnect",
      "LINK_COPIED": "Link copied",
      "LINK_COPY_FAILED": "Could not copy the link",
      "LOADING_VIEW": "Loading",
      "LOADING_WALLETS": "Loading wallets",
      "NAMESPACE_BIP122": "Bitcoin",
      "NAMESPACE_EIP155": "Ethereum and EVM",
      "NAMESPACE_POLKADOT": "Polkadot",
      "NAMESPACE_SOLANA": "Solana",
      "NETWORKS_VIEW_TITLE": "Choose network",
      "NETWORK_CURRENT": "Current",
      "NETWORK_LIST_LABEL": "Networks",
      "NO_WALLETS_FOUND": "No wallets found",
      "NO_WALLETS_MATCH": "Try another name",
      "OPENS_IN_NEW_TAB": "(opens in a new tab)",
      "OPEN_DESKTOP_APP": "Open desktop app",
      "OPEN_WALLET": "Open {wallet}",
      "OPEN_WEB_APP": "Open web app",
      "OTHER_CONNECTED_ACCOUNTS": "Also connected",
      "SCAN_QR_CODE": "Scan this QR code with your phone",
      "SEARCH_WALLET": "Search wallet",
      "SELECT_CHAIN": "Select a chain",
      "SELECT_CHAIN_DESCRIPTION": "{wallet} supports several chains. Which one do you want to connect?",
      "SHOW_QR_CODE": "Show QR code",
      "TRY_AGAIN": "Try again",
      "UNSUPPORTED_CHAIN_DESCRIPTION": "This app doesn't support your current network. Switch to an available option to continue.",
      "UNSUPPORTED_CHAIN_VIEW_TITLE": "Switch network",
      "USE_ACCOUNT_OF_CHAIN": "Use {chain} account {address}",
      "WAITING_FOR_WALLET": "Waiting for {wallet}",
      "WALLETCONNECT": "WalletConnect",
      "WALLETS_LOAD_FAILED": "Couldn't load wallets",
      "WALLETS_UNAVAILABLE": "Couldn't load more wallets",
      "WALLET_DID_NOT_OPEN": "{wallet} did not open? Open it again, or use the QR code or the link.",
      "WALLET_LIST_LABEL": "Wallets",
      "WALLET_NOT_RESPONDING": "{wallet} is not responding",
      "WALLET_NOT_RESPONDING_DESCRIPTION": "Its window may have been closed or could not load. Try again.",
      "WALLET_TAG_INSTALLED": "Installed",
      "WALLET_TAG_RECENT": "Recent",
    }
  `)
})

it("pins the texts of the buttons (common's button domain)", () => {
  expect(ERROR_CATALOGUE_DOMAINS.button).toMatchInlineSnapshot(`
    {
      "CONNECTING": "Connecting…",
      "CONNECT_WALLET": "Connect wallet",
      "OPEN_ACCOUNT": "Open account {address}",
      "SELECT_NETWORK": "Select network",
      "SWITCH_NETWORK_FROM": "Switch network, current: {network}",
    }
  `)
})
