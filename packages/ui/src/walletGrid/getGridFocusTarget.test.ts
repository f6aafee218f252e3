import { describe, expect, it } from 'vitest'
import { type GridFocusInput, getGridFocusTarget } from './getGridFocusTarget.js'

// 10 cells in rows of 4: 0-3, 4-7, 8-9.
const GRID = { ctrlKey: false, count: 10, columns: 4, pageRows: 2, rtl: false } as const

function target(key: string, index: number, overrides: Partial<GridFocusInput> = {}) {
  return getGridFocusTarget({ ...GRID, key, index, ...overrides })
}

describe('getGridFocusTarget', () => {
  it('the arrows move one cell; left and right wrap across rows', () => {
    expect([target('ArrowRight', 5), target('ArrowLeft', 5)]).toEqual([6, 4])
    expect([target('ArrowDown', 1), target('ArrowUp', 5)]).toEqual([5, 1])
    expect([target('ArrowRight', 3), target('ArrowLeft', 4)]).toEqual([4, 3])
  })

  it('Home and End: the row’s first and last cell; with Ctrl, the grid’s', () => {
    expect([target('Home', 6), target('End', 5)]).toEqual([4, 7])
    expect([target('Home', 6, { ctrlKey: true }), target('End', 1, { ctrlKey: true })]).toEqual([0, 9])
    expect(target('End', 8)).toBe(9)
  })

  it('Page Down and Page Up move by pageRows rows, stopping at the grid’s ends', () => {
    expect([target('PageDown', 1), target('PageUp', 9)]).toEqual([9, 1])
    expect(target('PageDown', 0, { pageRows: 1 })).toBe(4)
    expect(target('PageUp', 6)).toBe(2)
  })

  it('rtl: left moves forward and right backward', () => {
    expect([target('ArrowLeft', 5, { rtl: true }), target('ArrowRight', 5, { rtl: true })]).toEqual([6, 4])
  })

  it('down onto a shorter last row lands on its last cell; from the last row it stays', () => {
    expect(target('ArrowDown', 7)).toBe(9)
    expect(target('ArrowDown', 8)).toBe(8)
    expect(target('PageDown', 9)).toBe(9)
  })

  it('at an edge: the same cell (still the grid’s key)', () => {
    expect([target('ArrowLeft', 0), target('ArrowUp', 2), target('ArrowRight', 9)]).toEqual([0, 2, 9])
    expect(target('PageUp', 3)).toBe(3)
  })

  it('a key that is not the grid’s, or an empty grid: undefined', () => {
    expect(target('Enter', 0)).toBeUndefined()
    expect(target('Tab', 0)).toBeUndefined()
    expect(target('ArrowRight', 0, { count: 0 })).toBeUndefined()
  })
})
