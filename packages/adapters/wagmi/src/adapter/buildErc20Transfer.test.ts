import { decodeFunctionData, erc20Abi } from 'viem'
import { describe, expect, it } from 'vitest'
import { buildErc20Transfer } from './buildErc20Transfer.js'

const FROM = 'eip155:1:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const TO = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const TOKEN = '0x5FbDB2315678afecb367f032d93F642f64180aa3'

describe('buildErc20Transfer', () => {
  it('[SEND-002] a call of transfer(to, amount) on the token contract, with no value', () => {
    const transaction = buildErc20Transfer({
      from: FROM,
      to: TO,
      tokenAddress: TOKEN.toLowerCase(),
      amount: 12_500_000n,
    })
    expect(transaction).toMatchObject({ from: FROM, to: TOKEN, value: 0n })
    expect(decodeFunctionData({ abi: erc20Abi, data: transaction.data as `0x${string}` })).toEqual({
      functionName: 'transfer',
      args: [TO, 12_500_000n],
    })
  })

  it('refuses a receiver that is no EVM address', () => {
    expect(() => buildErc20Transfer({ from: FROM, to: '0x1234', tokenAddress: TOKEN, amount: 1n })).toThrow(
      expect.objectContaining({ code: 'INVALID_ADDRESS' }),
    )
  })
})
