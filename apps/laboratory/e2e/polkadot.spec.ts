import { POLKADOT_DEV_ACCOUNTS, ROCOCO_ASSET_HUB_SS58_PREFIX } from '@atrium/devnet'
import { installPolkadotTestWallet } from '@atrium/testing/playwright'
import { expect, type Page, test } from '@playwright/test'
import { signatureVerify } from '@polkadot/util-crypto'
import { formatUnits } from 'viem'
import { connectWallet, expectConnectedAccount, runChainAction } from './chainPage.js'
import { disconnectPolkadot, readPolkadotPlanck } from './polkadotChain.js'

const POLKADOT_PAGE = '/?devWallet=off#/polkadot'
const [walletAccount, , recipient] = POLKADOT_DEV_ACCOUNTS
test.afterAll(disconnectPolkadot)

function installWallet(page: Page) {
  if (walletAccount === undefined) throw new Error('the devnet exports no Polkadot accounts')
  return installPolkadotTestWallet(page, {
    accounts: [{ uri: walletAccount.uri }],
    ss58Prefix: ROCOCO_ASSET_HUB_SS58_PREFIX,
  })
}

// Chopsticks starts on the page's first connection: a few seconds more than the other chains.
test.setTimeout(180_000)

test('Polkadot: connect the polkadot-js extension, exact balance, signRaw, an included transfer, disconnect', async ({
  page,
}) => {
  if (walletAccount === undefined || recipient === undefined)
    throw new Error('the devnet exports no Polkadot accounts')
  const wallet = await installWallet(page)
  await page.goto(POLKADOT_PAGE)
  await connectWallet(page, { wallet: /Polkadot\{\.js\}/ })
  await expect(page.getByTestId('polkadot-address')).toHaveText(walletAccount.address)
  await expect(page.getByTestId('polkadot-balance')).toHaveText(
    `${formatUnits(await readPolkadotPlanck(walletAccount.address), 12)} ROC`,
    { timeout: 60_000 },
  )

  const signature = await runChainAction(page, {
    namespace: 'polkadot',
    button: /Sign message/,
    output: 'signature',
  })
  expect(signatureVerify('Hello from the Atrium laboratory', signature, walletAccount.address).isValid).toBe(
    true,
  )

  const recipientBefore = await readPolkadotPlanck(recipient.address)
  await runChainAction(page, { namespace: 'polkadot', button: /Send 0\.5 ROC/, output: 'transfer' })
  expect((await readPolkadotPlanck(recipient.address)) - recipientBefore).toBe(500_000_000_000n)
  await expect(page.getByTestId('polkadot-balance')).toHaveText(
    `${formatUnits(await readPolkadotPlanck(walletAccount.address), 12)} ROC`,
  )

  await page.getByRole('button', { name: 'Disconnect all' }).click()
  await expect(page.getByTestId('polkadot-status')).toHaveText('disconnected')
  await wallet.uninstall()
})

test('Polkadot: the extension is restored on reload without a prompt', async ({ page }) => {
  const wallet = await installWallet(page)
  await page.goto(POLKADOT_PAGE)
  await connectWallet(page, { wallet: /Polkadot\{\.js\}/ })
  await expect(page.getByTestId('polkadot-address')).toHaveText(wallet.address)

  // A restore calls `enable` too, which an extension that authorised the page answers without a
  // prompt: the wallet refuses its next prompt, and that refusal must still be pending afterwards.
  wallet.rejectNextRequest()
  await page.reload()
  await expectConnectedAccount(page, { namespace: 'polkadot', address: wallet.address })
  await expect(
    wallet.request({
      method: 'signer.signRaw',
      params: { address: wallet.address, data: '0x00', type: 'bytes' },
    }),
  ).rejects.toThrow('Cancelled')
})
