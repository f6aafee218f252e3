/** A token amount as the Solana RPC reports it (`uiTokenAmount`, `tokenAmount`, `getTokenAccountBalance`). */
export type UiTokenAmount = {
  /** Raw amount in base units, as a decimal string. */
  amount: string
  decimals: number
  /** `amount / 10^decimals` as a double, as the RPC computes it. */
  uiAmount: number
  /** The exact decimal amount without trailing zeros. */
  uiAmountString: string
}

/** The RPC form of `amount` base units of a token with `decimals` decimals. */
export function toUiTokenAmount(amount: bigint, decimals: number): UiTokenAmount {
  const digits = amount.toString()
  let uiAmountString = digits
  if (decimals > 0) {
    const padded = digits.padStart(decimals + 1, '0')
    const whole = padded.slice(0, -decimals)
    const fraction = padded.slice(-decimals).replace(/0+$/, '')
    uiAmountString = fraction === '' ? whole : `${whole}.${fraction}`
  }
  return { amount: digits, decimals, uiAmount: Number(amount) / 10 ** decimals, uiAmountString }
}
