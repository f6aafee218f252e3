import pg from 'pg'
import type { AuthDatabase } from './openAuthDatabase.js'
import { AUTH_SCHEMA_SQL } from './schema.js'

/** Connections one instance keeps open at most, unless configured: PostgreSQL's default allows 100 in all. */
export const DEFAULT_DATABASE_POOL_SIZE = 10
/** How long a query waits for a free connection, and how long one statement may run. */
const CONNECT_TIMEOUT_MS = 10_000
const STATEMENT_TIMEOUT_MS = 15_000
/**
 * The advisory lock key the schema is created under (any 64-bit number, fixed): instances starting
 * at once would otherwise race on `create table if not exists`, which is not atomic in PostgreSQL.
 */
const SCHEMA_LOCK_KEY = 0x61747269756d // "atrium"

type Executor = Pick<pg.Pool, 'query'> | pg.PoolClient

const queryWith =
  (executor: Executor) =>
  async <row>(sql: string, parameters: readonly unknown[] = []): Promise<row[]> =>
    (await executor.query(sql, [...parameters])).rows as row[]

/** Runs `work` inside BEGIN … COMMIT on one connection of `pool`; ROLLBACK when it throws. */
async function inTransaction<result>(
  pool: pg.Pool,
  work: (client: pg.PoolClient) => Promise<result>,
): Promise<result> {
  const client = await pool.connect()
  try {
    await client.query('begin')
    const result = await work(client)
    await client.query('commit')
    return result
  } catch (error) {
    await client.query('rollback').catch(() => undefined)
    throw error
  } finally {
    client.release()
  }
}

/**
 * Opens a PostgreSQL server's database at `url` (`postgres://user:password@host:5432/name`, with
 * libpq's `sslmode` and the other parameters `pg` reads) through a bounded pool of `poolSize`
 * connections, and creates the tables it lacks under an advisory lock, so several instances may
 * start at once against one database.
 */
export async function openPostgresDatabase(
  url: string,
  options: { poolSize?: number } = {},
): Promise<AuthDatabase> {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.poolSize ?? DEFAULT_DATABASE_POOL_SIZE,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    statement_timeout: STATEMENT_TIMEOUT_MS,
    application_name: 'atrium-auth-service',
  })
  // A connection the server drops while idle is an 'error' event, which would end the process when
  // unhandled; the pool discards that connection and the next query opens another.
  pool.on('error', () => undefined)
  try {
    await inTransaction(pool, async (client) => {
      await client.query('select pg_advisory_xact_lock($1)', [SCHEMA_LOCK_KEY])
      await client.query(AUTH_SCHEMA_SQL)
    })
  } catch (error) {
    await pool.end()
    throw error
  }
  return {
    query: queryWith(pool),
    transaction: (work) => inTransaction(pool, (client) => work({ query: queryWith(client) })),
    close: () => pool.end(),
  }
}
