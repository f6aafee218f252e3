import { PROVIDER_FEE_RATE } from '@atrium/common'
import {
  buildApproveTransaction,
  buildSwapTransaction,
  getGasPrice,
  getSwapAllowance,
  getSwapQuote,
  getSwapTokens,
  type SwapTransaction,
} from '@atrium/core'
import {
  type Address,
  createPublicClient,
  createWalletClient,
  decodeFunctionData,
  erc20Abi,
  type Hex,
  http,
  maxUint256,
  parseEther,
  parseUnits,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, test } from 'vitest'
import { DEV_ACCOUNTS, type DevAccount } from '../accounts/devAccounts.js'
import { DEVNET_EVM_TOKENS } from '../evm/devnetEvmTokens.js'
import { DEVNET_UNISWAP } from '../evm/devnetUniswap.js'
import { UNISWAP_V2_ROUTER_ABI } from '../evm/uniswapV2Artifacts.js'
import { DIRECTORY_FAULT_MESSAGE } from '../walletDirectory/playDirectoryFault.js'
import { EVM_NATIVE_PRICE_ADDRESS } from './createEvmNetwork.js'
import { getEthereumApiClient, useApiDevnet } from './startApiDevnet.test-helper.js'

const running = useApiDevnet()

const network = 'eip155:1'
const [dusd, atr] = DEVNET_EVM_TOKENS as [(typeof DEVNET_EVM_TOKENS)[0], (typeof DEVNET_EVM_TOKENS)[0]]
const ether = `${network}:${EVM_NATIVE_PRICE_ADDRESS}`
const caip = (address: Address) => `${network}:${address}`

const getClient = () => getEthereumApiClient(running.api)

const getPublicClient = () => createPublicClient({ transport: http(running.devnet.evm[0]?.rpcUrl) })

async function readBalance(owner: Address, asset: Address | 'ether'): Promise<bigint> {
  const client = getPublicClient()
  if (asset === 'ether') return client.getBalance({ address: owner })
  return client.readContract({ address: asset, abi: erc20Abi, functionName: 'balanceOf', args: [owner] })
}

/** Sends a transaction the API built, as a wallet would, and returns the ether it paid for gas. */
async function send(account: DevAccount, transaction: SwapTransaction | undefined): Promise<bigint> {
  if (transaction === undefined) throw new Error('Expected a transaction.')
  const wallet = createWalletClient({
    account: privateKeyToAccount(account.privateKey),
    transport: http(running.devnet.evm[0]?.rpcUrl),
  })
  const hash = await wallet.sendTransaction({
    chain: null,
    to: transaction.to as Address,
    data: transaction.data as Hex,
    value: BigInt(transaction.value),
    gas: BigInt(transaction.eip155.gas),
    gasPrice: BigInt(transaction.eip155.gasPrice),
  })
  const receipt = await getPublicClient().waitForTransactionReceipt({ hash })
  expect(receipt.status, await readRevertReason(account, transaction, receipt)).toBe('success')
  return receipt.gasUsed * receipt.effectiveGasPrice
}

/** Why a transaction reverted (its call replayed on the block before it, block and gas given), or ''. */
async function readRevertReason(
  account: DevAccount,
  transaction: SwapTransaction,
  receipt: { status: string; blockNumber: bigint; gasUsed: bigint },
): Promise<string> {
  if (receipt.status === 'success') return ''
  const replayed = await getPublicClient()
    .call({
      account: account.address,
      to: transaction.to as Address,
      data: transaction.data as Hex,
      value: BigInt(transaction.value),
      gas: BigInt(transaction.eip155.gas),
      blockNumber: receipt.blockNumber - 1n,
    })
    .then(
      () => 'the replay succeeded',
      (error: unknown) => (error instanceof Error ? error.message : String(error)),
    )
  return `reverted in block ${receipt.blockNumber} using ${receipt.gasUsed} of ${transaction.eip155.gas} gas: ${replayed}`
}

