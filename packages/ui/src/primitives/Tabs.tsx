'use client'

import { type KeyboardEvent, useRef } from 'react'

/** One tab of `Tabs`. */
export type TabsItem = { readonly id: string; readonly label: string }

export type TabsProps = {
  /** The tab bar's accessible name. */
  label: string
  tabs: readonly TabsItem[]
  /** The id of the selected tab. */
  selected: string
  onSelect: (id: string) => void
  /** Prefix of the tab and panel element ids: a tab is `${idPrefix}-tab-${id}`, its panel `${idPrefix}-panel-${id}`. */
  idPrefix: string
}

/** The id of the panel of tab `id`, to put on the `role="tabpanel"` element the caller draws. */
export function getTabPanelId(idPrefix: string, id: string): string {
  return `${idPrefix}-panel-${id}`
}

/** The id of tab `id`, for the panel's `aria-labelledby`. */
export function getTabId(idPrefix: string, id: string): string {
  return `${idPrefix}-tab-${id}`
}

/**
 * A tab bar (WAI-ARIA tabs, automatic activation): only the selected tab is in the tab order; the
 * arrow keys move along the bar in reading direction (reversed in right-to-left layouts), Home and
 * End jump to the ends. The caller draws the panel with `getTabPanelId` / `getTabId`.
 */
export function Tabs({ label, tabs, selected, onSelect, idPrefix }: TabsProps) {
  const listRef = useRef<HTMLDivElement>(null)
  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.findIndex((tab) => tab.id === selected)
    const rtl = listRef.current !== null && getComputedStyle(listRef.current).direction === 'rtl'
    const forward = rtl ? -1 : 1
    const target = {
      Home: 0,
      End: tabs.length - 1,
      ArrowRight: index + forward,
      ArrowLeft: index - forward,
    }[event.key]
    const tab = target === undefined ? undefined : tabs[(target + tabs.length) % tabs.length]
    if (tab === undefined) return
    event.preventDefault()
    onSelect(tab.id)
    listRef.current?.querySelector<HTMLElement>(`#${CSS.escape(getTabId(idPrefix, tab.id))}`)?.focus()
  }
  return (
    <div ref={listRef} className="atr-tabs" role="tablist" aria-label={label} onKeyDown={move}>
      {tabs.map((tab) => {
        const isSelected = tab.id === selected
        return (
          <button
            key={tab.id}
            id={getTabId(idPrefix, tab.id)}
            type="button"
            role="tab"
            className="atr-tab"
            aria-selected={isSelected}
            aria-controls={getTabPanelId(idPrefix, tab.id)}
            tabIndex={isSelected ? 0 : -1}
            onClick={() => onSelect(tab.id)}
          >
            {tab.label}
          </button>
        )
      })}
    </div>
  )
}
