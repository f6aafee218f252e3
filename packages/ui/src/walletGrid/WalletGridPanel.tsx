'use client'

import { Button } from '../primitives/Button.js'
import { Icon } from '../primitives/Icon.js'
import { joinClassNames } from '../primitives/joinClassNames.js'
import { Text } from '../primitives/Text.js'

export type WalletGridPanelProps = {
  /** `empty`: nothing matches (announced politely); `error`: the wallets could not load (an alert). */
  tone: 'empty' | 'error'
  title: string
  description?: string | undefined
  /** A button under the text, such as a retry. */
  action?:
    | {
        readonly label: string
        readonly onClick: () => void
        /** The action runs: the button shows a spinner and ignores clicks. */
        readonly loading?: boolean | undefined
      }
    | undefined
}

/**
 * What takes a `WalletGrid`'s place, at its height, when there is no wallet to show: an empty
 * result, or a failure with its retry, so the view is never blank.
 */
export function WalletGridPanel({ tone, title, description, action }: WalletGridPanelProps) {
  return (
    <div className={joinClassNames('atr-wallet-grid-panel', `atr-wallet-grid-panel--${tone}`)}>
      <span className="atr-wallet-grid-panel-icon" aria-hidden="true">
        <Icon name={tone === 'error' ? 'alert' : 'wallet'} size={24} />
      </span>
      <div role={tone === 'error' ? 'alert' : 'status'}>
        <Text variant="title" align="center">
          {title}
        </Text>
        {description !== undefined && (
          <Text tone="secondary" align="center">
            {description}
          </Text>
        )}
      </div>
      {action !== undefined && (
        <Button variant="secondary" loading={action.loading ?? false} onClick={action.onClick}>
          {action.label}
        </Button>
      )}
    </div>
  )
}
