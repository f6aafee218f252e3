import { networks } from 'bitcoinjs-lib'
import { describe, expect, it } from 'vitest'
import { decodeBitcoinAddress, isBitcoinAddress } from './decodeBitcoinAddress.js'

const hex = (bytes: Uint8Array) => [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('')

describe('decodeBitcoinAddress', () => {
  it('decodes the five output types into their scripts', () => {
    expect(decodeBitcoinAddress('1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2', networks.bitcoin)).toMatchObject({
      type: 'p2pkh',
    })
    expect(
      hex(decodeBitcoinAddress('1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2', networks.bitcoin).outputScript),
    ).toBe('76a91477bff20c60e522dfaa3350c39b030a5d004e839a88ac')
    expect(decodeBitcoinAddress('3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy', networks.bitcoin).type).toBe('p2sh')
    expect(
      hex(decodeBitcoinAddress('bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', networks.bitcoin).outputScript),
    ).toBe('0014e8df018c7e326cc253faac7e46cdc51e68542c42')
    expect(
      decodeBitcoinAddress('bc1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3qccfmv3', networks.bitcoin)
        .type,
    ).toBe('p2wsh')
    const taproot = decodeBitcoinAddress(
      'bc1p5cyxnuxmeuwuvkwfem96lqzszd02n6xdcjrs20cac6yqjjwudpxqkedrcr',
      networks.bitcoin,
    )
    expect(taproot.type).toBe('p2tr')
    expect(hex(taproot.outputScript)).toBe(
      '5120a60869f0dbcf1dc659c9cecbaf8050135ea9e8cdc487053f1dc6880949dc684c',
    )
  })

  it('tells networks apart: bc, tb and bcrt', () => {
    expect(isBitcoinAddress('bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', networks.regtest)).toBe(false)
    expect(isBitcoinAddress('tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx', networks.testnet)).toBe(true)
    expect(isBitcoinAddress('tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx', networks.regtest)).toBe(false)
    expect(isBitcoinAddress('bcrt1q8zjzc4vpz2gynhpj3t069eg57e6cxgtht7x4da', networks.regtest)).toBe(true)
  })

  it('refuses anything else with INVALID_ADDRESS, never another error', () => {
    for (const junk of [
      '',
      'bc1',
      '0x52908400098527886E0F7030069857D2E4169EE7',
      'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdx',
    ]) {
      expect(() => decodeBitcoinAddress(junk, networks.bitcoin)).toThrow(
        expect.objectContaining({ code: 'INVALID_ADDRESS', message: 'Invalid address' }),
      )
    }
  })
})
