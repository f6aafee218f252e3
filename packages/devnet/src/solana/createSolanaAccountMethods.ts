import type { PublicKey } from '@solana/web3.js'
import type { SolanaLedger } from './createSolanaLedger.js'
import {
  assertBase58Encodable,
  encodeSolanaAccount,
  readAccountEncodingOptions,
} from './encodeSolanaAccount.js'
import type { SolanaRpcMethods } from './handleSolanaRpcRequest.js'
import {
  invalidParam,
  invalidParams,
  readConfig,
  readContextConfig,
  readCount,
  readPublicKey,
  readRequired,
  SOLANA_RPC_ERROR_CODES,
  SolanaRpcError,
} from './readSolanaRpcParams.js'
import { isTokenProgram } from './readSolanaTokenBalances.js'
import { withSolanaContext } from './solanaRpcContext.js'
import { decodeTokenAccount } from './splTokenLayout.js'
import { describeSolanaTransactionError } from './toSolanaTransactionError.js'
import { toUiTokenAmount } from './toUiTokenAmount.js'

/** Most accounts `getMultipleAccounts` answers at once, as on the public clusters. */
const MAX_MULTIPLE_ACCOUNTS = 100

/** The account, token and airdrop methods of the RPC. */
export function createSolanaAccountMethods(ledger: SolanaLedger): SolanaRpcMethods {
  function contextSlot(config: Record<string, unknown>): number {
    const slot = ledger.getSlot()
    readContextConfig(config, slot)
    return slot
  }

  function encodeAccounts(addresses: readonly PublicKey[], config: Record<string, unknown>) {
    const options = readAccountEncodingOptions(config)
    return addresses.map((address) => {
      const account = ledger.getAccount(address)
      if (account === null) return null
      assertBase58Encodable(account, options)
      return encodeSolanaAccount(account, options, ledger.getMintDecimals)
    })
  }

  return {
    getBalance(params) {
      const address = readPublicKey(readRequired(params, 0, 'pubkey'), 'pubkey')
      const slot = contextSlot(readConfig(params, 1))
      return withSolanaContext(slot, ledger.getAccount(address)?.lamports ?? 0n)
    },

    getAccountInfo(params) {
      const address = readPublicKey(readRequired(params, 0, 'pubkey'), 'pubkey')
      const config = readConfig(params, 1)
      const slot = contextSlot(config)
      return withSolanaContext(slot, encodeAccounts([address], config)[0] ?? null)
    },

    getMultipleAccounts(params) {
      const list = readRequired(params, 0, 'pubkeys')
      if (!Array.isArray(list)) throw invalidParams('pubkeys must be an array of base58 public keys')
      if (list.length > MAX_MULTIPLE_ACCOUNTS) {
        throw invalidParams(`Too many inputs provided; max ${MAX_MULTIPLE_ACCOUNTS}`)
      }
      const addresses = list.map((value, index) => readPublicKey(value, `pubkeys[${index}]`))
      const config = readConfig(params, 1)
      const slot = contextSlot(config)
      return withSolanaContext(slot, encodeAccounts(addresses, config))
    },

    getMinimumBalanceForRentExemption(params) {
      const dataLength = readCount(readRequired(params, 0, 'data length'), 'data length')
      contextSlot(readConfig(params, 1))
      return ledger.getMinimumBalanceForRentExemption(dataLength)
    },

    getTokenAccountsByOwner(params) {
      const owner = readPublicKey(readRequired(params, 0, 'owner'), 'owner')
      const filter = readRequired(params, 1, 'filter')
      const config = readConfig(params, 2)
      const slot = contextSlot(config)
      const { programId, mint } = readTokenFilter(filter)
      const options = readAccountEncodingOptions(config)
      const accounts = ledger.getProgramAccounts(programId).filter(({ account }) => {
        const tokenAccount = decodeTokenAccount(account.data)
        return (
          tokenAccount?.owner.equals(owner) === true && (mint === undefined || tokenAccount.mint.equals(mint))
        )
      })
      return withSolanaContext(
        slot,
        accounts.map(({ address, account }) => {
          assertBase58Encodable(account, options)
          return {
            pubkey: address.toBase58(),
            account: encodeSolanaAccount(account, options, ledger.getMintDecimals),
          }
        }),
      )
    },

    getTokenAccountBalance(params) {
      const address = readPublicKey(readRequired(params, 0, 'token account'), 'token account')
      const slot = contextSlot(readConfig(params, 1))
      const account = ledger.getAccount(address)
      if (account === null) throw invalidParam('could not find account')
      const tokenAccount = isTokenProgram(account.owner) ? decodeTokenAccount(account.data) : null
      if (tokenAccount === null) throw invalidParam('not a Token account')
      const decimals = ledger.getMintDecimals(tokenAccount.mint)
      if (decimals === undefined) throw invalidParam('could not find mint')
      return withSolanaContext(slot, toUiTokenAmount(tokenAccount.amount, decimals))
    },

    requestAirdrop(params) {
      const address = readPublicKey(readRequired(params, 0, 'pubkey'), 'pubkey')
      const lamports = readCount(readRequired(params, 1, 'lamports'), 'lamports')
      contextSlot(readConfig(params, 2))
      if (lamports === 0) throw invalidParam('lamports must be greater than 0')
      const result = ledger.airdrop(address, BigInt(lamports))
      if ('droppedWith' in result) {
        throw new SolanaRpcError(
          SOLANA_RPC_ERROR_CODES.internalError,
          `Airdrop failed: ${describeSolanaTransactionError(result.droppedWith)}`,
        )
      }
      return result.signature
    },
  }

  function readTokenFilter(filter: unknown): { programId: PublicKey; mint: PublicKey | undefined } {
    if (typeof filter !== 'object' || filter === null || Array.isArray(filter)) {
      throw invalidParams('the filter must be { mint } or { programId }')
    }
    const { mint, programId } = filter as Record<string, unknown>
    if ((mint === undefined) === (programId === undefined)) {
      throw invalidParams('the filter must have exactly one of mint or programId')
    }
    if (mint !== undefined) {
      const mintAddress = readPublicKey(mint, 'mint')
      const mintAccount = ledger.getAccount(mintAddress)
      if (mintAccount === null || !isTokenProgram(mintAccount.owner))
        throw invalidParam('could not find mint')
      return { programId: mintAccount.owner, mint: mintAddress }
    }
    const program = readPublicKey(programId, 'programId')
    if (!isTokenProgram(program)) throw invalidParam('unrecognized Token program id')
    return { programId: program, mint: undefined }
  }
}
