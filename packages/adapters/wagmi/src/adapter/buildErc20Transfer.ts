import { InvalidAddressError } from '@atrium/common'
import type { AdapterTokenTransferParameters, AdapterTransactionParameters } from '@atrium/core'
import { encodeFunctionData, erc20Abi, getAddress, isAddress } from 'viem'

/**
 * [SEND-002] The call that moves `amount` of the ERC20 at `tokenAddress` to `to`: `transfer(to,
 * amount)` encoded by viem with the standard ERC20 ABI, sent to the token contract with no value.
 * Its own chunk.
 *
 * @throws InvalidAddressError when `to` or `tokenAddress` is not an EVM address.
 */
export function buildErc20Transfer(
  parameters: AdapterTokenTransferParameters<'eip155'>,
): AdapterTransactionParameters<'eip155'> {
  const { from, to, tokenAddress, amount } = parameters
  for (const address of [to, tokenAddress])
    if (!isAddress(address, { strict: true })) throw new InvalidAddressError({ details: address })
  return {
    from,
    to: getAddress(tokenAddress),
    value: 0n,
    data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [getAddress(to), amount] }),
  }
}
