'use client'

import { Button, Text } from '@atrium/ui'

/** What went wrong, announced, with the button that tries again below it. */
export function RetryNotice({
  message,
  retryLabel,
  onRetry,
}: {
  readonly message: string
  readonly retryLabel: string
  readonly onRetry: () => void
}) {
  return (
    <>
      <div role="alert">
        <Text variant="small" tone="error" align="center">
          {message}
        </Text>
      </div>
      <Button variant="secondary" fullWidth onClick={onRetry}>
        {retryLabel}
      </Button>
    </>
  )
}
