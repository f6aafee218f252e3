'use client'

import { forwardRef, type KeyboardEvent, type ReactNode, useId } from 'react'
import { Icon, type IconName } from './Icon.js'
import { joinClassNames } from './joinClassNames.js'

export type InputProps = {
  /** The label, always the input's accessible name; shown above it unless `hideLabel`. */
  label: string
  hideLabel?: boolean | undefined
  value: string
  onChange: (value: string) => void
  type?: 'text' | 'email' | 'search' | 'url' | 'tel' | 'number' | undefined
  placeholder?: string | undefined
  /** An error message shown under the input, announced and linked with `aria-describedby`. */
  error?: string | undefined
  disabled?: boolean | undefined
  name?: string | undefined
  autoComplete?: string | undefined
  inputMode?: 'text' | 'email' | 'numeric' | 'decimal' | 'search' | 'url' | 'tel' | undefined
  onKeyDown?: ((event: KeyboardEvent<HTMLInputElement>) => void) | undefined
  /** An icon at the start of the field, such as `search`; decorative (the label names the field). */
  icon?: IconName | undefined
  /** A control at the end of the field, such as a submit button; it keeps its own name. */
  trailing?: ReactNode | undefined
  /** `'code'`: large, centred, spaced digits, for a one-time code. */
  appearance?: 'text' | 'code' | undefined
  /** The most characters the field takes. */
  maxLength?: number | undefined
}

/** A labelled text field with an optional error message. */
export const Input = forwardRef<HTMLInputElement, InputProps>(function Input(
  {
    label,
    hideLabel = false,
    value,
    onChange,
    type = 'text',
    placeholder,
    error,
    disabled,
    name,
    autoComplete,
    inputMode,
    onKeyDown,
    icon,
    trailing,
    appearance = 'text',
    maxLength,
  },
  ref,
) {
  const id = useId()
  const errorId = `${id}-error`
  const hasError = error !== undefined && error !== ''
  return (
    <div className="atr-field">
      <label htmlFor={id} className={hideLabel ? 'atr-visually-hidden' : 'atr-label'}>
        {label}
      </label>
      <span className="atr-input-box">
        {icon !== undefined && (
          <span className="atr-input-icon">
            <Icon name={icon} />
          </span>
        )}
        <input
          ref={ref}
          id={id}
          className={joinClassNames(
            'atr-input',
            icon !== undefined && 'atr-input--with-icon',
            trailing !== undefined && 'atr-input--with-trailing',
            appearance === 'code' && 'atr-input--code',
          )}
          maxLength={maxLength}
          type={type}
          value={value}
          onChange={(event) => onChange(event.currentTarget.value)}
          onKeyDown={onKeyDown}
          placeholder={placeholder}
          disabled={disabled}
          name={name}
          autoComplete={autoComplete}
          inputMode={inputMode}
          aria-invalid={hasError || undefined}
          aria-describedby={hasError ? errorId : undefined}
        />
        {trailing !== undefined && <span className="atr-input-trailing">{trailing}</span>}
      </span>
      {hasError && (
        <span id={errorId} className="atr-field-error" role="alert">
          {error}
        </span>
      )}
    </div>
  )
})
