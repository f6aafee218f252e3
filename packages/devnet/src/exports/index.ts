export {
  DEV_ACCOUNT_BALANCE_ETH,
  DEV_ACCOUNT_COUNT,
  DEV_ACCOUNTS,
  DEV_MNEMONIC,
  type DevAccount,
} from '../accounts/devAccounts.js'
export { AUTH_PORT_OFFSET, DEFAULT_AUTH_PORT, resolveAuthPort } from '../auth/resolveAuthPort.js'
export {
  DEVNET_AUTH_ALLOWED_ORIGINS,
  DEVNET_AUTH_SECRET,
  type DevnetAuth,
  type StartDevnetAuthParameters,
  startDevnetAuth,
} from '../auth/startDevnetAuth.js'
export { REGTEST_ROUTE_PREFIX } from '../bitcoin/addRegtestRoutes.js'
export {
  BITCOIN_DEV_ACCOUNT_COUNT,
  BITCOIN_DEV_ACCOUNT_FUNDING_SATS,
  BITCOIN_DEV_ACCOUNTS,
  type BitcoinDevAccount,
  getBitcoinDevAccountSeed,
} from '../bitcoin/bitcoinDevAccounts.js'
export {
  type BitcoinAddressProblem,
  DevnetBitcoinInvalidAddressError,
  DevnetBitcoinTransactionRejectedError,
} from '../bitcoin/bitcoinErrors.js'
export {
  BITCOIN_MIN_RELAY_FEE_RATE,
  REGTEST_MAX_BLOCKS_PER_MINE,
  type RegtestBlock,
  type RegtestChain,
  type RegtestConfirmation,
  type RegtestSpend,
  type RegtestTransaction,
} from '../bitcoin/createRegtestChain.js'
export {
  BITCOIN_REGTEST_CHAIN_REFERENCE,
  BITCOIN_REGTEST_NETWORK_ID,
  bitcoinRegtest,
  type GetBitcoinDevnetNetworkErrorType,
  type GetBitcoinDevnetNetworkParameters,
  type GetBitcoinDevnetNetworkReturnType,
  getBitcoinDevnetNetwork,
} from '../bitcoin/getBitcoinDevnetNetwork.js'
export type { EsploraScriptStats } from '../bitcoin/getScriptStats.js'
export type { EsploraUtxo } from '../bitcoin/getScriptUtxos.js'
export {
  BITCOIN_PORT_OFFSET,
  DEFAULT_BITCOIN_PORT,
  type ResolveBitcoinPortParameters,
  resolveBitcoinPort,
} from '../bitcoin/resolveBitcoinPort.js'
export {
  BITCOIN_AUTO_MINE_DELAY_MS,
  type DevnetBitcoinChain,
  type StartBitcoinChainErrorType,
  type StartBitcoinChainParameters,
  type StartBitcoinChainReturnType,
  startBitcoinChain,
} from '../bitcoin/startBitcoinChain.js'
export type { EsploraBlock } from '../bitcoin/toEsploraBlock.js'
export type {
  EsploraInput,
  EsploraOutput,
  EsploraStatus,
  EsploraTransaction,
} from '../bitcoin/toEsploraTransaction.js'
export { REGTEST_FAUCET_MAX_SATS } from '../bitcoin/toFaucetAmount.js'
export { EVM_NATIVE_PRICE_ADDRESS } from '../blockchainApi/createEvmNetwork.js'
export { SOLANA_NATIVE_PRICE_ADDRESS } from '../blockchainApi/createSolanaNetwork.js'
export { DEVNET_IDENTITIES, type DevnetIdentity } from '../blockchainApi/devnetIdentities.js'
export { DEVNET_CURRENCY_RATES, DEVNET_USD_PRICES } from '../blockchainApi/devnetPrices.js'
export { MAX_PRICE_ADDRESSES } from '../blockchainApi/readPriceRequest.js'
export {
  BLOCKCHAIN_API_PORT_OFFSET,
  DEFAULT_BLOCKCHAIN_API_PORT,
  type ResolveBlockchainApiPortParameters,
  resolveBlockchainApiPort,
} from '../blockchainApi/resolveBlockchainApiPort.js'
export {
  type BlockchainApiFault,
  type DevnetBlockchainApi,
  type StartBlockchainApiErrorType,
  type StartBlockchainApiParameters,
  type StartBlockchainApiReturnType,
  startBlockchainApi,
} from '../blockchainApi/startBlockchainApi.js'
export type { DevnetTokenBalance } from '../blockchainApi/toTokenBalance.js'
export { PORT_BASE_ENVIRONMENT_VARIABLE } from '../cli/parseCliArguments.js'
export {
  DevnetAnvilNotInstalledError,
  DevnetAnvilUnsupportedPlatformError,
  DevnetError,
  type DevnetErrorOptions,
  type DevnetErrorType,
  DevnetInvalidParameterError,
  DevnetPortInUseError,
  DevnetPortUnavailableError,
  DevnetProcessExitedError,
  DevnetSpawnError,
  DevnetStartTimeoutError,
  isDevnetError,
} from '../errors.js'
export {
  DEFAULT_EVM_CHAINS,
  DEFAULT_EVM_PORT_BASE,
  type EvmChainDefinition,
} from '../evm/defaultEvmChains.js'
export {
  DEVNET_EVM_TOKEN_HOLDERS,
  DEVNET_EVM_TOKENS,
  DEVNET_SPAM_NFT,
  DEVNET_TOKEN_DEPLOYER,
  type DevnetEvmNft,
  type DevnetEvmToken,
} from '../evm/devnetEvmTokens.js'
export {
  DEVNET_UNISWAP,
  DEVNET_UNISWAP_POOLS,
  type DevnetUniswap,
  type DevnetUniswapPool,
  UNISWAP_V2_PAIR_INIT_CODE_HASH,
} from '../evm/devnetUniswap.js'
export {
  type ResolveAnvilBinaryErrorType,
  type ResolveAnvilBinaryParameters,
  type ResolveAnvilBinaryReturnType,
  resolveAnvilBinary,
} from '../evm/resolveAnvilBinary.js'
export type { EvmChainParameters } from '../evm/resolveEvmChains.js'
export {
  ANVIL_START_TIMEOUT_MS,
  ANVIL_STOP_GRACE_MS,
  type AnvilExit,
  type AnvilInstance,
  type StartAnvilErrorType,
  type StartAnvilParameters,
  type StartAnvilReturnType,
  startAnvil,
} from '../evm/startAnvil.js'
export {
  FARCASTER_ID_REGISTRY_ADDRESS,
  installFarcasterIdRegistry,
  registerFarcasterCustody,
} from '../farcaster/farcasterIdRegistry.js'
export {
  type AuthenticateRequest as FarcasterAuthenticateRequest,
  type CreateChannelRequest as FarcasterCreateChannelRequest,
  FARCASTER_RELAY_KEY_HEADER,
  type FarcasterChannelStatus,
} from '../farcaster/farcasterRelayProtocol.js'
export {
  DEVNET_FARCASTER_RELAY_KEY,
  type DevnetFarcasterRelay,
  FARCASTER_CHANNEL_TTL_MS,
  FARCASTER_RELAY_MAX_CHANNELS,
  FARCASTER_RELAY_PORT_OFFSET,
  type StartFarcasterRelayErrorType,
  type StartFarcasterRelayParameters,
  startFarcasterRelay,
} from '../farcaster/startFarcasterRelay.js'
export {
  AUTH_SERVICE_NAME,
  BITCOIN_SERVICE_NAME,
  BLOCKCHAIN_API_SERVICE_NAME,
  type DevnetEvmEndpoint,
  type DevnetService,
  FARCASTER_RELAY_SERVICE_NAME,
  MAIL_SINK_SERVICE_NAME,
  MAILBOX_SERVICE_NAME,
  OIDC_SERVICE_NAME,
  POLKADOT_SERVICE_NAME,
  RELAY_SERVICE_NAME,
  SECURE_FRAME_SERVICE_NAME,
  SOLANA_SERVICE_NAME,
  WALLET_DIRECTORY_SERVICE_NAME,
} from '../getDevnetServices.js'
export {
  type GetDevnetUrlsErrorType,
  type GetDevnetUrlsParameters,
  type GetDevnetUrlsReturnType,
  getDevnetUrls,
} from '../getDevnetUrls.js'
export {
  DEFAULT_MAIL_SINK_SMTP_PORT,
  DEFAULT_MAILBOX_PORT,
  MAIL_SINK_PORT_OFFSET,
  resolveMailSinkPorts,
} from '../mailSink/resolveMailSinkPorts.js'
export {
  type DevMail,
  type DevnetMailSink,
  MAIL_SINK_MAX_MESSAGE_BYTES,
  MAIL_SINK_MAX_MESSAGES,
  type StartMailSinkErrorType,
  startMailSink,
} from '../mailSink/startMailSink.js'
export {
  type InstallLoopbackGuardReturnType,
  installLoopbackGuard,
  type LoopbackGuard,
} from '../network/installLoopbackGuard.js'
export { DEFAULT_OIDC_PORT, OIDC_PORT_OFFSET } from '../oidc/resolveOidcPort.js'
export {
  DEVNET_OIDC_CLIENT_SECRET,
  type DevnetOidc,
  type DevnetOidcIssuer,
  devnetOidcClientId,
  startDevnetOidc,
} from '../oidc/startDevnetOidc.js'
export {
  CHOPSTICKS_GENESIS_HASH,
  CHOPSTICKS_NETWORK_ID,
  type PolkadotChainFacts,
  ROCOCO_ASSET_HUB_SS58_PREFIX,
} from '../polkadot/getPolkadotChainFacts.js'
export { getPolkadotDevnetNetwork } from '../polkadot/getPolkadotDevnetNetwork.js'
export { getRococoAssetHubFacts } from '../polkadot/getRococoAssetHubFacts.js'
export { type Chopsticks, loadChopsticks } from '../polkadot/loadChopsticks.js'
export {
  POLKADOT_DEV_ACCOUNT_BALANCE,
  POLKADOT_DEV_ACCOUNTS,
  type PolkadotDevAccount,
} from '../polkadot/polkadotDevAccounts.js'
export { DevnetPolkadotChainMismatchError } from '../polkadot/polkadotErrors.js'
export {
  DEFAULT_POLKADOT_PORT,
  POLKADOT_PORT_OFFSET,
  type ResolvePolkadotPortParameters,
  resolvePolkadotPort,
} from '../polkadot/resolvePolkadotPort.js'
export {
  type DevnetPolkadotChain,
  POLKADOT_START_TIMEOUT_MS,
  type StartPolkadotChainErrorType,
  type StartPolkadotChainParameters,
  type StartPolkadotChainReturnType,
  startPolkadotChain,
} from '../polkadot/startPolkadotChain.js'
export { POLKADOT_RPC_MAX_REQUEST_BYTES } from '../polkadot/startRpcGuard.js'
export { DEVNET_HOST, getFreePort } from '../ports.js'
export {
  RELAY_MAX_MESSAGES,
  RELAY_MAX_MESSAGES_PER_TOPIC,
  type RelayClock,
} from '../relay/createRelayMailbox.js'
export { DEFAULT_RELAY_PORT, RELAY_PORT_OFFSET } from '../relay/resolveRelayPort.js'
export {
  type DevnetRelay,
  RELAY_MAX_PAYLOAD_BYTES,
  RELAY_PING_INTERVAL_MS,
  type StartRelayErrorType,
  type StartRelayParameters,
  type StartRelayReturnType,
  startRelay,
} from '../relay/startRelay.js'
export type { SolanaAccount, SolanaLedger, SolanaTransactionRecord } from '../solana/createSolanaLedger.js'
export {
  SOLANA_BLOCKHASH_VALIDITY_SLOTS,
  SOLANA_SLOT_DURATION_MS,
  SOLANA_SLOTS_PER_EPOCH,
  type SolanaClock,
} from '../solana/createSolanaSlotClock.js'
export {
  DEFAULT_SOLANA_PORT,
  getSolanaDevnetNetwork,
  solanaLocalnet,
} from '../solana/getSolanaDevnetNetwork.js'
export { type ResolveSolanaPortParameters, resolveSolanaPort } from '../solana/resolveSolanaPort.js'
export {
  SOLANA_DEV_ACCOUNT_BALANCE_SOL,
  SOLANA_DEV_ACCOUNT_COUNT,
  SOLANA_DEV_ACCOUNTS,
  type SolanaDevAccount,
} from '../solana/solanaDevAccounts.js'
export { SOLANA_DEV_MINT, type SolanaDevMint } from '../solana/solanaDevMint.js'
export { SOLANA_DEVNET_GENESIS_HASH, SOLANA_DEVNET_NETWORK_ID } from '../solana/solanaGenesisHash.js'
export {
  type DevnetSolanaChain,
  SOLANA_PORT_OFFSET,
  SOLANA_PUBSUB_MAX_PAYLOAD_BYTES,
  SOLANA_STOP_GRACE_MS,
  type StartSolanaChainErrorType,
  type StartSolanaChainParameters,
  type StartSolanaChainReturnType,
  startSolanaChain,
} from '../solana/startSolanaChain.js'
export {
  type Devnet,
  type DevnetAuthParameters,
  type DevnetEvmChain,
  type DevnetExit,
  SECURE_FRAME_PORT_OFFSET,
  type StartDevnetErrorType,
  type StartDevnetParameters,
  type StartDevnetReturnType,
  startDevnet,
} from '../startDevnet.js'
export { DIRECTORY_FAULT_ROUTE } from '../walletDirectory/addFaultRoutes.js'
export { DIRECTORY_IMAGE_MAX_AGE_SECONDS } from '../walletDirectory/answerMonogramImage.js'
export {
  type CreateDirectoryWalletsErrorType,
  DEFAULT_DIRECTORY_WALLET_COUNT,
  type DirectoryWallet,
  MAX_DIRECTORY_WALLET_COUNT,
} from '../walletDirectory/createDirectoryWallets.js'
export { TEST_PEER_WALLET_NAME, TEST_PEER_WALLET_SCHEME } from '../walletDirectory/curatedDirectoryWallets.js'
export {
  DIRECTORY_MAX_FAULT_DELAY_MS,
  type DirectoryFault,
  type ParseDirectoryFaultErrorType,
} from '../walletDirectory/parseDirectoryFault.js'
export { DIRECTORY_MAX_ENTRIES } from '../walletDirectory/parseWalletsQuery.js'
export {
  DEFAULT_WALLET_DIRECTORY_PORT,
  type ResolveWalletDirectoryPortParameters,
  resolveWalletDirectoryPort,
  WALLET_DIRECTORY_PORT_OFFSET,
} from '../walletDirectory/resolveWalletDirectoryPort.js'
export {
  type DevnetWalletDirectory,
  type StartWalletDirectoryErrorType,
  type StartWalletDirectoryParameters,
  type StartWalletDirectoryReturnType,
  startWalletDirectory,
} from '../walletDirectory/startWalletDirectory.js'
