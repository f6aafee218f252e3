'use client'

import type { ReactNode } from 'react'
import * as ReactExports from 'react'
import { TypeSamples } from './TypeSamples.js'

/**
 * React's `Activity` (19.2 and later), read off the module so that the React versions before it
 * (18.2 to 19.1, which this kit supports) get `undefined` instead of a missing export.
 */
const Activity = (ReactExports as Partial<typeof ReactExports>).Activity

/** Whether this React can render a tree hidden ahead of its showing (`Prerender`). */
export const CAN_PRERENDER = Activity !== undefined

export type PrerenderProps = {
  /** Shown when true; before that, rendered hidden. */
  visible: boolean
  children: ReactNode
}

/**
 * Renders `children` hidden until `visible`, so showing them only reveals what is built: the DOM is
 * built at idle priority, nothing is shown or announced, and no effect runs until then (React
 * 19.2's `Activity`). Going from visible back to hidden keeps the state and stops the effects. On
 * React before 19.2 nothing renders until `visible`. Until then the kit's text styles are laid out
 * beside it (`TypeSamples`), as a hidden tree is not: their fonts are found before it shows.
 * For the modal's shadow root, whose style sheet styles the samples.
 */
export function Prerender({ visible, children }: PrerenderProps) {
  const samples = visible ? null : <TypeSamples />
  if (Activity === undefined) return visible ? children : samples
  return (
    <>
      <Activity mode={visible ? 'visible' : 'hidden'}>{children}</Activity>
      {samples}
    </>
  )
}
