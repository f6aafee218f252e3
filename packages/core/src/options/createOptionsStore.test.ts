import { describe, expect, it } from 'vitest'
import { createHmacSiwxVerifier } from '../siwx/createHmacSiwxVerifier.test-helper.js'
import { createSiwxConfig } from '../siwx/createSiwxConfig.js'
import { createMemoryStorage } from '../storage/createMemoryStorage.js'
import { createOptionsStore, toOptionsState } from './createOptionsStore.js'
import { resolveOptions } from './resolveOptions.js'

describe('createOptionsStore', () => {
  it('[OPT-001] holds the default options without sign-in', () => {
    const state = createOptionsStore().getState()
    expect(state).toMatchObject({ signInMethod: undefined, allowUnsupportedChain: false })
    expect(state).not.toHaveProperty('siweConfig')
  })

  it('initial: holds the resolved options of the app', () => {
    const options = toOptionsState(resolveOptions({ projectId: 'p', allowUnsupportedChain: true }))
    expect(createOptionsStore(options).getState()).toEqual(options)
  })

  it('[OPT-009] the state is plain data: sign-in callbacks stay out, the method is recorded', () => {
    const siweConfig = { getNonce: async () => 'nonce' }
    const state = toOptionsState(resolveOptions({ siweConfig }))
    expect(state.signInMethod).toBe('siwe')
    expect(state).not.toHaveProperty('siweConfig')
    expect(structuredClone(state)).toEqual(state)
    const siwx = createSiwxConfig({
      domain: 'app.example',
      verifiers: [createHmacSiwxVerifier().verifier],
      storage: createMemoryStorage(),
    })
    const siwxState = toOptionsState(resolveOptions({ siwx }))
    expect(siwxState.signInMethod).toBe('siwx')
    expect(siwxState).not.toHaveProperty('siwx')
  })
})
