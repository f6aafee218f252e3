import { fc, test } from '@fast-check/vitest'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { formatRelativeDate, RELATIVE_DATE_LABELS } from './formatRelativeDate.js'

const SECOND = 1_000
const MINUTE = 60 * SECOND
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR
const NOW = Date.parse('2025-06-01T12:00:00Z')
const ago = (ms: number) => formatRelativeDate(NOW - ms, NOW)

describe('formatRelativeDate', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it("[UI-013] uses the spec's labels", () => {
    expect(ago(12 * SECOND)).toBe('12 sec')
    expect(ago(60 * SECOND)).toBe('1 min')
    expect(ago(5 * HOUR)).toBe('5 hrs')
    expect(ago(3 * DAY)).toBe('3 d')
    expect(ago(70 * DAY)).toBe('2 mo')
    expect(ago(4 * 365 * DAY)).toBe('4 yr')
  })

  it('[UI-013] thresholds: 44 s / 45 s, 89 s / 90 s, 44 min / 45 min, 89 min / 90 min', () => {
    expect(ago(44 * SECOND)).toBe('44 sec')
    expect(ago(45 * SECOND)).toBe('1 min')
    expect(ago(89 * SECOND)).toBe('1 min')
    expect(ago(90 * SECOND)).toBe('2 min')
    expect(ago(44 * MINUTE)).toBe('44 min')
    expect(ago(45 * MINUTE)).toBe('1 hr')
    expect(ago(89 * MINUTE)).toBe('1 hr')
    expect(ago(90 * MINUTE)).toBe('2 hrs')
  })

  it('[UI-013] thresholds: 21 h / 22 h, 35 h / 36 h, 25 d / 26 d, 45 d / 46 d', () => {
    expect(ago(21 * HOUR)).toBe('21 hrs')
    expect(ago(22 * HOUR)).toBe('1 d')
    expect(ago(35 * HOUR)).toBe('1 d')
    expect(ago(36 * HOUR)).toBe('2 d')
    expect(ago(25 * DAY)).toBe('25 d')
    expect(ago(26 * DAY)).toBe('1 mo')
    expect(ago(45 * DAY)).toBe('1 mo')
    expect(ago(46 * DAY)).toBe('2 mo')
  })

  it('[UI-013] thresholds: 10 mo / 11 mo, 17 mo / 18 mo', () => {
    const month = 30.436_875 * DAY
    expect(ago(10 * month)).toBe('10 mo')
    expect(ago(11 * month)).toBe('1 yr')
    expect(ago(17 * month)).toBe('1 yr')
    expect(ago(18 * month)).toBe('2 yr')
  })

  it('[UI-013] accepts Dates and ISO strings; future dates read like past ones', () => {
    expect(formatRelativeDate(new Date(NOW - 3 * HOUR), new Date(NOW))).toBe('3 hrs')
    expect(formatRelativeDate('2025-06-01T11:00:00Z', NOW)).toBe('1 hr')
    expect(formatRelativeDate(NOW + 10 * SECOND, NOW)).toBe('10 sec')
  })

  it('[UI-013] an invalid date gives an empty string', () => {
    expect(formatRelativeDate('not a date', NOW)).toBe('')
  })

  it('[UI-013] reads no clock: the result depends on `now` only', () => {
    vi.useFakeTimers()
    vi.setSystemTime(new Date('2000-01-01T00:00:00Z'))
    expect(ago(5 * MINUTE)).toBe('5 min')
    vi.setSystemTime(new Date('2090-01-01T00:00:00Z'))
    expect(ago(5 * MINUTE)).toBe('5 min')
  })

  test.prop([fc.integer({ min: -1e12, max: 1e12 }), fc.integer({ min: 0, max: 200 * 365 * DAY })], {
    numRuns: 10_000,
  })('[UI-013] shifting both dates changes nothing, and the label is one of the set', (shift, elapsed) => {
    const label = formatRelativeDate(shift, shift + elapsed)
    expect(label).toBe(formatRelativeDate(0, elapsed))
    const patterns = Object.values(RELATIVE_DATE_LABELS).map(
      (template) => new RegExp(`^${template.replace('%d', '\\d+')}$`),
    )
    expect(patterns.some((pattern) => pattern.test(label))).toBe(true)
  })
})
