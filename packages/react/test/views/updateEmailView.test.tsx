import { setAccountFields } from '@atrium/core'
import { act, fireEvent, screen, within } from '@testing-library/react'
import { beforeAll, expect, it } from 'vitest'
import type { AppKitContextValue, EmbeddedLoginActions } from '../../src/context/AppKitContextValue.js'
import { loadLaterViews } from '../../src/modal/loadLaterViews.js'
import { ModalRoot } from '../../src/modal/ModalRoot.js'
import { connectTestWallet, createSubject, TEST_ADDRESS } from '../helpers/createSubject.test-helper.js'
import { renderWithAppKit } from '../helpers/renderWithAppKit.test-helper.js'

// The views after Connect load in the background once the modal opens; here they are loaded first.
beforeAll(() => loadLaterViews())

/**
 * The Account view of an embedded-wallet user (`user`), with a sign-in port that has no frame
 * behind it: every call is recorded and refused, so a view that asks the frame shows it.
 */
async function openAccountOf(user: { readonly email?: string; readonly userName?: string }) {
  const subject = createSubject()
  await connectTestWallet(subject)
  setAccountFields(subject.stores, {
    namespace: 'eip155',
    fields: { user: { address: TEST_ADDRESS, chainId: 1, ...user } },
  })
  const calls: string[] = []
  const embeddedLogin = new Proxy({} as EmbeddedLoginActions, {
    get: (_, name) => async () => {
      calls.push(String(name))
      throw new Error('no frame in this test')
    },
  })
  const appKit: AppKitContextValue = { ...subject.appKit, embeddedLogin }
  renderWithAppKit(appKit, <ModalRoot />)
  act(() => appKit.open())
  return { dialog: screen.getByRole('dialog'), calls }
}

it('the new email is checked before the frame is asked: an email address, not the one signed in with', async () => {
  const { dialog, calls } = await openAccountOf({ email: 'ada@example.com' })
  expect(within(dialog).getByText('Signed in as ada@example.com')).toBeTruthy()
  fireEvent.click(within(dialog).getByRole('button', { name: 'Change email' }))
  expect(within(dialog).getByRole('heading', { name: 'Change email' })).toBeTruthy()
  const field = within(dialog).getByRole('textbox', { name: 'New email' })

  fireEvent.change(field, { target: { value: 'not-an-email' } })
  fireEvent.click(within(dialog).getByRole('button', { name: 'Continue' }))
  expect((await within(dialog).findByRole('alert')).textContent).toBe('Enter a valid email address')

  fireEvent.change(field, { target: { value: ' ADA@example.com ' } })
  fireEvent.click(within(dialog).getByRole('button', { name: 'Continue' }))
  expect((await within(dialog).findByRole('alert')).textContent).toBe(
    'This is the email you are signed in with',
  )
  expect((field as HTMLInputElement).value.trim()).toBe('ADA@example.com')
  expect(calls).toEqual([])

  // A different address goes to the frame, whose refusal shows under the field.
  fireEvent.change(field, { target: { value: 'ada@new.example' } })
  fireEvent.click(within(dialog).getByRole('button', { name: 'Continue' }))
  expect((await within(dialog).findByRole('alert')).textContent).not.toBe(
    'This is the email you are signed in with',
  )
  expect(calls).toEqual(['updateEmail'])
})

it('a social sign-in has no email to change: Account offers no Change email', async () => {
  const { dialog } = await openAccountOf({ userName: 'ada' })
  expect(within(dialog).getByText('Signed in as ada')).toBeTruthy()
  expect(within(dialog).queryByRole('button', { name: 'Change email' })).toBeNull()
})
