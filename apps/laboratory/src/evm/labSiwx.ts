import { createEip155SiwxVerifier } from '@atrium/adapter-wagmi'
import { createSiwxConfig } from '@atrium/appkit'

/**
 * `?siwx=on`: the EVM page signs in with the session (CONN-015): WalletConnect asks the wallet for
 * a one-click sign-in, verified with the wagmi adapter's EIP-191 verifier and kept in
 * `localStorage`. Off by default, so the other e2e tests see a plain session request.
 */
export const labSiwx =
  new URLSearchParams(window.location.search).get('siwx') === 'on'
    ? createSiwxConfig({
        statement: 'Sign in to the Atrium laboratory',
        verifiers: [createEip155SiwxVerifier()],
      })
    : undefined
