/** A funded account of the local Polkadot chain. */
export type PolkadotDevAccount = {
  /** Secret URI for `keyring.addFromUri(uri)`; public knowledge, never use it outside a devnet. */
  readonly uri: string
  /** SS58 address in the local chain's prefix (`ROCOCO_ASSET_HUB_SS58_PREFIX`, 2). */
  readonly address: string
  /** sr25519 public key: the account id, the same in every SS58 prefix. */
  readonly publicKey: `0x${string}`
  readonly type: 'sr25519'
}

/** Free balance of each dev account when the local Polkadot chain starts, in whole tokens (ROC). */
export const POLKADOT_DEV_ACCOUNT_BALANCE = 1000

/**
 * The accounts the local Polkadot chain funds at start: Substrate's well-known sr25519 dev keys
 * (`//Alice` … `//Ferdie` of the dev phrase), as every Substrate tool knows them, each holding
 * `POLKADOT_DEV_ACCOUNT_BALANCE` tokens.
 *
 * @example
 * const alice = new Keyring({ type: 'sr25519' }).addFromUri(POLKADOT_DEV_ACCOUNTS[0].uri)
 */
export const POLKADOT_DEV_ACCOUNTS = [
  {
    uri: '//Alice',
    address: 'HNZata7iMYWmk5RvZRTiAsSDhV8366zq2YGb3tLH5Upf74F',
    publicKey: '0xd43593c715fdd31c61141abd04a99fd6822c8558854ccde39a5684e7a56da27d',
    type: 'sr25519',
  },
  {
    uri: '//Bob',
    address: 'FoQJpPyadYccjavVdTWxpxU7rUEaYhfLCPwXgkfD6Zat9QP',
    publicKey: '0x8eaf04151687736326c9fea17e25fc5287613693c912909cb226aa4794f26a48',
    type: 'sr25519',
  },
  {
    uri: '//Charlie',
    address: 'Fr4NzY1udSFFLzb2R3qxVQkwz9cZraWkyfH4h3mVVk7BK7P',
    publicKey: '0x90b5ab205c6974c9ea841be688864633dc9ca8a357843eeacf2314649965fe22',
    type: 'sr25519',
  },
  {
    uri: '//Dave',
    address: 'DfnTB4z7eUvYRqcGtTpFsLC69o6tvBSC1pEv8vWPZFtCkaK',
    publicKey: '0x306721211d5404bd9da88e0204360a1a9ab8b87c66c1bc2fcdd37f3c2222cc20',
    type: 'sr25519',
  },
  {
    uri: '//Eve',
    address: 'HnMAUz7r2G8G3hB27SYNyit5aJmh2a5P4eMdDtACtMFDbam',
    publicKey: '0xe659a7a1628cdd93febc04a4e0646ea20e9f5f0ce097d9a05290d4a9e054df4e',
    type: 'sr25519',
  },
  {
    uri: '//Ferdie',
    address: 'DE14BzQ1bDXWPKeLoAqdLAm1GpyAWaWF1knF74cEZeomTBM',
    publicKey: '0x1cbd2d43530a44705ad088af313e18f80b53ef16b36177cd4b77b846f2a5f07c',
    type: 'sr25519',
  },
] as const satisfies readonly PolkadotDevAccount[]
