import { createHash } from 'node:crypto'
import { Keypair, PublicKey } from '@solana/web3.js'
import { describe, expect, test } from 'vitest'
import { SOLANA_DEV_ACCOUNT_COUNT, SOLANA_DEV_ACCOUNTS } from './solanaDevAccounts.js'
import { SOLANA_DEV_MINT } from './solanaDevMint.js'
import { SOLANA_FAUCET } from './solanaFaucet.js'
import { SOLANA_DEVNET_GENESIS_HASH, SOLANA_DEVNET_NETWORK_ID } from './solanaGenesisHash.js'

const sha256 = (text: string) => createHash('sha256').update(text).digest()

describe('Solana dev accounts', () => {
  test('derives each account from the SHA-256 of its documented label', () => {
    expect(SOLANA_DEV_ACCOUNTS).toHaveLength(SOLANA_DEV_ACCOUNT_COUNT)
    for (const [index, account] of SOLANA_DEV_ACCOUNTS.entries()) {
      const keypair = Keypair.fromSeed(sha256(`atrium devnet solana account ${index}`))
      expect(account.address).toBe(keypair.publicKey.toBase58())
      expect(account.secretKey).toEqual(keypair.secretKey)
    }
    expect(new Set(SOLANA_DEV_ACCOUNTS.map(({ address }) => address)).size).toBe(SOLANA_DEV_ACCOUNT_COUNT)
  })

  test('derives the faucet, the dev mint and the genesis hash from their labels', () => {
    expect(SOLANA_FAUCET.address).toBe(
      Keypair.fromSeed(sha256('atrium devnet solana faucet')).publicKey.toBase58(),
    )
    expect(SOLANA_DEV_MINT.address).toBe(
      Keypair.fromSeed(sha256('atrium devnet solana dev mint')).publicKey.toBase58(),
    )
    expect(SOLANA_DEVNET_GENESIS_HASH).toBe(new PublicKey(sha256('atrium devnet solana genesis')).toBase58())
    expect(SOLANA_DEVNET_NETWORK_ID).toBe(`solana:${SOLANA_DEVNET_GENESIS_HASH.slice(0, 32)}`)
  })

  test('keeps the same addresses across releases', () => {
    expect({
      accounts: SOLANA_DEV_ACCOUNTS.map(({ address }) => address),
      mint: SOLANA_DEV_MINT.address,
      networkId: SOLANA_DEVNET_NETWORK_ID,
    }).toMatchInlineSnapshot(`
      {
        "accounts": [
          "3g5haD76oJrrEUwbkG3Q7NS4scjyNDMB4RzmqFwZVbhm",
          "FEcwP7cQAwQ5NQUmQnWegzr4LRLJaoU8JqBhpB6AvD9f",
          "39WTHCCvkfu5aJLTXSq6qqntaXeTMoxXKS7cfdZYyxfs",
          "363Tu4GiaW6iKMSfMtEUF1XGtjDfaiQV6Ydp4HqFpPqQ",
          "6uYM1W7ZAb2kLZSADBn1WAJ8q8pkzdZWNev4vEL4Wn8i",
          "DQBVMZS6wfALaitCtQfED2K3NYcgiXR7b77dYfGV7EUq",
          "6E3kqSiC9oa6X2po9pg4wUCw7vPVeoeM1BveJ3khsA5e",
          "38vR6shqQDSoPRJWHcVUyv9Zv4xRqTj45ek9QZtKTLVA",
          "BRqae6vwtWsgbikEXESX6nxj85gd1NPKFvb2VhjYL35q",
          "NQjCbuWmrw5CC1qMZvkufSswKHSLYtrmxyqWQaBVpj5",
        ],
        "mint": "5aALsymfctuCYTAunHcpRsUXy35TtSPwu9VYEpebVWdA",
        "networkId": "solana:GTZFNzQouAG5TcMCF2qV12YDh3uWX3Lv",
      }
    `)
  })
})
