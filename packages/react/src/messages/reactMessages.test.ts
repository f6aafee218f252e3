import { ERROR_CATALOGUE_DOMAINS } from '@atrium/common'
import { expect, it } from 'vitest'

it("pins the texts of the views, hooks and buttons (common's react domain)", () => {
  expect(ERROR_CATALOGUE_DOMAINS.react).toMatchInlineSnapshot(`
    {
      "ACCEPT_CONNECTION_REQUEST": "Accept the connection request in your wallet",
      "ACCOUNT_VIEW_TITLE": "Account",
      "ADDRESS_COPIED": "Address copied",
      "ADDRESS_COPY_FAILED": "Could not copy the address",
      "APPKIT_ALREADY_CREATED": "createAppKit was called again: returning the existing instance",
      "BACK": "Back",
      "BALANCE_LOADING": "Loading balance",
      "BLOCK_EXPLORER": "Block Explorer",
      "CLOSE": "Close",
      "CONNECTING": "Connecting…",
      "CONNECTING_WALLETCONNECT_VIEW_TITLE": "WalletConnect",
      "CONNECTION_DECLINED": "Connection declined",
      "CONNECTION_DECLINED_DESCRIPTION": "Connection can be declined if a previous request is still active",
      "CONNECTION_FAILED": "Connection failed",
      "CONNECT_VIEW_TITLE": "Connect Wallet",
      "CONNECT_WALLET": "Connect Wallet",
      "CONTINUE_IN_WALLET": "Continue in {wallet}",
      "COPY_ADDRESS": "Copy address",
      "COPY_LINK": "Copy link",
      "CREATING_PAIRING_URI": "Creating a connection link",
      "DISCONNECT": "Disconnect",
      "LINK_COPIED": "Link copied",
      "LINK_COPY_FAILED": "Could not copy the link",
      "NETWORKS_VIEW_TITLE": "Choose Network",
      "NETWORK_LIST_LABEL": "Networks",
      "NO_WALLETS_FOUND": "No wallets found",
      "OPENS_IN_NEW_TAB": "(opens in a new tab)",
      "OPEN_ACCOUNT": "Open account {address}",
      "SCAN_QR_CODE": "Scan this QR code with your phone",
      "SELECT_NETWORK": "Select network",
      "SWITCH_NETWORK_FROM": "Switch network, current: {network}",
      "TRY_AGAIN": "Try again",
      "UNSUPPORTED_CHAIN_DESCRIPTION": "This app doesn't support your current network. Switch to an available option to continue.",
      "UNSUPPORTED_CHAIN_VIEW_TITLE": "Switch Network",
      "WAITING_FOR_WALLET": "Waiting for {wallet}",
      "WALLETCONNECT": "WalletConnect",
      "WALLET_LIST_LABEL": "Wallets",
      "WALLET_TAG_INSTALLED": "Installed",
      "WALLET_TAG_RECENT": "Recent",
    }
  `)
})
