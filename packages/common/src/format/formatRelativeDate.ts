/**
 * [UI-013] Labels of relative dates; `%d` is replaced by the count. The spec lists '%d sec',
 * '1 min', '%d hrs', '%d d', '%d mo', '%d yr'; the singular forms and '%d min' complete the set
 * (A-49).
 */
export const RELATIVE_DATE_LABELS = {
  seconds: '%d sec',
  minute: '1 min',
  minutes: '%d min',
  hour: '1 hr',
  hours: '%d hrs',
  day: '1 d',
  days: '%d d',
  month: '1 mo',
  months: '%d mo',
  year: '1 yr',
  years: '%d yr',
} as const

const SECOND_MS = 1_000
const MINUTE_MS = 60 * SECOND_MS
const HOUR_MS = 60 * MINUTE_MS
const DAY_MS = 24 * HOUR_MS
/** The mean Gregorian month: calendars are not consulted, so '1 mo' means about 30 days. */
const MONTH_MS = 30.436_875 * DAY_MS

/**
 * Each step: the unit, and the largest rounded count still shown with that label. Chosen to
 * match the common "fromNow" thresholds (45 s, 90 s, 45 min, 90 min, 22 h, 36 h, 26 d, 46 d,
 * 11 mo, 18 mo).
 */
const STEPS = [
  { unitMs: SECOND_MS, max: 44, label: RELATIVE_DATE_LABELS.seconds },
  { unitMs: SECOND_MS, max: 89, label: RELATIVE_DATE_LABELS.minute },
  { unitMs: MINUTE_MS, max: 44, label: RELATIVE_DATE_LABELS.minutes },
  { unitMs: MINUTE_MS, max: 89, label: RELATIVE_DATE_LABELS.hour },
  { unitMs: HOUR_MS, max: 21, label: RELATIVE_DATE_LABELS.hours },
  { unitMs: HOUR_MS, max: 35, label: RELATIVE_DATE_LABELS.day },
  { unitMs: DAY_MS, max: 25, label: RELATIVE_DATE_LABELS.days },
  { unitMs: DAY_MS, max: 45, label: RELATIVE_DATE_LABELS.month },
  { unitMs: MONTH_MS, max: 10, label: RELATIVE_DATE_LABELS.months },
  { unitMs: MONTH_MS, max: 17, label: RELATIVE_DATE_LABELS.year },
] as const

function toTime(value: Date | number | string): number {
  if (value instanceof Date) return value.getTime()
  if (typeof value === 'number') return value
  return typeof value === 'string' ? Date.parse(value) : Number.NaN
}

/**
 * [UI-013] How long ago (or until) `date` is from `now`, e.g. '12 sec', '1 min', '5 hrs', '3 d',
 * '2 mo', '4 yr'. `now` is a parameter, never read from the clock. Dates are epoch milliseconds,
 * `Date`s or ISO strings; an invalid one gives ''. Never throws.
 *
 * @example
 * formatRelativeDate('2024-01-01T00:00:00Z', Date.parse('2024-01-01T05:00:00Z')) // '5 hrs'
 */
export function formatRelativeDate(date: Date | number | string, now: Date | number): string {
  const elapsedMs = Math.abs(toTime(now) - toTime(date))
  if (!Number.isFinite(elapsedMs)) return ''
  for (const { unitMs, max, label } of STEPS) {
    const count = Math.round(elapsedMs / unitMs)
    if (count <= max) return label.replace('%d', String(count))
  }
  const years = Math.round(elapsedMs / MONTH_MS / 12)
  return RELATIVE_DATE_LABELS.years.replace('%d', String(years))
}
