import { describe, expect, it } from 'vitest'
import { listInstalledExtensions } from './knownExtensions.js'

const enable = async () => ({})

describe('listInstalledExtensions', () => {
  it('names the known extensions in display order, then the others by key', () => {
    const found = listInstalledExtensions({
      'custom-wallet': { enable, version: '1.0.0' },
      'subwallet-js': { enable, version: '2.1.0' },
      'polkadot-js': { enable, version: '0.62.1' },
    })
    expect(found).toEqual([
      { key: 'polkadot-js', name: 'Polkadot{.js}', version: '0.62.1' },
      { key: 'subwallet-js', name: 'SubWallet', version: '2.1.0' },
      { key: 'custom-wallet', name: 'custom-wallet', version: '1.0.0' },
    ])
  })

  it('ignores entries that cannot be enabled and tolerates a missing object', () => {
    expect(listInstalledExtensions({ talisman: { version: '1' }, broken: null })).toEqual([])
    expect(listInstalledExtensions(undefined)).toEqual([])
    expect(listInstalledExtensions('injected')).toEqual([])
  })

  it('leaves a version that is not a string undefined', () => {
    expect(listInstalledExtensions({ talisman: { enable, version: 3 } })).toEqual([
      { key: 'talisman', name: 'Talisman', version: undefined },
    ])
  })
})
