import type { CaipNetwork, ConnectorType, Namespace } from '@atrium/common'

/**
 * [CONNECTOR-023] A wallet connector as the modal lists it (SPEC §3 "Connector"). State must stay
 * serialisable (STYLE §4), so `provider` is not the provider object itself (that stays inside the
 * adapter, which finds it by `id`) but whether it is present: an installed extension, an
 * announced EIP-6963 provider, a loaded SDK.
 */
export type Connector = {
  readonly id: string
  readonly name: string
  readonly type: ConnectorType
  /** The namespace the connector serves; `'eip155'` for merged multi-chain entries (CONNECTOR-005). */
  readonly chain: Namespace
  readonly imageUrl?: string | undefined
  readonly imageId?: string | undefined
  /** The wallet-directory id of this wallet (CONNECTOR-011). */
  readonly explorerId?: string | undefined
  readonly info?: { readonly rdns?: string | undefined } | undefined
  /** True when the wallet's provider is present (see the type's summary). */
  readonly provider: boolean
  /** [CONNECTOR-004] `WALLET_CONNECT` connectors only: the networks its sessions may use. */
  readonly caipNetworks?: readonly CaipNetwork[] | undefined
  /** [CONNECTOR-005] Merged multi-chain entries only: the connectors merged into this one. */
  readonly connectors?: readonly Connector[] | undefined
}
