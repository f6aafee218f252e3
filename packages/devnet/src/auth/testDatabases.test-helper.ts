import { MEMORY_DATABASE_URL } from '@atrium/auth-service'
import { afterAll, beforeAll } from 'vitest'
import { startTestPostgres, type TestPostgres } from './startTestPostgres.test-helper.js'

/**
 * Starts one PostgreSQL server for the calling test file (seconds to start) and gives where each run
 * of an auth service suite keeps its state: the embedded default (PGlite) and a new database on that
 * server. Call at the top level of a test file; `describe.each(databases)` runs a suite on both.
 */
export function useTestDatabases() {
  let postgres: TestPostgres | undefined
  beforeAll(async () => {
    postgres = await startTestPostgres()
  }, 120_000)
  afterAll(() => postgres?.stop())
  /** A new, empty database on the file's PostgreSQL server. */
  const createPostgresDatabase = () => {
    if (postgres === undefined) throw new Error('PostgreSQL did not start')
    return postgres.createDatabase()
  }
  const databases = [
    { database: 'PGlite', open: async () => MEMORY_DATABASE_URL },
    { database: 'PostgreSQL', open: createPostgresDatabase },
  ]
  return { databases, createPostgresDatabase }
}
