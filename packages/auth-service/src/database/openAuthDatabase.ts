import { PGlite } from '@electric-sql/pglite'
import { AUTH_SCHEMA_SQL } from './schema.js'

/** What the service needs of a database: parameterised queries, transactions, close. */
export type AuthDatabase = {
  query<row>(sql: string, parameters?: readonly unknown[]): Promise<row[]>
  /** Runs `work` in one transaction: committed if it resolves, rolled back if it throws. */
  transaction<result>(work: (database: Pick<AuthDatabase, 'query'>) => Promise<result>): Promise<result>
  close(): Promise<void>
}

/**
 * Opens the embedded PGlite database at `url` (a data directory, or `memory://`) and creates the
 * tables it lacks.
 */
export async function openAuthDatabase(url: string): Promise<AuthDatabase> {
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
