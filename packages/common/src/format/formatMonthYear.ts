const MONTH_YEAR_FORMAT = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
})

/**
 * A month and its year as a heading, in the SDK's en-US format (SPEC §9): 'March 2025'. `month` is
 * 0 for January, as `Date#getMonth` gives it; a month outside 0..11 rolls into the next or previous
 * year, as `Date` does.
 *
 * @example
 * formatMonthYear(2025, 2) // 'March 2025'
 */
export function formatMonthYear(year: number, month: number): string {
  // The 15th at noon UTC: the same month whatever the formatter's time zone rules do at its edges.
  return MONTH_YEAR_FORMAT.format(Date.UTC(year, month, 15, 12))
}
