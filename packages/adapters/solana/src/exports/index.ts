export type { CreateSolanaAdapterParameters } from '../adapter/CreateSolanaAdapterParameters.js'
export { createSolanaAdapter } from '../adapter/createSolanaAdapter.js'
export type {
  SolanaAdapter,
  SolanaSendTransactionParameters,
  SolanaTransactionSigner,
} from '../adapter/SolanaAdapter.js'
export type { SolanaAuthProvider } from '../auth/createAuthSession.js'
export type { SolanaTokenBalance } from '../balances/readTokenBalances.js'
export { SOLANA_TOKEN_PROGRAM_IDS } from '../balances/solanaTokenProgramIds.js'
export {
  fromWalletStandardChain,
  getWalletStandardChains,
  selectWalletStandardChain,
  toWalletStandardChain,
  WALLET_STANDARD_LOCALNET_CHAIN,
  type WalletStandardSolanaChain,
} from '../chains/walletStandardChain.js'
export {
  SolanaInsufficientTokenBalanceError,
  SolanaSendFailedError,
  SolanaSendInvalidParametersError,
} from '../errors/send.js'
export { SOLANA_ADAPTER_STORAGE_KEY } from '../session/storedSession.js'
export type { SolanaTransferParameters } from '../transactions/readTransfer.js'
export type { SolanaSendOptions } from '../transactions/SolanaSendOptions.js'
export type { SolanaTransaction } from '../transactions/serializeTransaction.js'
export { toSolanaWalletId } from '../wallets/toSolanaWalletId.js'
