import { readFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'

/** The bare (package) imports reachable from an entry file, by kind. */
export type ModuleImports = {
  /** Value imports (`import { x } from 'p'`, `export { x } from 'p'`, `import 'p'`): load with the entry. */
  readonly statics: Set<string>
  /** Type-only imports (`import type …`, `export type …`): erased at build time. */
  readonly types: Set<string>
  /** `import('p')`: loaded on demand. */
  readonly dynamics: Set<string>
}

export type CollectModuleImportsParameters = {
  /**
   * Which relative imports to follow: `'static'` (default) only value imports, i.e. the code that
   * loads when the entry is imported; `'all'` also type-only and dynamic ones, i.e. every file the
   * entry can reach.
   */
  readonly follow?: 'static' | 'all' | undefined
}

// A clause holds no quote, so a match never runs into the next statement (the sources have no `;`).
const VALUE_IMPORT = /^(?:import|export)\s+(?!type\s)[^']*?\sfrom\s+'([^']+)'/gm
const SIDE_EFFECT_IMPORT = /^import\s+'([^']+)'/gm
const TYPE_IMPORT = /^(?:import|export)\s+type\s[^']*?\sfrom\s+'([^']+)'/gm
const DYNAMIC_IMPORT = /\bimport\(\s*'([^']+)'\s*\)/g

const specifiers = (source: string, pattern: RegExp) =>
  [...source.matchAll(pattern)].flatMap(([, specifier]) => (specifier === undefined ? [] : [specifier]))

/**
 * Walks a package's TypeScript sources from `entry` through relative imports (`./x.js` read as
 * `./x.ts`) and lists the packages they import, for export-surface tests: "the entry never loads
 * @solana/web3.js", "the browser entry imports no Node built-in". It reads the files as text, so
 * it sees what the source says, not what a bundler keeps.
 *
 * @example
 * const { statics, dynamics } = await collectModuleImports(fileURLToPath(new URL('./index.ts', import.meta.url)))
 */
export async function collectModuleImports(
  entry: string,
  parameters: CollectModuleImportsParameters = {},
): Promise<ModuleImports> {
  const imports: ModuleImports = { statics: new Set(), types: new Set(), dynamics: new Set() }
  const seen = new Set<string>()
  const visit = async (file: string): Promise<void> => {
    if (seen.has(file)) return
    seen.add(file)
    const source = await readFile(file, 'utf8')
    const kinds = [
      [
        imports.statics,
        [...specifiers(source, VALUE_IMPORT), ...specifiers(source, SIDE_EFFECT_IMPORT)],
        true,
      ],
      [imports.types, specifiers(source, TYPE_IMPORT), parameters.follow === 'all'],
      [imports.dynamics, specifiers(source, DYNAMIC_IMPORT), parameters.follow === 'all'],
    ] as const
    for (const [bare, found, follow] of kinds) {
      for (const specifier of found) {
        if (!specifier.startsWith('.')) bare.add(specifier)
        else if (follow) await visit(join(dirname(file), specifier.replace(/\.js$/, '.ts')))
      }
    }
  }
  await visit(entry)
  return imports
}
