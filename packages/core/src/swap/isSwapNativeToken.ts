import { SWAP_NATIVE_TOKEN_ADDRESS } from '@atrium/common'

/** Whether `address` (CAIP-10 or bare) is the convert API's address of the native token. */
export function isSwapNativeToken(address: string): boolean {
  return address.toLowerCase().endsWith(SWAP_NATIVE_TOKEN_ADDRESS)
}
