// Writes every ```ts / ```tsx block of the repository's READMEs to apps/readme-examples/generated/, one module each, so
// `tsc` checks the examples against the built packages as a dApp's compiler would see them. Names an
// example takes from the dApp or an earlier example are declared in apps/readme-examples/examples.d.ts.
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'

const root = resolve(import.meta.dirname, '..')
const out = join(root, 'apps/readme-examples/generated')
const FENCE = /^```(ts|tsx|typescript)[^\n]*\n([\s\S]*?)^```$/gm

function readmes() {
  const folders = ['.', ...['packages', 'packages/adapters', 'apps'].flatMap(listFolders)]
  return folders.map((folder) => join(root, folder, 'README.md')).filter(isFile)
}

function listFolders(parent) {
  return readdirSync(join(root, parent), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => join(parent, entry.name))
}

function isFile(path) {
  try {
    return readFileSync(path, 'utf8') !== undefined
  } catch {
    return false
  }
}

rmSync(out, { recursive: true, force: true })
mkdirSync(out)
let count = 0
for (const readme of readmes()) {
  const name = relative(root, readme).replaceAll('/', '_').replace(/\.md$/, '')
  let index = 0
  for (const [, , code] of readFileSync(readme, 'utf8').matchAll(FENCE)) {
    index += 1
    // The location leads the file, so a compiler error names the README it comes from.
    const header = `// ${relative(root, readme)}, example ${index}\n`
    writeFileSync(join(out, `${name}-${index}.tsx`), `${header}${code}\nexport {}\n`)
    count += 1
  }
}
console.log(`readme examples: ${count} written to ${relative(root, out)}`)
