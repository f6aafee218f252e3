// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

const SOURCE = import.meta.dirname

function listSources(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name)
    if (entry.isDirectory()) return listSources(path)
    return /\.tsx?$/.test(entry.name) && !/\.test(-helper)?\.tsx?$|\.test-d\.ts$/.test(entry.name)
      ? [path]
      : []
  })
}

/** The source files (relative to src) with a value import (not `import type`) of `module`. */
function valueImportersOf(matches: (module: string) => boolean): string[] {
  return listSources(SOURCE)
    .filter((path) =>
      [...readFileSync(path, 'utf8').matchAll(/^import\s[\s\S]*?from\s+'([^']+)'/gm)].some(
        ([statement, module]) => matches(module as string) && !statement.startsWith('import type '),
      ),
    )
    .map((path) => path.slice(SOURCE.length))
}

describe('loading WalletConnect', () => {
  it('the provider is imported by the WalletConnect connection alone, which nothing imports but dynamically', () => {
    expect(valueImportersOf((module) => module === '@walletconnect/universal-provider')).toEqual([
      '/walletconnect/createWalletConnectConnection.ts',
    ])
    expect(valueImportersOf((module) => module.endsWith('/createWalletConnectConnection.js'))).toEqual([])
    const dynamic = listSources(SOURCE).filter((path) =>
      readFileSync(path, 'utf8').includes("import('./createWalletConnectConnection.js')"),
    )
    expect(dynamic.map((path) => path.slice(SOURCE.length))).toEqual([
      '/walletconnect/createLazyWalletConnectConnection.ts',
    ])
  })
})

describe('loading the account features the views use', () => {
  // Imported from the modal's chunk only, a bundler puts what they share with the views into it
  // instead of small files the first open waits for (issue 19).
  it.each(['createModalSendActions', 'createBlockchainApiServices'])(
    '%s is imported by the modal chunk alone, and only dynamically',
    (name) => {
      expect(valueImportersOf((module) => module.endsWith(`/${name}.js`))).toEqual([])
      const dynamic = listSources(SOURCE).filter((path) =>
        readFileSync(path, 'utf8').includes(`import('../account/${name}.js')`),
      )
      expect(dynamic.map((path) => path.slice(SOURCE.length))).toEqual(['/modal/mountModal.tsx'])
    },
  )
})
