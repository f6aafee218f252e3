import type { WalletKit, WalletKitTypes } from '@reown/walletkit'
import { buildAuthObject, populateAuthPayload } from '@walletconnect/utils'
import type { LocalAccount } from 'viem'
import { WALLETCONNECT_PEER_METHODS } from './getPeerSupportedNamespaces.js'

/** One authentication request of a session proposal (`params.requests.authentication[i]`). */
export type WalletConnectAuthenticationRequest = NonNullable<
  NonNullable<WalletKitTypes.SessionProposal['params']['requests']>['authentication']
>[number]

/** A signed CAIP-74 CACAO, as the dApp receives it in `session.authentication`. */
export type WalletConnectCacao = ReturnType<typeof buildAuthObject>

/**
 * How the peer answers a proposal that asks for authentication: `'sign'` signs it, `'ignore'`
 * approves a plain session (a wallet that does not know authenticated sessions), `'tamper'` signs
 * another text, so each CACAO carries a real signature that does not verify.
 */
export type WalletConnectPeerAuthentication = 'sign' | 'ignore' | 'tamper'

/**
 * Signs the proposal's authentication requests as a wallet does (WalletKit's one-click flow):
 * for every requested eip155 chain the peer holds, the CAIP-122 text WalletKit formats
 * (`formatAuthMessage`) for `did:pkh:<chain>:<address>`, signed with EIP-191 by the peer's key and
 * wrapped with `buildAuthObject`. Chains the peer does not hold get no CACAO.
 */
export async function signAuthenticationRequests(parameters: {
  readonly requests: readonly WalletConnectAuthenticationRequest[]
  readonly account: LocalAccount
  readonly chainIds: readonly number[]
  /** WalletKit's `formatAuthMessage`: the text a wallet signs. */
  readonly formatAuthMessage: InstanceType<typeof WalletKit>['formatAuthMessage']
  readonly tamper: boolean
}): Promise<WalletConnectCacao[]> {
  const { account, tamper } = parameters
  const held = parameters.chainIds.map((chainId) => `eip155:${chainId}`)
  const cacaos: WalletConnectCacao[] = []
  for (const request of parameters.requests) {
    const chains = request.chains.filter((chain) => held.includes(chain))
    if (chains.length === 0) continue
    const payload = populateAuthPayload({
      authPayload: request,
      chains,
      methods: [...WALLETCONNECT_PEER_METHODS.eip155],
    })
    for (const chain of chains) {
      const iss = `did:pkh:${chain}:${account.address}`
      const message = parameters.formatAuthMessage({ request: payload, iss })
      const signature = await account.signMessage({ message: tamper ? `${message}\n` : message })
      cacaos.push(buildAuthObject(payload, { t: 'eip191', s: signature }, iss))
    }
  }
  return cacaos
}
