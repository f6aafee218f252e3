import type { Namespace } from '@atrium/common'
import {
  BITCOIN_DEV_ACCOUNTS,
  POLKADOT_DEV_ACCOUNTS,
  ROCOCO_ASSET_HUB_SS58_PREFIX,
  SOLANA_DEV_ACCOUNTS,
} from '@atrium/devnet'
import { installPolkadotTestWallet, installSolanaTestWallet } from '@atrium/testing/playwright'
import { expect, type Page, test } from '@playwright/test'
import { ApiPromise, WsProvider } from '@polkadot/api'
import {
  connectWallet,
  installXverseDevWallet,
  jsonRpc,
  openAccountView,
  readBitcoinSats,
} from './chainPage.js'
import { E2E_BITCOIN_URL, E2E_POLKADOT_URL, E2E_SOLANA_RPC_URL } from './e2ePorts.js'

let api: ApiPromise | undefined
test.afterAll(async () => {
  await api?.disconnect()
})

/** Connects on a chain page, opens the modal's Send view and sends `amount` to `receiver`. */
async function sendFromModal(
  page: Page,
  parameters: { namespace: Namespace; wallet: RegExp; amount: string; receiver: string },
) {
  await page.goto(`/?devWallet=off#/${parameters.namespace === 'bip122' ? 'bitcoin' : parameters.namespace}`)
  await connectWallet(page, { wallet: parameters.wallet })
  const dialog = await openAccountView(page, parameters.namespace)
  await dialog.getByRole('button', { name: 'Send', exact: true }).click()
  await dialog.getByRole('textbox', { name: 'Amount' }).fill(parameters.amount)
  await dialog.getByRole('textbox', { name: 'Receiver address' }).fill(parameters.receiver)
  const send = dialog.getByRole('button', { name: 'Send', exact: true })
  await expect(send).toBeEnabled({ timeout: 30_000 })
  await send.click()
  await expect(page.locator('atrium-modal').getByRole('status')).toHaveText('Transaction started', {
    timeout: 60_000,
  })
  await expect(dialog.getByRole('heading', { name: 'Account' })).toBeVisible()
}

test('connect on Solana → Send → SOL to a second dev account → the chain shows the transfer', async ({
  page,
}) => {
  const [account, , receiver] = SOLANA_DEV_ACCOUNTS
  if (account === undefined || receiver === undefined)
    throw new Error('the devnet exports no Solana accounts')
  await installSolanaTestWallet(page, { secretKey: account.secretKey, rpcUrl: E2E_SOLANA_RPC_URL })
  const lamportsOf = async (address: string) =>
    BigInt(
      (
        await jsonRpc<{ value: number }>(E2E_SOLANA_RPC_URL, 'getBalance', [
          address,
          { commitment: 'confirmed' },
        ])
      ).value,
    )
  const before = await lamportsOf(receiver.address)
  await sendFromModal(page, {
    namespace: 'solana',
    wallet: /Atrium Test Wallet/,
    amount: '0.015',
    receiver: receiver.address,
  })
  await expect.poll(() => lamportsOf(receiver.address)).toBe(before + 15_000_000n)
})

test('connect on Bitcoin → Send → BTC to a second dev account → the chain shows the transfer', async ({
  page,
}) => {
  const [account, , receiver] = BITCOIN_DEV_ACCOUNTS
  if (account === undefined || receiver === undefined)
    throw new Error('the devnet exports no Bitcoin accounts')
  await installXverseDevWallet(page)
  const before = await readBitcoinSats(E2E_BITCOIN_URL, receiver.paymentAddress)
  await sendFromModal(page, {
    namespace: 'bip122',
    wallet: /Xverse/,
    amount: '0.0002',
    receiver: receiver.paymentAddress,
  })
  await expect.poll(() => readBitcoinSats(E2E_BITCOIN_URL, receiver.paymentAddress)).toBe(before + 20_000n)
})

test('connect on Polkadot → Send → ROC to a second dev account → the chain shows the transfer', async ({
  page,
}) => {
  // Chopsticks starts on the page's first connection: a few seconds more than the other chains.
  test.setTimeout(180_000)
  const [account, , receiver] = POLKADOT_DEV_ACCOUNTS
  if (account === undefined || receiver === undefined)
    throw new Error('the devnet exports no Polkadot accounts')
  await installPolkadotTestWallet(page, {
    accounts: [{ uri: account.uri }],
    ss58Prefix: ROCOCO_ASSET_HUB_SS58_PREFIX,
  })
  const planckOf = async (address: string) => {
    // @polkadot/api's provider types predate `exactOptionalPropertyTypes`.
    api ??= await ApiPromise.create({
      provider: new WsProvider(E2E_POLKADOT_URL.replace('http:', 'ws:')) as unknown as NonNullable<
        NonNullable<Parameters<typeof ApiPromise.create>[0]>['provider']
      >,
      noInitWarn: true,
    })
    const entry = (await api.query.system.account(address)) as unknown as {
      data: { free: { toBigInt(): bigint } }
    }
    return entry.data.free.toBigInt()
  }
  const before = await planckOf(receiver.address)
  await sendFromModal(page, {
    namespace: 'polkadot',
    wallet: /Polkadot\{\.js\}/,
    amount: '0.5',
    receiver: receiver.address,
  })
  await expect.poll(() => planckOf(receiver.address), { timeout: 60_000 }).toBe(before + 500_000_000_000n)
})
