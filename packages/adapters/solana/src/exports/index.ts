export {
  fromWalletStandardChain,
  toWalletStandardChain,
  type WalletStandardSolanaChain,
} from '../chains/walletStandardChain.js'
