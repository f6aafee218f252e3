import { expect, it } from 'vitest'

it('exports exactly the public surface', async () => {
  expect(Object.keys(await import('./index.js')).sort()).toMatchInlineSnapshot(`
    [
      "Avatar",
      "BOTTOM_SHEET_MAX_WIDTH_PX",
      "Button",
      "CSS_VARIABLE_PREFIX",
      "ICON_NAMES",
      "Icon",
      "IconButton",
      "Input",
      "Link",
      "ListItem",
      "ModalShell",
      "NetworkImage",
      "QrCode",
      "Skeleton",
      "Snackbar",
      "Spinner",
      "Tabs",
      "Text",
      "TokenListItem",
      "TokenListSkeleton",
      "TransactionListItem",
      "WaitingImage",
      "WalletGrid",
      "WalletGridPanel",
      "WalletGridSkeleton",
      "WalletImage",
      "WalletListItem",
      "getAvatarGradient",
      "getButtonStyleSheet",
      "getModalStyleSheet",
      "getTabId",
      "getTabPanelId",
      "preloadQrCode",
      "toCssVariables",
      "useIsNarrowViewport",
      "useLazyValue",
    ]
  `)
})
