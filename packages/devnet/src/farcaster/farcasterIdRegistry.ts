import {
  type Address,
  createTestClient,
  encodeAbiParameters,
  type Hex,
  http,
  keccak256,
  numberToHex,
  toFunctionSelector,
} from 'viem'

/**
 * Farcaster's IdRegistry on OP Mainnet: `@farcaster/auth-client`'s `viemConnector` reads
 * `idOf(custody)` there to check that a sign-in message was signed by the fid's custody address.
 */
export const FARCASTER_ID_REGISTRY_ADDRESS: Address = '0x00000000Fc6c5F01Fc30151999387Bb99A9f489b'

const ID_OF_SELECTOR = toFunctionSelector('idOf(address)').slice(2)

/**
 * The stand-in's runtime code, assembled by hand (ten instructions do not need a compiler):
 * `idOf(address)` answers `idOf[address]` of a Solidity-style `mapping(address => uint256)` in
 * storage slot 0, any other call reverts. The real registry's other functions (registration,
 * recovery, transfers) are not there: fids are registered with `registerFarcasterCustody`.
 */
const STAND_IN_CODE: Hex = `0x${[
  '600035', // calldataload(0)
  '60e01c', // >> 224: the selector
  `63${ID_OF_SELECTOR}`,
  '14', // eq
  '601357', // jumpi to 0x13
  '600080fd', // revert(0, 0)
  '5b', // 0x13: jumpdest
  '600435', // calldataload(4): the address
  '600052', // mstore(0, address)
  '6000602052', // mstore(0x20, 0): slot 0
  '6040600020', // keccak256(0, 0x40)
  '54', // sload
  '600052', // mstore(0, fid)
  '60206000f3', // return(0, 0x20)
].join('')}`

const anvil = (rpcUrl: string) => createTestClient({ mode: 'anvil', transport: http(rpcUrl) })

/**
 * Puts a stand-in of Farcaster's IdRegistry at its OP Mainnet address on the anvil chain at `rpcUrl`
 * (`anvil_setCode`), so a verifier given that chain's RPC URL checks custody as on OP Mainnet, with
 * no fid registered yet. Idempotent: registered fids stay.
 */
export async function installFarcasterIdRegistry(parameters: { rpcUrl: string }): Promise<void> {
  await anvil(parameters.rpcUrl).setCode({ address: FARCASTER_ID_REGISTRY_ADDRESS, bytecode: STAND_IN_CODE })
}

/**
 * Registers `custody` as the custody address of `fid` in the stand-in IdRegistry on the anvil chain
 * at `rpcUrl` (`anvil_setStorageAt`); `fid` 0 unregisters it.
 */
export async function registerFarcasterCustody(parameters: {
  rpcUrl: string
  custody: Address
  fid: number | bigint
}): Promise<void> {
  const slot = keccak256(
    encodeAbiParameters([{ type: 'address' }, { type: 'uint256' }], [parameters.custody, 0n]),
  )
  await anvil(parameters.rpcUrl).setStorageAt({
    address: FARCASTER_ID_REGISTRY_ADDRESS,
    index: slot,
    value: numberToHex(BigInt(parameters.fid), { size: 32 }),
  })
}
