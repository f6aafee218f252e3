import { ApiPromise, WsProvider } from '@polkadot/api'
import type { ApiOptions, SubmittableExtrinsic } from '@polkadot/api/types'
import { Keyring } from '@polkadot/keyring'
import type { KeyringPair } from '@polkadot/keyring/types'
import { cryptoWaitReady } from '@polkadot/util-crypto'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { getPolkadotDevnetNetwork } from './getPolkadotDevnetNetwork.js'
import { POLKADOT_DEV_ACCOUNT_BALANCE, POLKADOT_DEV_ACCOUNTS } from './polkadotDevAccounts.js'
import { type DevnetPolkadotChain, startPolkadotChain } from './startPolkadotChain.js'

/** What a submitted extrinsic came to once its block was built. */
type Inclusion = {
  blockHash: string
  events: string[]
  /** `section.name` of the dispatch error; undefined when the call succeeded. */
  failure: string | undefined
  /** The fee `balances.Withdraw` took from the sender. */
  fee: bigint
}

describe('startPolkadotChain', () => {
  let chain: DevnetPolkadotChain
  let api: ApiPromise
  let keyring: Keyring

  beforeAll(async () => {
    chain = await startPolkadotChain({ port: 0 })
    // WsProvider declares `ttl` optional while ProviderInterface requires it: a mismatch only under
    // exactOptionalPropertyTypes, which @polkadot's own build does not use.
    const provider = new WsProvider(chain.wsUrl) as NonNullable<ApiOptions['provider']>
    api = await ApiPromise.create({ provider, noInitWarn: true, throwOnConnect: true })
    await cryptoWaitReady()
    keyring = new Keyring({ type: 'sr25519', ss58Format: chain.ss58Prefix })
  }, 120_000)

  afterAll(async () => {
    await api?.disconnect()
    await chain?.stop()
  })

  function devKey(uri: string): KeyringPair {
    return keyring.addFromUri(uri)
  }

  async function getFree(address: string): Promise<bigint> {
    return (await api.query.system.account(address)).data.free.toBigInt()
  }

  /** Submits `extrinsic` (already signed) and resolves once it is in a block; rejects if the pool refuses it. */
  function include(extrinsic: SubmittableExtrinsic<'promise'>): Promise<Inclusion> {
    return new Promise((resolve, reject) => {
      extrinsic
        .send((result) => {
          if (result.isError) reject(new Error(`The extrinsic was dropped: ${result.status.type}`))
          if (!result.status.isInBlock && !result.status.isFinalized) return
          const dispatchError = result.dispatchError
          const failure =
            dispatchError?.isModule === true
              ? (({ section, name }) => `${section}.${name}`)(
                  api.registry.findMetaError(dispatchError.asModule),
                )
              : dispatchError?.toString()
          const withdraw = result.events.find(({ event }) => api.events.balances.Withdraw.is(event))
          resolve({
            blockHash: (result.status.isInBlock
              ? result.status.asInBlock
              : result.status.asFinalized
            ).toHex(),
            events: result.events.map(({ event }) => `${event.section}.${event.method}`),
            failure,
            fee: withdraw === undefined ? 0n : BigInt(withdraw.event.data[1]?.toString() ?? 0),
          })
        })
        .catch(reject)
    })
  }

  test('answers @polkadot/api with the chain facts it announced', async () => {
    expect({
      name: chain.name,
      genesisHash: chain.genesisHash,
      networkId: chain.networkId,
      ss58Prefix: chain.ss58Prefix,
      tokenSymbol: chain.tokenSymbol,
      tokenDecimals: chain.tokenDecimals,
    }).toMatchInlineSnapshot(`
      {
        "genesisHash": "0x4545454545454545454545454545454545454545454545454545454545454545",
        "name": "Rococo Asset Hub",
        "networkId": "polkadot:45454545454545454545454545454545",
        "ss58Prefix": 2,
        "tokenDecimals": 12,
        "tokenSymbol": "ROC",
      }
    `)
    expect(chain.wsUrl).toBe(`ws://127.0.0.1:${chain.port}`)
    expect(api.genesisHash.toHex()).toBe(chain.genesisHash)
    expect(chain.networkId).toBe(`polkadot:${chain.genesisHash.slice(2, 34)}`)
    expect(api.registry.chainSS58).toBe(chain.ss58Prefix)
    expect(api.registry.chainTokens[0]).toBe(chain.tokenSymbol)
    expect(api.registry.chainDecimals[0]).toBe(chain.tokenDecimals)
    expect(api.runtimeVersion.specName.toString()).toBe('statemine')
    expect(chain.isStarted).toBe(true)
  })

  test('answers JSON-RPC over HTTP on the same port', async () => {
    const response = await fetch(chain.httpUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'chain_getBlockHash', params: [0] }),
    })

    expect(await response.json()).toEqual({ jsonrpc: '2.0', id: 1, result: chain.genesisHash })
  })

  test('funds every dev account with POLKADOT_DEV_ACCOUNT_BALANCE tokens at start', async () => {
    const firstBlock = await api.at(await api.rpc.chain.getBlockHash(1))
    const balances = await Promise.all(
      POLKADOT_DEV_ACCOUNTS.map(async ({ address }) =>
        (await firstBlock.query.system.account(address)).data.free.toBigInt(),
      ),
    )

    expect(chain.accountBalance).toBe(1000n * 10n ** 12n)
    expect(chain.accountBalance).toBe(
      BigInt(POLKADOT_DEV_ACCOUNT_BALANCE) * 10n ** BigInt(chain.tokenDecimals),
    )
    expect(balances).toEqual(POLKADOT_DEV_ACCOUNTS.map(() => chain.accountBalance))
    expect((await firstBlock.query.balances.totalIssuance()).toBigInt()).toBe(
      chain.accountBalance * BigInt(POLKADOT_DEV_ACCOUNTS.length),
    )
  })

  test('includes a balances.transferKeepAlive signed with a dev key; the sender pays amount + fee', async () => {
    const alice = devKey('//Alice')
    const bob = devKey('//Bob')
    const amount = 10n ** 12n
    const [aliceBefore, bobBefore] = [await getFree(alice.address), await getFree(bob.address)]
    const transfer = api.tx.balances.transferKeepAlive(bob.address, amount)
    const { partialFee } = await transfer.paymentInfo(alice.address)

    const inclusion = await include(await transfer.signAsync(alice))

    expect(inclusion.failure).toBeUndefined()
    expect(inclusion.events).toContain('balances.Transfer')
    expect(inclusion.events).toContain('system.ExtrinsicSuccess')
    expect(inclusion.fee).toBe(partialFee.toBigInt())
    expect(inclusion.fee).toBeGreaterThan(0n)
    expect(aliceBefore - (await getFree(alice.address))).toBe(amount + inclusion.fee)
    expect((await getFree(bob.address)) - bobBefore).toBe(amount)
    expect((await api.rpc.chain.getHeader(inclusion.blockHash)).number.toNumber()).toBeGreaterThan(1)
  })

  test('accepts a transfer signed through signer.signPayload, as a polkadot-js extension signs it', async () => {
    const charlie = devKey('//Charlie')
    const dave = devKey('//Dave')
    const amount = 5n * 10n ** 11n
    let signedExtensions: string[] = []
    const transfer = await api.tx.balances
      .transferKeepAlive(dave.address, amount)
      .signAsync(charlie.address, {
        signer: {
          async signPayload(payload) {
            signedExtensions = payload.signedExtensions
            const extrinsicPayload = api.registry.createType('ExtrinsicPayload', payload, {
              version: payload.version,
            })
            return { id: 1, signature: extrinsicPayload.sign(charlie).signature }
          },
        },
      })
    const daveBefore = await getFree(dave.address)

    const inclusion = await include(transfer)

    expect(inclusion.failure).toBeUndefined()
    expect((await getFree(dave.address)) - daveBefore).toBe(amount)
    expect(signedExtensions).toMatchInlineSnapshot(`
      [
        "CheckNonZeroSender",
        "CheckSpecVersion",
        "CheckTxVersion",
        "CheckGenesis",
        "CheckMortality",
        "CheckNonce",
        "CheckWeight",
        "ChargeAssetTxPayment",
      ]
    `)
  })

  test('includes back-to-back transfers of one account signed with nonce -1 (the runtime’s next nonce)', async () => {
    const ferdie = devKey('//Ferdie')
    const bob = devKey('//Bob')
    const nonces: number[] = []

    for (let index = 0; index < 2; index++) {
      const transfer = await api.tx.balances
        .transferKeepAlive(bob.address, 10n ** 9n)
        .signAsync(ferdie, { nonce: -1 })
      nonces.push(transfer.nonce.toNumber())
      expect((await include(transfer)).failure).toBeUndefined()
    }

    expect(nonces).toEqual([0, 1])
  })

  test('rejects a transfer whose signature does not match its sender', async () => {
    const alice = devKey('//Alice')
    const transfer = await api.tx.balances.transferKeepAlive(devKey('//Bob').address, 1n).signAsync(alice)
    const signature = transfer.signature.toHex().slice(2)
    const forged = `${signature.slice(0, -2)}${signature.endsWith('00') ? '01' : '00'}`

    await expect(api.rpc.author.submitExtrinsic(transfer.toHex().replace(signature, forged))).rejects.toThrow(
      '1010: {"invalid":{"badProof":null}}',
    )
  })

  test('rejects a transfer from an account that cannot pay the fee', async () => {
    const unfunded = devKey('//Atrium/unfunded')
    const transfer = await api.tx.balances.transferKeepAlive(devKey('//Bob').address, 1n).signAsync(unfunded)

    await expect(include(transfer)).rejects.toThrow('1010: {"invalid":{"payment":null}}')
  })

  test('fails a transfer beyond the balance in its block, charging only the fee', async () => {
    const eve = devKey('//Eve')
    const before = await getFree(eve.address)
    const transfer = await api.tx.balances
      .transferKeepAlive(devKey('//Ferdie').address, before)
      .signAsync(eve)

    const inclusion = await include(transfer)

    expect(inclusion.failure).toMatchInlineSnapshot(`"balances.InsufficientBalance"`)
    expect(inclusion.events).toContain('system.ExtrinsicFailed')
    expect(before - (await getFree(eve.address))).toBe(inclusion.fee)
  })

  test('getPolkadotDevnetNetwork describes the chain as an Atrium network', () => {
    const network = getPolkadotDevnetNetwork(chain)

    expect(network).toEqual({
      id: chain.networkId.slice('polkadot:'.length),
      name: 'Rococo Asset Hub (local)',
      chainNamespace: 'polkadot',
      caipNetworkId: chain.networkId,
      nativeCurrency: { name: 'Rococo', symbol: 'ROC', decimals: 12 },
      rpcUrls: {
        default: { http: [chain.httpUrl], webSocket: [chain.wsUrl] },
        chainDefault: { http: [chain.httpUrl], webSocket: [chain.wsUrl] },
      },
      blockExplorers: { default: { name: 'Rococo Asset Hub (local)', url: '' } },
      assets: { imageId: undefined, imageUrl: undefined },
      testnet: true,
    })
  })

  test('refuses a port the chain already listens on with DevnetPortInUseError', async () => {
    await expect(startPolkadotChain({ port: chain.port })).rejects.toMatchObject({
      name: 'DevnetPortInUseError',
      code: 'DEVNET_PORT_IN_USE',
      port: chain.port,
    })
  })

  test('refuses a port that is no port number with DevnetInvalidParameterError', async () => {
    await expect(startPolkadotChain({ port: 70_000 })).rejects.toMatchObject({
      name: 'DevnetInvalidParameterError',
      message: 'Invalid port: 70000 is not an integer from 0 to 65535.',
    })
  })
})
