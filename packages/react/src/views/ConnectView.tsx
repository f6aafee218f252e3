'use client'

import { type ConnectMethod, LOGIN_MESSAGES } from '@atrium/common'
import {
  getConnectMethodsOrder,
  hasInstalledWallet,
  INSTALLED_WALLET_CONNECT_METHODS_ORDER,
} from '@atrium/core'
import { Text } from '@atrium/ui'
import { Fragment } from 'react'
import { useStore } from 'zustand'
import type { EmbeddedLoginActions } from '../context/AppKitContextValue.js'
import { useAppKitContext } from '../context/useAppKitContext.js'
import { ConnectWalletList } from './ConnectWalletList.js'
import { EmailLoginForm } from './EmailLoginForm.js'
import { SocialLoginButtons } from './SocialLoginButtons.js'
import { useConnectorVisibility } from './useConnectorVisibility.js'

/**
 * The Connect view: its sections in the connect-method order (OPT-003/004: the configured order,
 * else wallets first when one is installed), an 'or' between the wallets and the sign-in methods
 * of the embedded wallet (email and social sit together, as one way in). Email (and the social buttons)
 * show only when the dApp runs a secure frame (`embeddedLogin`) and the features have them on.
 */
export function ConnectView() {
  const { stores, embeddedLogin } = useAppKitContext()
  const configured = useStore(stores.options, (state) => state.features.connectMethodsOrder)
  const emailOn = useStore(stores.options, (state) => state.features.email)
  const connectors = useStore(stores.connectors, (state) => state.connectors)
  const visibility = useConnectorVisibility(connectors)
  const order = getConnectMethodsOrder({
    configured,
    hasInstalledWallet: hasInstalledWallet(connectors, visibility),
    installedWalletOrder: INSTALLED_WALLET_CONNECT_METHODS_ORDER,
  })
  const sections = order.flatMap((method) => {
    const section = renderSection(method, { embeddedLogin, emailOn })
    return section === null ? [] : [{ method, section }]
  })
  return (
    <>
      {sections.map(({ method, section }, index) => (
        <Fragment key={method}>
          {index > 0 && (method === 'wallet' || sections[index - 1]?.method === 'wallet') && (
            <ConnectMethodsDivider />
          )}
          {section}
        </Fragment>
      ))}
    </>
  )
}

function renderSection(
  method: ConnectMethod,
  context: { readonly embeddedLogin: EmbeddedLoginActions | undefined; readonly emailOn: boolean },
) {
  switch (method) {
    case 'wallet':
      return <ConnectWalletList />
    case 'email':
      return context.embeddedLogin !== undefined && context.emailOn ? (
        <EmailLoginForm login={context.embeddedLogin} />
      ) : null
    case 'social':
      return context.embeddedLogin !== undefined ? <SocialLoginButtons /> : null
    default:
      return null
  }
}

/** A rule with 'or' between two sign-in methods. */
function ConnectMethodsDivider() {
  return (
    <div style={DIVIDER_STYLE}>
      <span style={RULE_STYLE} aria-hidden="true" />
      <Text as="span" variant="small" tone="secondary">
        {LOGIN_MESSAGES.CONNECT_METHODS_OR}
      </Text>
      <span style={RULE_STYLE} aria-hidden="true" />
    </div>
  )
}

const DIVIDER_STYLE = { display: 'flex', alignItems: 'center', gap: 12, marginBlock: 4 } as const
const RULE_STYLE = { flex: 1, blockSize: 1, background: 'var(--atr-border)' } as const
