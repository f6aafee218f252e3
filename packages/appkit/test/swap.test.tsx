import { afterEach, describe, expect, it } from 'vitest'
import type { AppKit } from '../src/instance/buildAppKit.js'
import { createSubject } from './helpers/createSubject.test-helper.js'

let appKit: AppKit | undefined

afterEach(() => {
  appKit?.destroy()
  appKit = undefined
})

describe('appKit.swap', () => {
  it('starts with an uninitialised swap store and the swap actions, with a project id and an adapter', () => {
    appKit = createSubject().appKit
    expect(appKit.stores.swap.getState()).toMatchObject({ status: 'uninitialised', sourceToken: undefined })
    expect(Object.keys(appKit.swap ?? {}).sort()).toEqual([
      'initialize',
      'isSupported',
      'refreshQuote',
      'swap',
    ])
  })

  it('is absent without a project id: the Blockchain API that quotes refuses requests without one', () => {
    appKit = createSubject({ options: { projectId: undefined } }).appKit
    expect(appKit.swap).toBeUndefined()
  })

  it("isSupported is false outside eip155 without asking the API (Solana's network id)", async () => {
    appKit = createSubject().appKit
    expect(await appKit.swap?.isSupported('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')).toBe(false)
  })
})
