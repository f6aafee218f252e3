import type { OptionsState } from '@atrium/core'
import { act, fireEvent, screen, within } from '@testing-library/react'
import { beforeAll, describe, expect, it } from 'vitest'
import { loadLaterViews } from '../../src/modal/loadLaterViews.js'
import { ModalRoot } from '../../src/modal/ModalRoot.js'
import { connectTestWallet, createSubject, TEST_ADDRESS } from '../helpers/createSubject.test-helper.js'
import { renderWithAppKit } from '../helpers/renderWithAppKit.test-helper.js'

beforeAll(() => loadLaterViews())

async function openAccount(features?: Partial<OptionsState['features']>) {
  const subject = createSubject()
  if (features !== undefined)
    subject.stores.options.setState((state) => ({ features: { ...state.features, ...features } }))
  await connectTestWallet(subject)
  renderWithAppKit(subject.appKit, <ModalRoot />)
  act(() => subject.appKit.open())
  return { subject, dialog: screen.getByRole('dialog') }
}

const featureButtons = (dialog: HTMLElement) =>
  within(dialog)
    .getAllByRole('button')
    .map((button) => button.textContent)
    .filter((text) => text === 'Receive' || text === 'Send' || text === 'Buy' || text === 'Swap')

describe("the Account view's wallet features", () => {
  it('[OPT-005] by default Receive then Send; no on-ramp (not built yet), no Swap without a Blockchain API to quote', async () => {
    const { dialog } = await openAccount()
    expect(featureButtons(dialog)).toEqual(['Receive', 'Send'])
  })

  it('follow walletFeaturesOrder and leave out a disabled feature', async () => {
    const { dialog } = await openAccount({ walletFeaturesOrder: ['send', 'onramp', 'receive'] })
    expect(featureButtons(dialog)).toEqual(['Send', 'Receive'])
  })

  it('without send in the features, only Receive shows', async () => {
    const { dialog } = await openAccount({ send: false })
    expect(featureButtons(dialog)).toEqual(['Receive'])
  })

  it('Receive shows the address as text and as a QR code, and the networks that can send to it', async () => {
    const { dialog } = await openAccount()
    fireEvent.click(within(dialog).getByRole('button', { name: 'Receive' }))
    expect(await within(dialog).findByRole('heading', { name: /^Receive$/ })).toBeTruthy()
    expect(within(dialog).getByRole('img', { name: 'QR code of your address' })).toBeTruthy()
    expect(within(dialog).getByText(TEST_ADDRESS)).toBeTruthy()
    const networks = within(dialog).getByRole('region', { name: 'Networks that can receive to this address' })
    expect(
      within(networks)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Ethereum', 'OP Mainnet', 'Base'])
  })
})
