/** A funded account of the local Bitcoin chain; one key behind both of its addresses. */
export type BitcoinDevAccount = {
  /** Regtest WIF (compressed) of the private key; public knowledge, never use it outside a devnet. */
  readonly wif: string
  /** Compressed secp256k1 public key, hex. */
  readonly publicKey: string
  /** Native segwit (p2wpkh) address of `publicKey`: where wallets keep and spend bitcoin. */
  readonly paymentAddress: `bcrt1q${string}`
  /** Taproot (p2tr) key-path address of `publicKey` with no script tree (BIP-86 tweak): where wallets keep ordinals. */
  readonly ordinalsAddress: `bcrt1p${string}`
}

/** How many accounts the local Bitcoin chain funds. */
export const BITCOIN_DEV_ACCOUNT_COUNT = 6

/**
 * The outputs each payment address receives at start, in satoshis (1 BTC in all): one per funding
 * block, so wallets meet several coins of different sizes from different transactions.
 */
export const BITCOIN_DEV_ACCOUNT_FUNDING_SATS = [50_000_000, 25_000_000, 15_000_000, 10_000_000] as const

/** The text whose SHA-256 is the private key of account `index`, so anyone can re-derive the keys. */
export function getBitcoinDevAccountSeed(index: number): string {
  return `atrium-devnet-bitcoin-account-${index}`
}

/**
 * The funded accounts of the local Bitcoin chain: account `i` holds the private key
 * `sha256(getBitcoinDevAccountSeed(i))` and its payment address owns the coins of
 * `BITCOIN_DEV_ACCOUNT_FUNDING_SATS`, confirmed in the first blocks.
 *
 * @example
 * const key = ECPairFactory(ecc).fromWIF(BITCOIN_DEV_ACCOUNTS[0].wif, networks.regtest)
 */
export const BITCOIN_DEV_ACCOUNTS = [
  {
    wif: 'cMgePN2HCnoDcAK16hFhVeWmNo6n7d6RHhkgjzbD31KBhuupNzB9',
    publicKey: '02aa3fb561a22d1d2d1b820cb9da4a87ce7d69c10ec8716e093b80b74b67ef35c5',
    paymentAddress: 'bcrt1q8zjzc4vpz2gynhpj3t069eg57e6cxgtht7x4da',
    ordinalsAddress: 'bcrt1pzcnhq8d9ecp8cdcga70ps95ms3tmlsak9ejd0k7cj7alylww3q3qnx2r9c',
  },
  {
    wif: 'cUeWmJumhqgVFRws2ZQB33V7bECoBtafCiY9oigGJAMZysMkpK7N',
    publicKey: '0367b5b3674fe2a702f93d53f643ac595c3e66c9825369b9790ee6221bcd5574e7',
    paymentAddress: 'bcrt1qcm3ekj3s5ermyxl5kag2qdwaaq57cegfngmrg6',
    ordinalsAddress: 'bcrt1pl34ueez298c503qjgvtv8d7nwufj8ek7ecscvdyzvrthypa8n0gs4ajksd',
  },
  {
    wif: 'cTtyyJv7GN6p6LDkrcQR46yyKaygcJeWWTi8iFr6DE3buPRy8mK1',
    publicKey: '033f78fe0dc601f2831f031cf31751b6a180ef4b12591d79e7fbf16e1eb19794fe',
    paymentAddress: 'bcrt1q5r5h8e5rey5mlrkyy8s26mmzr8y9rh0rkgnmu6',
    ordinalsAddress: 'bcrt1ptgwllfvw0x0trzxv57kkxrc7rzpd9p8w7n32c3ttaulkm7g85hkqhu566f',
  },
  {
    wif: 'cN97S2Tsy9MG3sr2FXvz3yWTvF95qyoGAq5R8WDSCeoCr6ssxysF',
    publicKey: '02a1a22e8d04e137b09cf4fc4547c9814078356adc69201b3ff9619181a665fd1b',
    paymentAddress: 'bcrt1qxyud97guv4vskthpprjjv6xcpdnslzytrndtvj',
    ordinalsAddress: 'bcrt1phwas2fjmhjxs2we29ymudac9ugd4hvyu49jycuraskttj83s7nus8tfwdv',
  },
  {
    wif: 'cVBFASC9wHetXjtXVEUBm4w3cv9SLfdu5WKLtk5fW5Hs4W5Eo834',
    publicKey: '0207a47d1f8adca04fdc2486a8867a6e797ec28d650e80211f964124d1677a8e22',
    paymentAddress: 'bcrt1q99kk97gzes7x9pq4qdh3sp3c4wkj694t442gjd',
    ordinalsAddress: 'bcrt1p89syxgtlaym82sd7utxpm9ddw09yke4vej2ykn7yaph84za8qrzqe7gdkt',
  },
  {
    wif: 'cNhXBcX6UwVmFRFbgjKoepSdMVNmvuDMEABCqjow1eHouUung1kU',
    publicKey: '032aae3b82e32ce61368274f181312ae4472724ae6c67a4821c87996c41612a9c0',
    paymentAddress: 'bcrt1qndwnulktqx3g9r65mx3umh98ta25ez97jk33h3',
    ordinalsAddress: 'bcrt1phqpmv9ylwvqr3vhnwfnewgydzwum49y4hlvj7qk5aq8e46dxm00q7ktmsq',
  },
] as const satisfies readonly BitcoinDevAccount[]
