'use client'

import { Spinner, Text } from '@atrium/ui'

/** A small spinner beside what is being waited for ('Signing in…'), centred on its own line. */
export function BusyLine({ label }: { readonly label: string }) {
  return (
    <div style={LINE_STYLE}>
      <Spinner label={label} size={20} />
      <Text as="span" variant="small" tone="secondary">
        {label}
      </Text>
    </div>
  )
}

const LINE_STYLE = {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: 8,
  minBlockSize: 40,
} as const
