'use client'

import { AppKitNotCreatedError } from '@atrium/core'
import { useContext } from 'react'
import { AppKitContext } from './AppKitContext.js'
import type { AppKitContextValue } from './AppKitContextValue.js'
import { getDefaultAppKit } from './defaultAppKit.js'

/**
 * The modal instance of the nearest `AppKitProvider`, else the one `createAppKit` registered.
 *
 * @throws AppKitNotCreatedError 'Please call "createAppKit" before using "useAppKit" hook' (OPT-007)
 * when there is neither.
 */
export function useAppKitContext(): AppKitContextValue {
  const value = useContext(AppKitContext) ?? getDefaultAppKit()
  if (value === undefined) throw new AppKitNotCreatedError()
  return value
}
