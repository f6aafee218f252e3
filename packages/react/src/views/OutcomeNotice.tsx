'use client'

import { Text } from '@atrium/ui'

/** Props of `OutcomeNotice`. */
export type OutcomeNoticeProps = {
  /** Why the transaction did not go, e.g. 'Transaction declined'. */
  readonly message: string
  /** A second, quieter line (what the user can do now). */
  readonly description?: string | undefined
}

/** An announced, outlined notice of a transaction that ended without leaving its form (Send, Swap). */
export function OutcomeNotice({ message, description }: OutcomeNoticeProps) {
  return (
    <div role="alert" style={NOTICE_STYLE}>
      <Text variant="body" tone="error">
        {message}
      </Text>
      {description !== undefined && (
        <Text variant="small" tone="secondary">
          {description}
        </Text>
      )}
    </div>
  )
}

const NOTICE_STYLE = {
  display: 'flex',
  flexDirection: 'column',
  gap: 4,
  paddingBlock: 8,
  paddingInline: 12,
  borderRadius: 'var(--atr-radius)',
  border: '1px solid var(--atr-error)',
} as const
