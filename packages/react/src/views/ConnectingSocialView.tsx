'use client'

import { formatMessage, LOGIN_MESSAGES, SOCIAL_PROVIDER_NAMES } from '@atrium/common'
import { resetView, selectViewData } from '@atrium/core'
import { Text } from '@atrium/ui'
import { useEffect, useState } from 'react'
import { useStore } from 'zustand'
import { useAppKitContext } from '../context/useAppKitContext.js'
import { BusyLine } from './BusyLine.js'
import { getErrorText } from './getErrorText.js'
import { RetryNotice } from './RetryNotice.js'
import { getSocialWindow, openSocialWindow, readReturnedUrl } from './socialWindow.js'
import { PADDED_CENTERED_COLUMN_STYLE } from './viewStyles.js'

/** How often the view looks whether the social window came back. */
const SOCIAL_POLL_MS = 500

/**
 * `ConnectingSocial`: the provider's sign-in runs in the window the click opened. The view sends
 * that window to the provider's page the frame gives (FRAME-023), then waits until the window is
 * back on this page's origin, whose URL carries the provider's answer: the frame finishes the
 * sign-in with it and the embedded wallet connects. A window closed first, blocked, or an answer
 * the frame refuses shows why, with 'Try again' (which opens a new window inside its click).
 */
export function ConnectingSocialView() {
  const { stores, timers, embeddedLogin: login } = useAppKitContext()
  const provider = useStore(stores.router, (state) => selectViewData(state)?.socialProvider)
  const [error, setError] = useState<string | undefined>(undefined)
  const [attempt, setAttempt] = useState(0)
  const name = provider === undefined ? '' : SOCIAL_PROVIDER_NAMES[provider]

  // biome-ignore lint/correctness/useExhaustiveDependencies: each attempt runs the sign-in again
  useEffect(() => {
    if (login === undefined || provider === undefined) return
    let stopped = false
    let handle: unknown
    const social = getSocialWindow()
    const fail = (message: string) => {
      if (stopped) return
      social?.close()
      setError(message)
    }
    if (social === undefined) {
      fail(LOGIN_MESSAGES.SOCIAL_POPUP_BLOCKED)
      return
    }
    const poll = async (): Promise<void> => {
      if (stopped) return
      const returned = readReturnedUrl(social)
      if (returned !== undefined) {
        social.close()
        await login.connectSocial({ provider, uri: returned })
        if (!stopped) resetView(stores, { view: 'Account' })
        return
      }
      if (social.closed) {
        fail(formatMessage(LOGIN_MESSAGES.SOCIAL_CANCELLED, { provider: name }))
        return
      }
      handle = timers.setTimeout(
        () => void poll().catch((failure) => fail(getErrorText(failure))),
        SOCIAL_POLL_MS,
      )
    }
    const run = async () => {
      const { uri } = await login.getSocialRedirectUri({ provider })
      if (stopped) return
      social.location.href = uri
      await poll()
    }
    run().catch((failure: unknown) => fail(getErrorText(failure)))
    return () => {
      stopped = true
      timers.clearTimeout(handle)
    }
  }, [login, provider, stores, timers, name, attempt])

  if (login === undefined || provider === undefined) return null
  return (
    <div style={PADDED_CENTERED_COLUMN_STYLE}>
      {error === undefined ? (
        <>
          <Text as="h3" variant="title" align="center">
            {formatMessage(LOGIN_MESSAGES.SOCIAL_WAITING, { provider: name })}
          </Text>
          <BusyLine label={LOGIN_MESSAGES.SOCIAL_WAITING_DESCRIPTION} />
        </>
      ) : (
        <RetryNotice
          message={error}
          retryLabel={LOGIN_MESSAGES.SOCIAL_RETRY}
          onRetry={() => {
            openSocialWindow()
            setError(undefined)
            setAttempt((count) => count + 1)
          }}
        />
      )}
    </div>
  )
}
