'use client'

import { LOGIN_MESSAGES } from '@atrium/common'
import { Input, type InputProps } from '@atrium/ui'

/** The email address field of the sign-in and email-change forms: the browser's email keyboard and autofill. */
export function EmailField(
  props: Omit<InputProps, 'type' | 'name' | 'autoComplete' | 'inputMode' | 'icon' | 'placeholder'>,
) {
  return (
    <Input
      type="email"
      name="email"
      autoComplete="email"
      inputMode="email"
      icon="mail"
      placeholder={LOGIN_MESSAGES.EMAIL_PLACEHOLDER}
      {...props}
    />
  )
}
