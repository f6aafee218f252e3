import { describe, expect, it } from 'vitest'
import { toOptionsState } from './createOptionsStore.js'
import { getDappMetadata } from './getDappMetadata.js'
import { resolveOptions } from './resolveOptions.js'

describe('getDappMetadata', () => {
  it('[OPT-011] uses the page origin without metadata and reports sdkType react, sdkVersion 1.7.0', () => {
    const options = toOptionsState(resolveOptions({ projectId: 'p' }))
    expect(getDappMetadata({ options, origin: 'https://dapp.example' })).toEqual({
      name: 'https://dapp.example',
      description: '',
      url: 'https://dapp.example',
      icons: [],
      sdkVersion: '1.7.0',
      sdkType: 'react',
      projectId: 'p',
    })
  })

  it('[OPT-001] options.metadata: wins over the origin', () => {
    const metadata = {
      name: 'Dapp',
      description: 'd',
      url: 'https://dapp.example',
      icons: ['https://dapp.example/i.png'],
    }
    const options = toOptionsState(resolveOptions({ metadata }))
    expect(getDappMetadata({ options, origin: 'https://other.example' })).toMatchObject({
      ...metadata,
      projectId: '',
    })
  })
})
