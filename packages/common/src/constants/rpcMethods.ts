/**
 * [RPC-001] Methods the embedded wallet forwards without user approval. The spec names only a
 * few read methods ("such as"); the rest of this list is the standard read-only `eth_` / `net_` /
 * `web3_` surface plus ERC-4337 user-operation reads.
 */
export const RPC_SAFE_METHODS = [
  'eth_accounts',
  'eth_blockNumber',
  'eth_call',
  'eth_chainId',
  'eth_estimateGas',
  'eth_feeHistory',
  'eth_gasPrice',
  'eth_getBalance',
  'eth_getBlockByHash',
  'eth_getBlockByNumber',
  'eth_getBlockTransactionCountByHash',
  'eth_getBlockTransactionCountByNumber',
  'eth_getCode',
  'eth_getFilterChanges',
  'eth_getFilterLogs',
  'eth_getLogs',
  'eth_getProof',
  'eth_getStorageAt',
  'eth_getTransactionByBlockHashAndIndex',
  'eth_getTransactionByBlockNumberAndIndex',
  'eth_getTransactionByHash',
  'eth_getTransactionCount',
  'eth_getTransactionReceipt',
  'eth_getUncleCountByBlockHash',
  'eth_getUncleCountByBlockNumber',
  'eth_maxPriorityFeePerGas',
  'eth_newBlockFilter',
  'eth_newFilter',
  'eth_newPendingTransactionFilter',
  'eth_sendRawTransaction',
  'eth_syncing',
  'eth_uninstallFilter',
  'net_version',
  'web3_clientVersion',
  'wallet_getCapabilities',
  'wallet_getCallsStatus',
  'wallet_getAssets',
  'eth_getUserOperationByHash',
  'eth_getUserOperationReceipt',
  'eth_estimateUserOperationGas',
  'eth_supportedEntryPoints',
] as const

/** [RPC-002] Methods that need the user's approval in the embedded wallet (A-29 Solana names). */
export const RPC_UNSAFE_METHODS = [
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'solana_signMessage',
  'solana_signTransaction',
  'solana_signAllTransactions',
  'solana_signAndSendTransaction',
  'wallet_sendCalls',
  'wallet_grantPermissions',
  'wallet_revokePermissions',
  'eth_sendUserOperation',
] as const

/** [RPC-006] Exactly the RPC methods an authenticated (SIWX) session permits. */
export const AUTH_PERMITTED_RPC_METHODS = [
  'eth_accounts',
  'eth_requestAccounts',
  'eth_sendRawTransaction',
  'eth_sign',
  'eth_signTransaction',
  'eth_signTypedData',
  'eth_signTypedData_v3',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'personal_sign',
  'wallet_switchEthereumChain',
  'wallet_addEthereumChain',
  'wallet_getPermissions',
  'wallet_requestPermissions',
  'wallet_registerOnboarding',
  'wallet_watchAsset',
  'wallet_scanQRCode',
  'wallet_getCallsStatus',
  'wallet_sendCalls',
  'wallet_getCapabilities',
  'wallet_grantPermissions',
  'wallet_revokePermissions',
  'wallet_getAssets',
] as const

/** A method of the safe list. */
export type RpcSafeMethod = (typeof RPC_SAFE_METHODS)[number]

/** A method of the unsafe list. */
export type RpcUnsafeMethod = (typeof RPC_UNSAFE_METHODS)[number]

/** [RPC-001] True when `method` is on the safe list; never throws. */
export function isRpcSafeMethod(method: unknown): method is RpcSafeMethod {
  return typeof method === 'string' && (RPC_SAFE_METHODS as readonly string[]).includes(method)
}

/** [RPC-002] True when `method` is on the unsafe list; never throws. */
export function isRpcUnsafeMethod(method: unknown): method is RpcUnsafeMethod {
  return typeof method === 'string' && (RPC_UNSAFE_METHODS as readonly string[]).includes(method)
}

/** [RPC-003] True when `method` is on either list; any other method is refused. */
export function isRpcMethodAllowed(method: unknown): method is RpcSafeMethod | RpcUnsafeMethod {
  return isRpcSafeMethod(method) || isRpcUnsafeMethod(method)
}
