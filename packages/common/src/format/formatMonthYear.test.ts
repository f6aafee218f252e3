import { describe, expect, it } from 'vitest'
import { formatMonthYear } from './formatMonthYear.js'

describe('formatMonthYear', () => {
  it('names the month and the year in en-US', () => {
    expect(formatMonthYear(2025, 2)).toBe('March 2025')
  })

  it('takes 0 for January and 11 for December', () => {
    expect([formatMonthYear(2024, 0), formatMonthYear(2024, 11)]).toEqual(['January 2024', 'December 2024'])
  })

  it('a month past December rolls into the next year', () => {
    expect(formatMonthYear(2024, 12)).toBe('January 2025')
  })
})
