/** Where a key press in a grid starts from and what the grid looks like. */
export type GridFocusInput = {
  readonly key: string
  /** Ctrl or Cmd held: Home and End then go to the grid's first and last cell. */
  readonly ctrlKey: boolean
  /** The focused cell. */
  readonly index: number
  readonly count: number
  readonly columns: number
  /** Rows that Page Up and Page Down move by (about one viewport). */
  readonly pageRows: number
  /** Right-to-left: the left and right arrows swap, as the cells do. */
  readonly rtl: boolean
}

/**
 * The cell a key moves focus to in a grid of `count` cells laid out in rows of `columns`, after the
 * WAI-ARIA grid pattern: the arrows move one cell (left and right wrap across rows, since the grid
 * is a list laid out in rows), Home and End to the row's first and last cell, with Ctrl to the
 * grid's, Page Up and Page Down by `pageRows`. Down from a row above a shorter last row lands on
 * its last cell. At an edge it returns `index` (the key is still the grid's: the caller keeps it
 * from scrolling the page); `undefined` when the key is not one of the grid's.
 */
export function getGridFocusTarget(input: GridFocusInput): number | undefined {
  const { index, count, columns } = input
  if (count === 0) return undefined
  const last = count - 1
  const rowStart = index - (index % columns)
  const target = getTarget(input, { last, rowStart })
  return target === undefined ? undefined : Math.min(Math.max(target, 0), last)
}

function getTarget(
  input: GridFocusInput,
  grid: { readonly last: number; readonly rowStart: number },
): number | undefined {
  const { index, columns } = input
  const forward = input.rtl ? 'ArrowLeft' : 'ArrowRight'
  const backward = input.rtl ? 'ArrowRight' : 'ArrowLeft'
  switch (input.key) {
    case forward:
      return index + 1
    case backward:
      return index - 1
    case 'ArrowDown':
      // No row below: stay (a partly filled last row is reached at its last cell).
      return grid.rowStart + columns > grid.last ? index : index + columns
    case 'ArrowUp':
      return index < columns ? index : index - columns
    case 'Home':
      return input.ctrlKey ? 0 : grid.rowStart
    case 'End':
      return input.ctrlKey ? grid.last : grid.rowStart + columns - 1
    case 'PageDown':
      return grid.rowStart + columns > grid.last ? index : index + columns * input.pageRows
    case 'PageUp':
      return Math.max(index - columns * input.pageRows, index % columns)
    default:
      return undefined
  }
}
