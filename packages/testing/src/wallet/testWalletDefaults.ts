/** Shown in wallet lists when `createTestWallet` gets no `name`. */
export const TEST_WALLET_DEFAULT_NAME = 'Atrium Test Wallet'

/** The EIP-6963 reverse-DNS id of the test wallet when none is given. */
export const TEST_WALLET_DEFAULT_RDNS = 'io.atrium.testwallet'

/**
 * The EIP-6963 icon of the test wallet when none is given: a `data:` SVG (EIP-6963 requires a
 * data URI), so no test or page ever fetches an image.
 */
export const TEST_WALLET_DEFAULT_ICON = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96"><rect width="96" height="96" rx="24" fill="#4f6bff"/><path d="M24 34h48v32H24z" fill="none" stroke="#fff" stroke-width="6" stroke-linejoin="round"/><circle cx="60" cy="50" r="5" fill="#fff"/></svg>',
)}` as const