/** The devnet's quote for `amount` of `from` in `to`, through core's client. */
async function quote(parameters: {
  from: string
  to: string
  amount: bigint
  user: Address
}): Promise<bigint> {
  const gasPrice = (await getGasPrice(getClient(), { caipNetworkId: network }))?.standard ?? ''
  const { quotes } = await getSwapQuote(getClient(), {
    caipNetworkId: network,
    amount: parameters.amount.toString(),
    userAddress: parameters.user,
    from: parameters.from,
    to: parameters.to,
    gasPrice,
  })
  return BigInt(quotes[0]?.toAmount ?? Number.NaN)
}

/** A quote of 1000 wei of ether in DUSD for account 4, through core's client. */
const smallQuote = {
  caipNetworkId: network,
  amount: '1000',
  userAddress: DEV_ACCOUNTS[4].address,
  from: ether,
  to: caip(dusd.address),
  gasPrice: '1',
} as const

const getQuery = (path: string, query: Record<string, string>) =>
  fetch(`${running.api.url}${path}?${new URLSearchParams({ projectId: 'p', ...query })}`)

/** Base units of a devnet token (18 decimals). */
const units = (amount: string) => parseUnits(amount, 18)

describe('the devnet Blockchain API swap endpoints', () => {
  test('[API-007] v1/convert/tokens lists ether and the devnet tokens that have a pool', async () => {
    const { tokens } = await getSwapTokens(getClient(), { caipNetworkId: network })
    expect(tokens.map(({ symbol, address, decimals }) => [symbol, address, decimals])).toEqual([
      ['ETH', ether, 18],
      ['DUSD', caip(dusd.address), 18],
      ['ATR', caip(atr.address), 18],
    ])
    expect(tokens[1]?.logoUri).toBe(`${running.api.url}/devnet/images/asset-dusd`)
  })

  test('[API-006][SWAP-023] v1/convert/quotes prices by the pools, which hold the devnet price ratios, and shows the provider fee', async () => {
    const user = DEV_ACCOUNTS[4].address
    // 0.01 ETH at $3000 is 30 DUSD, less the pool's 0.3 % fee.
    const toDusd = await quote({ from: ether, to: caip(dusd.address), amount: parseEther('0.01'), user })
    expect(toDusd).toBeGreaterThan(units('29.9'))
    expect(toDusd).toBeLessThan(units('30'))
    // 10 ATR at $2.5 is 25 DUSD, less two pools' fees.
    const atrToDusd = await quote({
      from: caip(atr.address),
      to: caip(dusd.address),
      amount: units('10'),
      user,
    })
    expect(atrToDusd).toBeGreaterThan(units('24.8'))
    expect(atrToDusd).toBeLessThan(units('25'))

    const response = await getQuery('/v1/convert/quotes', {
      amount: '1000000',
      userAddress: user,
      from: ether,
      to: caip(dusd.address),
      gasPrice: '1',
    })
    const [first] = ((await response.json()) as { quotes: { fee: unknown }[] }).quotes
    expect(PROVIDER_FEE_RATE).toBe(0.0085)
    expect(first?.fee).toEqual({ rate: 0.0085, amount: '8500' })
  })

  test('[API-011] ether to a token: the built router call, sent by the user, pays out what the quote said', async () => {
    const account = DEV_ACCOUNTS[5]
    const amount = parseEther('2')
    const quoted = await quote({ from: ether, to: caip(dusd.address), amount, user: account.address })
    const transaction = await buildSwapTransaction(getClient(), {
      caipNetworkId: network,
      amount: amount.toString(),
      slippage: 1,
      from: ether,
      to: caip(dusd.address),
      userAddress: account.address,
    })
    expect(transaction).toMatchObject({ to: DEVNET_UNISWAP.router, value: amount.toString() })
    const { functionName, args } = decodeFunctionData({
      abi: UNISWAP_V2_ROUTER_ABI,
      data: (transaction?.data ?? '0x') as Hex,
    })
    const { timestamp } = await getPublicClient().getBlock()
    expect(functionName).toBe('swapExactETHForTokens')
    // The minimum is the quote less 1 %, the deadline 20 minutes after the next block's time.
    expect(args.slice(0, 3)).toEqual([
      (quoted * 99n) / 100n,
      [DEVNET_UNISWAP.weth, dusd.address],
      account.address,
    ])
    expect(args[3]).toBeGreaterThanOrEqual(timestamp + 1200n)
    const [etherBefore, dusdBefore] = await Promise.all([
      readBalance(account.address, 'ether'),
      readBalance(account.address, dusd.address),
    ])
    const gasCost = await send(account, transaction)
    // Nothing else trades on this chain between the quote and the swap, so the pool pays the quote exactly.
    expect((await readBalance(account.address, dusd.address)) - dusdBefore).toBe(quoted)
    expect(etherBefore - (await readBalance(account.address, 'ether'))).toBe(amount + gasCost)
  })

  test('[API-009][API-012][API-011] a token to ether and to another token: approval first, then the swap within its slippage', async () => {
    const account = DEV_ACCOUNTS[1]
    const client = getClient()
    const allowanceOf = async (token: Address) =>
      (
        await getSwapAllowance(client, {
          caipNetworkId: network,
          tokenAddress: caip(token),
          userAddress: account.address,
        })
      )?.allowance
    expect(await allowanceOf(dusd.address)).toBe('0')
    const approval = await buildApproveTransaction(client, {
      caipNetworkId: network,
      userAddress: account.address,
      from: caip(dusd.address),
      to: ether,
    })
    expect(approval).toMatchObject({ to: dusd.address, value: '0' })
    await send(account, approval)
    expect(await allowanceOf(dusd.address)).toBe(maxUint256.toString())

    const amount = units('300')
    const quoted = await quote({ from: caip(dusd.address), to: ether, amount, user: account.address })
    const toEther = await buildSwapTransaction(client, {
      caipNetworkId: network,
      amount: amount.toString(),
      slippage: '0.5',
      from: caip(dusd.address),
      to: ether,
      userAddress: account.address,
    })
    const [etherBefore, dusdBefore] = await Promise.all([
      readBalance(account.address, 'ether'),
      readBalance(account.address, dusd.address),
    ])
    const gasCost = await send(account, toEther)
    const received = (await readBalance(account.address, 'ether')) - etherBefore + gasCost
    expect(received).toBeGreaterThanOrEqual((quoted * 995n) / 1000n)
    expect(received).toBeLessThanOrEqual(quoted)
    expect(dusdBefore - (await readBalance(account.address, dusd.address))).toBe(amount)

    await send(
      account,
      await buildApproveTransaction(client, {
        caipNetworkId: network,
        userAddress: account.address,
        from: caip(atr.address),
        to: caip(dusd.address),
      }),
    )
    const atrAmount = units('20')
    const atrQuoted = await quote({
      from: caip(atr.address),
      to: caip(dusd.address),
      amount: atrAmount,
      user: account.address,
    })
    const atrDusdBefore = await readBalance(account.address, dusd.address)
    await send(
      account,
      await buildSwapTransaction(client, {
        caipNetworkId: network,
        amount: atrAmount.toString(),
        slippage: 1,
        from: caip(atr.address),
        to: caip(dusd.address),
        userAddress: `${network}:${account.address}`,
      }),
    )
    const dusdReceived = (await readBalance(account.address, dusd.address)) - atrDusdBefore
    expect(dusdReceived).toBeGreaterThanOrEqual((atrQuoted * 99n) / 100n)
    expect(dusdReceived).toBeLessThanOrEqual(atrQuoted)
  })

  test('a swap built after the chain sat idle for longer than the deadline still goes through', async () => {
    const account = DEV_ACCOUNTS[7]
    // Half an hour passes with no block mined, as when the laboratory is left open.
    await getPublicClient().request({ method: 'evm_increaseTime' as never, params: [1800] as never })
    const transaction = await buildSwapTransaction(getClient(), {
      caipNetworkId: network,
      amount: parseEther('0.1').toString(),
      slippage: 1,
      from: ether,
      to: caip(dusd.address),
      userAddress: account.address,
    })
    const dusdBefore = await readBalance(account.address, dusd.address)
    await send(account, transaction)
    expect(await readBalance(account.address, dusd.address)).toBeGreaterThan(dusdBefore)
  })

  test("a swap beyond the allowance is refused with the router's reason, not built", async () => {
    const account = DEV_ACCOUNTS[6]
    await expect(
      buildSwapTransaction(getClient(), {
        caipNetworkId: network,
        amount: units('1').toString(),
        slippage: 1,
        from: caip(dusd.address),
        to: ether,
        userAddress: account.address,
      }),
    ).rejects.toMatchObject({
      status: 400,
      body: { message: expect.stringMatching(/^Swap failed on chain: /) },
    })
  })

  test('[API-006] a quote for a token the devnet does not swap is a 400 with the reason', async () => {
    const unknown = caip('0x000000000000000000000000000000000000dEaD')
    await expect(getSwapQuote(getClient(), { ...smallQuote, to: unknown })).rejects.toMatchObject({
      status: 400,
      body: { message: `Unsupported token: ${unknown}` },
    })
  })

  test.each([
    [{ amount: '-1' }, 'Invalid amount: expected a decimal integer'],
    [{ amount: '1e18' }, 'Invalid amount: expected a decimal integer'],
    [{ amount: '0' }, 'Invalid amount: expected an amount above 0'],
    [{ amount: (maxUint256 + 1n).toString() }, 'Invalid amount: expected at most 2^256 - 1'],
    [{ amount: '9'.repeat(5000) }, 'Invalid amount: expected a decimal integer'],
    [{ from: 'eip155:1:0x12' }, 'Invalid from: expected a CAIP-10 address such as eip155:1:0x…'],
    [{ to: `eip155:10:${dusd.address}` }, 'from and to must be on the same network'],
    [{ to: ether }, 'from and to must differ'],
    [
      { from: `eip155:137:${EVM_NATIVE_PRICE_ADDRESS}`, to: `eip155:137:${dusd.address}` },
      'No swaps on eip155:137',
    ],
    [{ userAddress: 'vitalik.eth' }, 'Invalid userAddress: Invalid input'],
    [
      { userAddress: `eip155:10:${DEV_ACCOUNTS[4].address}` },
      'userAddress must be on the network of the tokens',
    ],
    [{ gasPrice: undefined }, 'Invalid gasPrice: Invalid input: expected string, received undefined'],
  ])('hostile quote parameters %o are a 400: %s', async (change, message) => {
    const { caipNetworkId: _network, ...parameters } = smallQuote
    const query: Record<string, string | undefined> = { ...parameters, ...change }
    const defined = Object.fromEntries(
      Object.entries(query).filter((entry): entry is [string, string] => entry[1] !== undefined),
    )
    const response = await getQuery('/v1/convert/quotes', defined)
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ message })
  })

  test.each([
    [{ eip155: { slippage: 51 } }, 'Invalid eip155.slippage: expected at most 50'],
    [{ eip155: { slippage: '1e-9' } }, 'Invalid eip155.slippage: expected a percentage such as 1 or 0.5'],
    [{ eip155: {} }, 'Invalid eip155.slippage: Invalid input'],
    [{ amount: 5 }, 'Invalid amount: Invalid input: expected string, received number'],
  ])('a hostile build-transaction body %o is a 400: %s', async (change, message) => {
    const response = await fetch(`${running.api.url}/v1/convert/build-transaction?projectId=p`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        amount: '1000',
        eip155: { slippage: 1 },
        from: ether,
        to: caip(dusd.address),
        userAddress: DEV_ACCOUNTS[4].address,
        ...change,
      }),
    })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ message })
  })

  test('a fault on the quotes path fails quotes with 500 while the token list still answers', async () => {
    running.api.setFault({ kind: 'status', status: 500, path: '/v1/convert/quotes' })
    await expect(getSwapQuote(getClient(), smallQuote)).rejects.toMatchObject({
      status: 500,
      body: { message: DIRECTORY_FAULT_MESSAGE },
    })
    const { tokens } = await getSwapTokens(getClient(), { caipNetworkId: network })
    expect(tokens).toHaveLength(3)
  })
})
