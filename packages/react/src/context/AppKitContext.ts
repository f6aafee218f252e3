'use client'

import { createContext } from 'react'
import type { AppKitContextValue } from './AppKitContextValue.js'

/** The context `AppKitProvider` fills; `undefined` outside any provider. */
export const AppKitContext = createContext<AppKitContextValue | undefined>(undefined)
