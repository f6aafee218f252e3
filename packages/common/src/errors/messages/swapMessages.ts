/**
 * Swap messages. The spec's `X` and `Y` are `{from}` and `{to}`: an amount followed by its token
 * symbol, e.g. 'Swapped 1 ETH to 3000 USDC'.
 */
export const SWAP_MESSAGES = {
  /** [SWAP-002] */
  SWAP_INITIALIZE_FAILED: 'Failed to initialize swap',
  /** [SWAP-004] */
  SWAP_NETWORK_TOKEN_PRICE_FAILED: 'Failed to fetch network token price',
  /** [SWAP-005] */
  SWAP_ALLOWANCE_CHECK_FAILED: 'Failed to check allowance',
  /** [SWAP-007] */
  SWAP_APPROVAL_TRANSACTION_FAILED: 'Failed to create approval transaction',
  /** [SWAP-009] */
  SWAP_TRANSACTION_CREATE_FAILED: 'Failed to create transaction',
  /** [SWAP-010] Fallback when a failed swap transaction has no message of its own. */
  SWAP_TRANSACTION_ERROR: 'Transaction error',
  /** [SWAP-018][SWAP-019] */
  SWAP_INSUFFICIENT_BALANCE: 'Insufficient balance',
  /** [SWAP-017] Title of the error pair. */
  SWAP_INCORRECT_AMOUNT: 'Incorrect amount',
  /** [SWAP-017] Description of the error pair. */
  SWAP_INCORRECT_AMOUNT_DESCRIPTION: 'Please enter a valid amount',
  /** [SWAP-011] Loading text. */
  SWAP_APPROVE_PENDING: 'Approve limit increase in your wallet',
  /** [SWAP-012] Loading text. */
  SWAP_CONFIRM_PENDING: 'Confirm transaction in your wallet',
  /** [SWAP-013] Loading text. */
  SWAP_SWAPPING: 'Swapping {from} to {to}',
  /** [SWAP-014] Success text. */
  SWAP_SUCCESS: 'Swapped {from} to {to}',
  /** After the wallet refused the approval or the swap (EIP-1193 4001); the form is kept. */
  SWAP_DECLINED: 'Transaction declined',
  /** [SWAP-028] */
  SWAP_NETWORK_NOT_SUPPORTED: 'Network not supported for Swaps',
  /** [SWAP-029] */
  GAS_PRICE_NETWORK_NOT_SUPPORTED: 'Network not supported for Gas Price',
  /** A snackbar of an error title with its description (SWAP-017's pair on one line). */
  SWAP_ERROR_WITH_DESCRIPTION: '{title}. {description}',
  /** The Swap view's title and its button on the Account view. */
  SWAP_VIEW_TITLE: 'Swap',
  /** The source row's label. */
  SWAP_SOURCE_LABEL: 'You pay',
  /** The destination row's label. */
  SWAP_DESTINATION_LABEL: 'You receive',
  /** The source amount field's accessible name. */
  SWAP_SOURCE_AMOUNT_LABEL: 'Amount to pay',
  /** The destination amount's accessible name (the quote, read-only). */
  SWAP_DESTINATION_AMOUNT_LABEL: 'Amount to receive',
  /** The token button of a row; `side` is SWAP_SOURCE_LABEL or SWAP_DESTINATION_LABEL, `symbol` the token's. */
  SWAP_TOKEN_BUTTON_LABEL: '{side}: {symbol}, change token',
  /** The token button of a row without a token yet. */
  SWAP_SELECT_TOKEN: 'Select token',
  /** The source token's balance. */
  SWAP_BALANCE: 'Balance: {balance}',
  /** Fills the source amount with the whole balance (less the gas for the native token). */
  SWAP_MAX: 'Max',
  /** The flip button's accessible name. */
  SWAP_FLIP: 'Switch tokens',
  /** The button while no amount above 0 is typed. */
  SWAP_ENTER_AMOUNT: 'Enter amount',
  /** The button while a quote is asked. */
  SWAP_GETTING_QUOTE: 'Getting quote…',
  /** The button after the form's quote failed: asks for it again. */
  SWAP_RETRY_QUOTE: 'Try again',
  /** Announced once a quote arrives: `amount` with its symbol. */
  SWAP_QUOTE_ANNOUNCEMENT: 'You receive {amount}',
  /** The button that opens the preview. */
  SWAP_REVIEW: 'Review swap',
  /** The review's title in the modal header. */
  SWAP_REVIEW_TITLE: 'Review swap',
  /** The preview's button when the token must first be approved; `symbol` is the source token's. */
  SWAP_APPROVE: 'Approve {symbol}',
  /** Explains the approval step in the preview. */
  SWAP_APPROVE_DESCRIPTION:
    'First allow the swap to use your {symbol}, then confirm the swap: two requests in your wallet.',
  /** The preview's button that asks the wallet for the swap. */
  SWAP_CONFIRM: 'Swap',
  /** Leaves the preview for the form. */
  SWAP_CANCEL: 'Cancel',
  /** Shown in the preview when the quote was asked again before anything was sent. */
  SWAP_REQUOTED: 'The price moved: check the new amount before you confirm.',
  /** The second line after the wallet refused; the form is kept. */
  SWAP_DECLINED_DESCRIPTION: 'Nothing was sent. You can try again.',
  /** The quote's rate: `from` and `to` are amounts with their symbols ('1 ETH = 2,950.12 DUSD'). */
  SWAP_RATE: '{from} = {to}',
  /** Quote details. */
  SWAP_PRICE_IMPACT: 'Price impact',
  /** The provider fee's rate next to its name; `rate` is a percentage ('0.85%'). */
  SWAP_PROVIDER_FEE_RATE: 'Provider fee ({rate})',
  SWAP_NETWORK_COST: 'Network cost',
  SWAP_MAX_SLIPPAGE: 'Max. slippage',
  /** A percentage figure ('0.85%'). */
  SWAP_PERCENT: '{value}%',
  /** The most the slippage may cost with the tolerance: `amount` with its symbol and the `percent` ('12.3 DUSD (1%)'). */
  SWAP_MAX_SLIPPAGE_VALUE: '{amount} ({percent})',
  /** The slippage choice's group label. */
  SWAP_SLIPPAGE_LABEL: 'Slippage tolerance',
  /** The quote details' toggle. */
  SWAP_DETAILS: 'Details',
  /** A figure not known yet. */
  SWAP_UNKNOWN: '—',
  /** The token picker's title in the modal header, for the source token. */
  SWAP_PICKER_SOURCE_TITLE: 'Swap from',
  /** The token picker's title in the modal header, for the destination token. */
  SWAP_PICKER_DESTINATION_TITLE: 'Swap to',
  /** The picker's search field. */
  SWAP_SEARCH_LABEL: 'Search tokens',
  SWAP_SEARCH_PLACEHOLDER: 'Name, symbol or address',
  /** The picker's suggested tokens. */
  SWAP_SUGGESTED: 'Suggested',
  /** The picker's sections. */
  SWAP_YOUR_TOKENS: 'Your tokens',
  SWAP_ALL_TOKENS: 'Tokens',
  /** The picker without a match. */
  SWAP_NO_TOKENS: 'No tokens match “{query}”',
  /** While the swap form is set up. */
  SWAP_INITIALISING: 'Loading tokens…',
} as const
