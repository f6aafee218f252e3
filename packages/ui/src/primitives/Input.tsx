'use client'

import { type KeyboardEvent, type Ref, useId } from 'react'

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
  ref?: Ref<HTMLInputElement> | undefined
}

/** A labelled text field with an optional error message. */
export function Input({
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
  ref,
}: InputProps) {
  const id = useId()
  const errorId = `${id}-error`
  const hasError = error !== undefined && error !== ''
  return (
    <div className="atr-field">
      <label htmlFor={id} className={hideLabel ? 'atr-visually-hidden' : 'atr-label'}>
        {label}
      </label>
      <input
        ref={ref}
        id={id}
        className="atr-input"
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
      {hasError && (
        <span id={errorId} className="atr-field-error" role="alert">
          {error}
        </span>
      )}
    </div>
  )
}
