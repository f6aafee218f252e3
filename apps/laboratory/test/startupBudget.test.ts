import { readFileSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { build, type Plugin } from 'vite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

// The JS a visitor downloads before the first click (issue 19): the pages `pnpm bench` measures,
// built as a dApp ships them, held to the budget as features land. The files counted are the
// entry and the files Vite preloads with it, which is what the browser requests before the click
// (the bench's network log agrees to the byte); each is gzipped as a static host serves it.

const ROOT = fileURLToPath(new URL('..', import.meta.url))
const KB = 1024

/** Issue 19: JS before the click at most the wagmi-only page's plus this, with either button. */
const SDK_BUDGET_BYTES = 15 * KB

/**
 * Code that loads with the modal or later: the views and their kit, the wallet grid, the QR code,
 * WalletConnect, the secure frame, the Blockchain API client and the other namespaces' libraries.
 */
const LOADED_LATER = [
  /\/packages\/react\/(dist|src)\/(views|modal)\//,
  /\/packages\/ui\/(dist|src)\/(walletGrid|qr|focus|layout)\//,
  /\/packages\/core\/(dist|src)\/blockchainApi\//,
  /\/packages\/frame\//,
  /\/node_modules\/(\.pnpm\/[^/]+\/node_modules\/)?(@walletconnect|@solana|@polkadot|bitcoinjs-lib|@coinbase|@safe-global)\//,
]

type ManifestChunk = { file: string; name?: string; isEntry?: boolean; imports?: string[] }

type Startup = {
  gzipBytes: number
  files: string[]
  modules: string[]
  allModules: string[]
  /**
   * The modal's chunk and the files it imports beyond `files`: what the first open loads
   * (`undefined` on a page without the modal).
   */
  modalFiles: string[] | undefined
}

/** `key` and every manifest key it imports statically, directly or not. */
function withStaticImports(manifest: Record<string, ManifestChunk>, key: string): Set<string> {
  const keys = new Set([key])
  for (const found of keys) for (const imported of manifest[found]?.imports ?? []) keys.add(imported)
  return keys
}

/**
 * Builds the bench page `page` into a temporary folder; resolves with its start-up files (the
 * entry and, through Vite's manifest, every file it imports statically), their gzip size and the
 * modules bundled into them (and those of every file of the build).
 */
async function buildStartup(page: string): Promise<Startup> {
  const outDir = await mkdtemp(join(tmpdir(), `atrium-startup-${page}-`))
  const modulesByFile = new Map<string, string[]>()
  const captureModules: Plugin = {
    name: 'atrium-capture-chunk-modules',
    generateBundle(_, bundle) {
      for (const output of Object.values(bundle))
        if (output.type === 'chunk') modulesByFile.set(output.fileName, Object.keys(output.modules))
    },
  }
  // vite.config.ts reads the page to build when it is loaded, which each build does afresh. Vitest
  // sets NODE_ENV to 'test', which would bundle React's development build.
  const nodeEnv = process.env.NODE_ENV
  process.env.ATRIUM_BENCH_PAGE = page
  process.env.NODE_ENV = 'production'
  try {
    await build({
      root: ROOT,
      logLevel: 'error',
      plugins: [captureModules],
      build: { outDir, emptyOutDir: true, manifest: true },
    })
    const manifest = JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8')) as Record<
      string,
      ManifestChunk
    >
    const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry === true)
    if (entryKey === undefined) throw new Error(`no entry in the manifest of ${page}`)
    const keys = withStaticImports(manifest, entryKey)
    const files = [...keys].map((key) => manifest[key]?.file ?? key)
    const modalKey = Object.keys(manifest).find((key) => manifest[key]?.name === 'mountModal')
    const modalFiles =
      modalKey === undefined
        ? undefined
        : [...withStaticImports(manifest, modalKey)]
            .filter((key) => !keys.has(key))
            .map((key) => manifest[key]?.file ?? key)
    return {
      files,
      gzipBytes: files.reduce((total, file) => total + gzipSync(readFileSync(join(outDir, file))).length, 0),
      modules: files.flatMap((file) => modulesByFile.get(file) ?? []),
      allModules: [...modulesByFile.values()].flat(),
      modalFiles,
    }
  } finally {
    delete process.env.ATRIUM_BENCH_PAGE
    if (nodeEnv === undefined) delete process.env.NODE_ENV
    else process.env.NODE_ENV = nodeEnv
    await rm(outDir, { recursive: true, force: true })
  }
}

const kilobytes = (bytes: number) => `${(bytes / KB).toFixed(1)} kB`

describe('JS before the click', () => {
  const pages: Record<'baseline' | 'openbutton' | 'minimal', Startup> = {} as never

  beforeAll(async () => {
    // One after another: each build uses both cores.
    pages.baseline = await buildStartup('baseline')
    pages.openbutton = await buildStartup('openbutton')
    pages.minimal = await buildStartup('minimal')
  }, 300_000)

  afterAll(() => {
    const { baseline, openbutton, minimal } = pages
    if (baseline === undefined || openbutton === undefined || minimal === undefined) return
    console.info(
      `JS before the click (gzip): wagmi alone ${kilobytes(baseline.gzipBytes)}, open() ${kilobytes(openbutton.gzipBytes)} in ${openbutton.files.length} files, ConnectButton ${kilobytes(minimal.gzipBytes)} in ${minimal.files.length} files; the first open loads ${openbutton.modalFiles?.length} files (open()), ${minimal.modalFiles?.length} (ConnectButton)`,
    )
  })

  it.each(['openbutton', 'minimal'] as const)(
    'the %s page adds at most 15 kB to the wagmi-only page',
    (page) => {
      expect(pages[page].gzipBytes - pages.baseline.gzipBytes).toBeLessThanOrEqual(SDK_BUDGET_BYTES)
    },
  )

  it.each(['baseline', 'openbutton', 'minimal'] as const)(
    'the %s page loads its start-up code in one file, the entry',
    (page) => {
      expect(pages[page].files).toHaveLength(1)
    },
  )

  // The files the first open waits for: the modal's chunk and the files it imports that start-up
  // did not load. Each costs the click a request and a compile of its own (DECISIONS, issue 19).
  // The ConnectButton's page has one more: the account button's parts share the avatar with the views.
  it.each([
    ['openbutton', 7],
    ['minimal', 8],
  ] as const)("the %s page's first open loads the modal in at most %i files", (page, limit) => {
    expect(pages[page].modalFiles?.length).toBeLessThanOrEqual(limit)
  })

  it.each(['openbutton', 'minimal'] as const)(
    'the %s page loads none of the views, the wallet grid, WalletConnect or the frame before the click',
    (page) => {
      const startup = pages[page]
      const isLoadedLater = (id: string) => LOADED_LATER.some((pattern) => pattern.test(id))
      // The patterns still name modules of the build: a moved folder must not empty this check.
      expect(startup.allModules.filter(isLoadedLater).length).toBeGreaterThan(100)
      expect(startup.modules.filter(isLoadedLater)).toEqual([])
    },
  )
})
