import fc from 'fast-check'
import { HTTPException } from 'hono/http-exception'
import { describe, expect, test } from 'vitest'
import {
  DIRECTORY_DEFAULT_ENTRIES,
  DIRECTORY_MAX_ENTRIES,
  DIRECTORY_MAX_LIST_ITEMS,
  DIRECTORY_MAX_PAGE,
  DIRECTORY_MAX_SEARCH_LENGTH,
  parseWalletsQuery,
} from './parseWalletsQuery.js'

function parse(query: string) {
  return parseWalletsQuery(new URLSearchParams(query))
}

/** The message of the 400 a query is refused with. */
function refusal(query: string): string {
  try {
    parse(query)
  } catch (error) {
    if (error instanceof HTTPException && error.status === 400) return error.message
    throw error
  }
  throw new Error(`${query} was accepted`)
}

describe('parseWalletsQuery', () => {
  test('[API-023] defaults: page 1 of 40, no filter', () => {
    expect(parse('projectId=p&st=atrium&sv=react-1.7.0')).toEqual({
      page: 1,
      entries: DIRECTORY_DEFAULT_ENTRIES,
      chains: undefined,
      include: undefined,
      exclude: [],
      search: undefined,
      badgeType: 'none',
    })
  })

  test('[API-023] reads page, entries, chains, include, exclude, search and badge_type', () => {
    expect(
      parse(
        'page=3&entries=12&chains=eip155:1,solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp&include=a,b&exclude=c&search=%20meta%20&badge_type=certified',
      ),
    ).toEqual({
      page: 3,
      entries: 12,
      chains: ['eip155:1', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'],
      include: ['a', 'b'],
      exclude: ['c'],
      search: 'meta',
      badgeType: 'certified',
    })
  })

  test('empty lists and a blank search are no filter', () => {
    expect(parse('chains=&include=&exclude=&search=%20%20')).toMatchObject({
      chains: undefined,
      include: undefined,
      exclude: [],
      search: undefined,
    })
  })

  test('holds page, entries, search and list limits at their edges', () => {
    expect(parse(`page=${DIRECTORY_MAX_PAGE}&entries=${DIRECTORY_MAX_ENTRIES}`)).toMatchObject({
      page: DIRECTORY_MAX_PAGE,
      entries: DIRECTORY_MAX_ENTRIES,
    })
    expect(parse(`entries=1&search=${'a'.repeat(DIRECTORY_MAX_SEARCH_LENGTH)}`).entries).toBe(1)
    expect(parse(`include=${Array(DIRECTORY_MAX_LIST_ITEMS).fill('a').join(',')}`).include).toHaveLength(
      DIRECTORY_MAX_LIST_ITEMS,
    )
    expect(refusal(`page=${DIRECTORY_MAX_PAGE + 1}`)).toMatchInlineSnapshot(
      `"Invalid page: expected an integer from 1 to 100000"`,
    )
    expect(refusal(`entries=${DIRECTORY_MAX_ENTRIES + 1}`)).toMatchInlineSnapshot(
      `"Invalid entries: expected an integer from 1 to 100"`,
    )
    expect(refusal(`search=${'a'.repeat(DIRECTORY_MAX_SEARCH_LENGTH + 1)}`)).toMatchInlineSnapshot(
      `"Invalid search: longer than 100 characters"`,
    )
    expect(
      refusal(
        `exclude=${Array(DIRECTORY_MAX_LIST_ITEMS + 1)
          .fill('a')
          .join(',')}`,
      ),
    ).toMatchInlineSnapshot(`"Invalid exclude: expected up to 500 comma-separated ids"`)
  })

  test('refuses values that are not what each parameter takes', () => {
    for (const query of [
      'page=0',
      'page=-1',
      'page=1.5',
      'page=abc',
      'page=',
      'page=1e3',
      'entries=0',
      'entries=%2040',
      'chains=ethereum',
      'chains=eip155:1,,eip155:10',
      'include=a b',
      'exclude=%3Cscript%3E',
      'badge_type=gold',
    ]) {
      expect(refusal(query)).toMatch(/^Invalid (page|entries|chains|include|exclude|badge_type)/)
    }
  })

  test('generated valid queries parse to their values', () => {
    const id = fc.stringMatching(/^[\w.:-]{1,128}$/)
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: DIRECTORY_MAX_PAGE }),
        fc.integer({ min: 1, max: DIRECTORY_MAX_ENTRIES }),
        fc.array(id, { minLength: 1, maxLength: 20 }),
        (page, entries, include) => {
          const query = new URLSearchParams({
            page: String(page),
            entries: String(entries),
            include: include.join(','),
          })
          expect(parseWalletsQuery(query)).toMatchObject({ page, entries, include })
        },
      ),
    )
  })

  test('generated junk is parsed or refused with a 400, never another error', () => {
    const name = fc.constantFrom(
      'page',
      'entries',
      'chains',
      'include',
      'exclude',
      'search',
      'badge_type',
      'other',
    )
    fc.assert(
      fc.property(fc.array(fc.tuple(name, fc.string({ unit: 'grapheme', maxLength: 200 }))), (pairs) => {
        try {
          parseWalletsQuery(new URLSearchParams(pairs))
        } catch (error) {
          expect(error instanceof HTTPException && error.status === 400).toBe(true)
        }
      }),
    )
  })
})
