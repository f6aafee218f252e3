// @vitest-environment node
import { CONNECTOR_IDS, UnauthorizedProviderError, UserRejectedRequestError } from '@atrium/common'
import { type AuthRpcRequest, type AuthUser, createMemoryStorage } from '@atrium/core'
import { signSolanaMessage, verifySolanaSignature } from '@atrium/testing'
import { Connection, Keypair, PublicKey, type SendOptions, VersionedTransaction } from '@solana/web3.js'
import bs58 from 'bs58'
import { describe, expect, it } from 'vitest'
import { createSolanaAdapter } from '../src/adapter/createSolanaAdapter.js'
import type { SolanaAuthProvider } from '../src/auth/createAuthSession.js'
import { getLocalNetwork, getSolanaChain, getTestNetworks } from './devnetSolana.test-helper.js'
import { devAccount } from './solanaTestWallets.test-helper.js'

// Account 0 is this file's own: no other file signs or sends with it.
const OWNER = devAccount(0)

type EmbeddedWallet = SolanaAuthProvider & {
  readonly requests: AuthRpcRequest[]
  readonly userChains: unknown[]
  rejectNextRequest(): void
}

/**
 * An embedded wallet as the secure frame holds one, in memory: a signed-in user with a Solana
 * key, answering the WalletConnect-shaped Solana methods by signing with that key and sending to
 * the local chain. Its errors are the coded ones the frame client rebuilds from the frame's
 * `{ code, message }` replies. It stands in for the frame until the frame issue lands.
 */
function createEmbeddedWallet(): EmbeddedWallet {
  const keypair = Keypair.fromSecretKey(OWNER.secretKey)
  const address = keypair.publicKey.toBase58()
  let signedIn = true
  let rejectNext = false
  const requests: AuthRpcRequest[] = []
  const userChains: unknown[] = []
  const requireSignedIn = () => {
    if (!signedIn) throw new UnauthorizedProviderError({ details: 'Signed out' })
  }
  return {
    requests,
    userChains,
    rejectNextRequest: () => {
      rejectNext = true
    },
    getUser: async (parameters = {}) => {
      requireSignedIn()
      userChains.push(parameters.chainId)
      return { address, chainId: parameters.chainId ?? getSolanaChain().networkId } satisfies AuthUser
    },
    isConnected: async () => ({ isConnected: signedIn }),
    signOut: async () => {
      signedIn = false
    },
    request: async (request) => {
      requireSignedIn()
      requests.push(request)
      if (rejectNext) {
        rejectNext = false
        throw new UserRejectedRequestError()
      }
      const params = (request.params ?? {}) as Record<string, unknown>
      switch (request.method) {
        case 'solana_signMessage': {
          if (params.pubkey !== address) throw new UnauthorizedProviderError({ details: 'Unknown account' })
          const message = bs58.decode(String(params.message))
          return { signature: bs58.encode(await signSolanaMessage(OWNER.secretKey, message)) }
        }
        case 'solana_signAndSendTransaction': {
          const transaction = VersionedTransaction.deserialize(
            Buffer.from(String(params.transaction), 'base64'),
          )
          transaction.sign([keypair])
          const connection = new Connection(getSolanaChain().rpcUrl, 'confirmed')
          const signature = await connection.sendRawTransaction(
            transaction.serialize(),
            (params.sendOptions ?? {}) as SendOptions,
          )
          return { signature }
        }
        default:
          throw new UnauthorizedProviderError({ details: `Unsupported ${request.method}` })
      }
    },
  }
}

function createAdapter(authProvider?: SolanaAuthProvider) {
  return createSolanaAdapter({
    networks: getTestNetworks(),
    storage: createMemoryStorage(),
    ...(authProvider === undefined ? {} : { authProvider }),
  })
}

function getLamports(address: string): Promise<number> {
  return new Connection(getSolanaChain().rpcUrl, 'confirmed').getBalance(new PublicKey(address))
}

