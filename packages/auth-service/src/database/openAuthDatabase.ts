import { PGlite } from '@electric-sql/pglite'
import { openPostgresDatabase } from './openPostgresDatabase.js'
import { AUTH_SCHEMA_SQL } from './schema.js'

/** What the service needs of a database: parameterised queries, transactions, close. */
export type AuthDatabase = {
  query<row>(sql: string, parameters?: readonly unknown[]): Promise<row[]>
  /** Runs `work` in one transaction: committed if it resolves, rolled back if it throws. */
  transaction<result>(work: (database: Pick<AuthDatabase, 'query'>) => Promise<result>): Promise<result>
  close(): Promise<void>
}

/** True for a PostgreSQL server's URL (`postgres://…` or `postgresql://…`). */
export const isPostgresUrl = (url: string) => /^postgres(?:ql)?:\/\//i.test(url)

/** Opens the embedded PGlite database at `url` (a data directory, or `memory://`) and creates the tables it lacks. */
async function openPgliteDatabase(url: string): Promise<AuthDatabase> {
  const pglite = await PGlite.create(url)
  await pglite.exec(AUTH_SCHEMA_SQL)
  return {
    async query<row>(sql: string, parameters: readonly unknown[] = []) {
      return (await pglite.query<row>(sql, [...parameters])).rows
    },
    transaction(work) {
      return pglite.transaction((transaction) =>
        work({
          async query<row>(sql: string, parameters: readonly unknown[] = []) {
            return (await transaction.query<row>(sql, [...parameters])).rows
          },
        }),
      )
    },
    close: () => pglite.close(),
  }
}

/**
 * Opens the database of `url` and creates the tables it lacks: a PostgreSQL server for
 * `postgres://` and `postgresql://` URLs (production: stateless instances share it), else the
 * embedded PGlite at a data directory or `memory://` (development: nothing to install).
 */
export function openAuthDatabase(url: string, options: { poolSize?: number } = {}): Promise<AuthDatabase> {
  return isPostgresUrl(url) ? openPostgresDatabase(url, options) : openPgliteDatabase(url)
}
