'use client'

import { Text } from '@atrium/ui'
import type { ReactNode } from 'react'

/** The empty and error states of the Account view's tabs: a title, a line under it, and an optional action. */
export function TabNotice({
  title,
  description,
  children,
}: {
  readonly title: string
  readonly description: string
  readonly children?: ReactNode
}) {
  return (
    <div style={PANEL_STYLE}>
      <Text variant="title" align="center">
        {title}
      </Text>
      <Text tone="secondary" align="center">
        {description}
      </Text>
      {children}
    </div>
  )
}

const PANEL_STYLE = {
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: 8,
  paddingBlock: 16,
  paddingInline: 12,
} as const
