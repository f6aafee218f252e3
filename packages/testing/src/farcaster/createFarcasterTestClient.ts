import {
  DEVNET_FARCASTER_RELAY_KEY,
  type FarcasterChannelStatus,
  registerFarcasterCustody,
} from '@atrium/devnet'
import { createWalletClient, viemConnector } from '@farcaster/auth-client'
import type { Address, Hex } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'

export type CreateFarcasterTestClientParameters = {
  /** The Farcaster Auth relay the sign-in links come from (`devnet.auth.farcaster.relay.url`). */
  relayUrl: string
  /** The devnet chain whose stand-in IdRegistry `register()` writes to (`devnet.auth.farcaster.rpcUrl`). */
  rpcUrl: string
  fid: number
  /** Lower-case letters, digits and dashes, up to 16 (optionally `.eth`), as Farcaster names are. */
  username: string
  displayName?: string
  bio?: string
  pfpUrl?: string
  /** The custody key; a new random one by default. */
  custodyKey?: Hex
  /** The relay's client key; defaults to `DEVNET_FARCASTER_RELAY_KEY`. */
  authKey?: string
}

/** What a test changes in one sign-in to see it refused: another nonce or domain, another signing key. */
export type FarcasterTestSignInParameters = {
  /** The sign-in link the app shows (GET_FARCASTER_URI's `url`). */
  url: string
  nonce?: string
  domain?: string
  /** Signs with this key instead of the custody key (a key that does not own the fid). */
  signingKey?: Hex
}

export type FarcasterTestClient = {
  readonly fid: number
  readonly username: string
  /** The custody key's address. */
  readonly custody: Address
  /** Registers the custody address as `fid`'s in the devnet chain's stand-in IdRegistry. */
  register(): Promise<void>
  /**
   * Does what the user's Farcaster app does with a scanned sign-in link: builds the Sign In With
   * Farcaster message (EIP-4361 with the `farcaster://fid/<fid>` resource) for the link's domain,
   * URI and nonce, signs it and posts it with the profile to the relay's authenticate endpoint.
   * Resolves with the completed channel; throws with the relay's error when refused.
   */
  signIn(parameters: FarcasterTestSignInParameters): Promise<FarcasterChannelStatus>
}

/**
 * A test Farcaster client app (what Warpcast is to a user) with a real custody key, built on
 * `@farcaster/auth-client`'s wallet client.
 *
 * @example
 * const farcaster = createFarcasterTestClient({ relayUrl, rpcUrl, fid: 4021, username: 'ada' })
 * await farcaster.register()
 * await farcaster.signIn({ url: (await frame.getFarcasterUri()).url })
 */
export function createFarcasterTestClient(
  parameters: CreateFarcasterTestClientParameters,
): FarcasterTestClient {
  const custodyKey = parameters.custodyKey ?? generatePrivateKey()
  const custody = privateKeyToAccount(custodyKey)
  const { fid, username } = parameters
  const wallet = createWalletClient({
    relay: parameters.relayUrl,
    ethereum: viemConnector({ rpcUrl: parameters.rpcUrl }),
  })
  return {
    fid,
    username,
    custody: custody.address,
    register: () => registerFarcasterCustody({ rpcUrl: parameters.rpcUrl, custody: custody.address, fid }),
    async signIn({ url, nonce, domain, signingKey }) {
      const parsed = wallet.parseSignInURI({ uri: url })
      if (parsed.isError) throw parsed.error
      const link = new URL(url).searchParams
      const signer = signingKey === undefined ? custody : privateKeyToAccount(signingKey)
      const built = wallet.buildSignInMessage({
        address: signer.address,
        fid,
        uri: link.get('siweUri') ?? '',
        domain: domain ?? link.get('domain') ?? '',
        nonce: nonce ?? link.get('nonce') ?? '',
      })
      if (built.isError) throw built.error
      const answered = await wallet.authenticate({
        channelToken: parsed.channelToken,
        authKey: parameters.authKey ?? DEVNET_FARCASTER_RELAY_KEY,
        message: built.message,
        signature: await signer.signMessage({ message: built.message }),
        fid,
        username,
        ...(parameters.displayName === undefined ? {} : { displayName: parameters.displayName }),
        ...(parameters.bio === undefined ? {} : { bio: parameters.bio }),
        ...(parameters.pfpUrl === undefined ? {} : { pfpUrl: parameters.pfpUrl }),
      })
      if (answered.isError) throw answered.error
      if (answered.response.status !== 201) {
        throw new Error(`The Farcaster relay refused the sign-in: ${JSON.stringify(answered.data)}`)
      }
      return answered.data as FarcasterChannelStatus
    },
  }
}
