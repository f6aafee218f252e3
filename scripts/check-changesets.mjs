// Checks every pending changeset the way `changeset version` reads it, in a second rather than at the
// end of a 25-minute test run: a front matter of `"package": bump` lines between `---` fences, naming
// only workspace packages, followed by a summary, and never mixing private packages (which
// `changeset version` ignores) with published ones, which it refuses.
import { execFileSync } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'

const root = resolve(import.meta.dirname, '..')
const manifests = execFileSync('git', ['ls-files', '-co', '--exclude-standard', '*package.json'], {
  cwd: root,
  encoding: 'utf8',
})
  .split('\n')
  .filter((file) => file && !file.includes('node_modules'))
const packages = manifests.map((file) => JSON.parse(readFileSync(join(root, file), 'utf8')))
const names = new Set(packages.map((manifest) => manifest.name))
const privateNames = new Set(
  packages.filter((manifest) => manifest.private === true).map((manifest) => manifest.name),
)

const dir = join(root, '.changeset')
const problems = []
for (const file of readdirSync(dir).filter((name) => name.endsWith('.md') && name !== 'README.md')) {
  const text = readFileSync(join(dir, file), 'utf8')
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n([\s\S]*)$/.exec(text)
  if (!match) {
    problems.push(`${file}: does not start with a front matter between "---" lines`)
    continue
  }
  const [, frontMatter, summary] = match
  const named = []
  for (const line of frontMatter.split(/\r?\n/).filter((entry) => entry.trim())) {
    const entry = /^["']?(@?[\w./-]+)["']?\s*:\s*(major|minor|patch)\s*$/.exec(line)
    if (!entry) problems.push(`${file}: "${line}" is not a "package": major|minor|patch line`)
    else if (!names.has(entry[1])) problems.push(`${file}: ${entry[1]} is not a workspace package`)
    else named.push(entry[1])
  }
  const privateCount = named.filter((name) => privateNames.has(name)).length
  if (privateCount > 0 && privateCount < named.length)
    problems.push(`${file}: mixes private and published packages; give each kind its own changeset`)
  if (!summary.trim()) problems.push(`${file}: has no summary`)
}
if (problems.length > 0) {
  console.error(problems.join('\n'))
  process.exit(1)
}
