// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

const SOURCE = join(import.meta.dirname, '..')

function listSources(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name)
    if (entry.isDirectory()) return listSources(path)
    return /\.tsx?$/.test(entry.name) && !/\.test(-helper)?\.tsx?$|\.test-d\.ts$/.test(entry.name)
      ? [path]
      : []
  })
}

describe('loadUniversalProvider', () => {
  it('the provider is only ever imported dynamically: no value import in any source file', () => {
    const valueImports = listSources(SOURCE).filter((path) =>
      [...readFileSync(path, 'utf8').matchAll(/^import\s[\s\S]*?from\s+'([^']+)'/gm)].some(
        ([statement, module]) =>
          module === '@walletconnect/universal-provider' && !statement.startsWith('import type '),
      ),
    )
    expect(valueImports).toEqual([])
    const dynamic = listSources(SOURCE).filter((path) =>
      readFileSync(path, 'utf8').includes("await import('@walletconnect/universal-provider')"),
    )
    expect(dynamic.map((path) => path.slice(SOURCE.length))).toEqual([
      '/walletconnect/loadUniversalProvider.ts',
    ])
  })
})