describe('createSolanaAdapter with an auth provider (the embedded wallet of the secure frame)', () => {
  it('lists the AUTH connector only when an auth provider is given', () => {
    expect(
      createAdapter()
        .listWallets()
        .map(({ id }) => id),
    ).not.toContain(CONNECTOR_IDS.AUTH)
    expect(createAdapter(createEmbeddedWallet()).listWallets()).toContainEqual(
      expect.objectContaining({ id: CONNECTOR_IDS.AUTH, type: 'AUTH', provider: true }),
    )
  })

  it('connects the AUTH connector with the account getUser gives on the network', async () => {
    const wallet = createEmbeddedWallet()
    const session = await createAdapter(wallet).connect({ connectorId: CONNECTOR_IDS.AUTH })
    const { caipNetworkId } = getLocalNetwork()
    expect(session).toEqual({
      connectorId: CONNECTOR_IDS.AUTH,
      accounts: [{ caipAddress: `${caipNetworkId}:${OWNER.address}` }],
      networkId: caipNetworkId,
    })
    expect(wallet.userChains).toEqual([caipNetworkId])
  })

  it('signs a message through solana_signMessage: a base58 signature of the account that verifies', async () => {
    const wallet = createEmbeddedWallet()
    const adapter = createAdapter(wallet)
    const { accounts } = await adapter.connect({ connectorId: CONNECTOR_IDS.AUTH })
    const signature = await adapter.signMessage({ caipAddress: accounts[0].caipAddress, message: 'gm ✓' })

    expect(wallet.requests).toEqual([
      {
        method: 'solana_signMessage',
        params: { message: bs58.encode(new TextEncoder().encode('gm ✓')), pubkey: OWNER.address },
        chainId: getLocalNetwork().caipNetworkId,
      },
    ])
    const bytes = bs58.decode(signature)
    expect(await verifySolanaSignature({ address: OWNER.address, message: 'gm ✓', signature: bytes })).toBe(
      true,
    )
    expect(await verifySolanaSignature({ address: OWNER.address, message: 'gm', signature: bytes })).toBe(
      false,
    )
  })

  it('[SEND-004] sends SOL through solana_signAndSendTransaction: the local chain moves exactly the amount', async () => {
    const wallet = createEmbeddedWallet()
    const adapter = createAdapter(wallet)
    const { accounts } = await adapter.connect({ connectorId: CONNECTOR_IDS.AUTH })
    // A fresh receiver: no other file reads its balance. The amount covers its rent exemption.
    const to = Keypair.generate().publicKey.toBase58()
    const before = await getLamports(OWNER.address)

    const signature = await adapter.sendTransaction({
      from: accounts[0].caipAddress,
      to,
      value: 2_000_000n,
      options: { skipPreflight: false, maxRetries: 2 },
    })

    expect(wallet.requests).toEqual([
      {
        method: 'solana_signAndSendTransaction',
        params: { transaction: expect.any(String), sendOptions: { skipPreflight: false, maxRetries: 2 } },
        chainId: getLocalNetwork().caipNetworkId,
      },
    ])
    const recorded = await new Connection(getSolanaChain().rpcUrl, 'confirmed').getTransaction(signature, {
      commitment: 'confirmed',
      maxSupportedTransactionVersion: 0,
    })
    expect(recorded?.meta?.err).toBeNull()
    expect(await getLamports(to)).toBe(2_000_000)
    expect(before - (await getLamports(OWNER.address))).toBe(2_000_000 + (recorded?.meta?.fee ?? Number.NaN))
  })

  it('[SEND-003] a send without a valid amount or receiver never reaches the embedded wallet', async () => {
    const wallet = createEmbeddedWallet()
    const adapter = createAdapter(wallet)
    const { accounts } = await adapter.connect({ connectorId: CONNECTOR_IDS.AUTH })
    await expect(
      adapter.sendTransaction({ from: accounts[0].caipAddress, to: 'not an address', value: 1n }),
    ).rejects.toMatchObject({ code: 'SOLANA_SEND_INVALID_PARAMETERS' })
    expect(wallet.requests).toEqual([])
  })

  it('a refusal by the embedded wallet is RPC_USER_REJECTED_REQUEST (4001) for signing and sending', async () => {
    const wallet = createEmbeddedWallet()
    const adapter = createAdapter(wallet)
    const { accounts } = await adapter.connect({ connectorId: CONNECTOR_IDS.AUTH })
    const { caipAddress } = accounts[0]
    wallet.rejectNextRequest()
    await expect(adapter.signMessage({ caipAddress, message: 'x' })).rejects.toMatchObject({
      code: 'RPC_USER_REJECTED_REQUEST',
      rpcCode: 4001,
    })
    const to = Keypair.generate().publicKey.toBase58()
    wallet.rejectNextRequest()
    await expect(adapter.sendTransaction({ from: caipAddress, to, value: 2_000_000n })).rejects.toMatchObject(
      {
        code: 'RPC_USER_REJECTED_REQUEST',
        rpcCode: 4001,
      },
    )
    expect(await getLamports(to)).toBe(0)
  })

  it('reconnects a signed-in user without a prompt; after disconnect (signOut) nothing is restored and ping fails', async () => {
    const wallet = createEmbeddedWallet()
    const adapter = createAdapter(wallet)
    const restored = await adapter.reconnect({ connectorId: CONNECTOR_IDS.AUTH })
    expect(restored?.accounts[0].caipAddress).toBe(`${getLocalNetwork().caipNetworkId}:${OWNER.address}`)
    await expect(adapter.ping()).resolves.toBeUndefined()

    await adapter.disconnect({ connectorId: CONNECTOR_IDS.AUTH })
    expect(await wallet.isConnected()).toEqual({ isConnected: false })
    expect(await adapter.reconnect({ connectorId: CONNECTOR_IDS.AUTH })).toBeUndefined()
    await expect(adapter.ping()).rejects.toMatchObject({ code: 'RPC_UNAUTHORIZED' })
  })
})
