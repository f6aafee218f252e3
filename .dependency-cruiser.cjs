// Import-boundary lint. Rules are generated from scripts/layers.cjs so the table lives in one place.
// A target is matched both as a resolved workspace path (packages/core/…) and as a bare name
// (@atrium/core), because a dependency that is not built yet stays unresolved.
const { layers, TEST_ONLY } = require('./scripts/layers.cjs')

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')
const target = (layer) => `^(${escape(layer.dir)}/|${escape(layer.name)}(/|$))`
const library = (name) => `(^|node_modules/)${escape(name)}(/|$)`
const TEST_FILE = '\\.(test|test-d|test-helper|spec)\\.tsx?$'

const forbidden = []
for (const layer of layers) {
  const from = { path: `^${escape(layer.dir)}/(src|e2e|bench)/` }
  if (layer.allow !== '*') {
    const denied = layers.filter((other) => other !== layer && !layer.allow.includes(other.name))
    const deniedInTests = denied.filter((other) => !TEST_ONLY.includes(other.name))
    forbidden.push({
      name: `layer:${layer.name}`,
      comment: `${layer.name} may import only ${layer.allow.join(', ') || 'no @atrium package'} (ARCHITECTURE.md)`,
      severity: 'error',
      from: { ...from, pathNot: TEST_FILE },
      to: { path: denied.map(target) },
    })
    forbidden.push({
      name: `layer-tests:${layer.name}`,
      comment: `tests of ${layer.name} may add only ${TEST_ONLY.join(', ')}`,
      severity: 'error',
      from: { path: `^${escape(layer.dir)}/(test/|src/.*${TEST_FILE})` },
      to: { path: deniedInTests.map(target) },
    })
  }
  if (layer.forbidLibs?.length) {
    forbidden.push({
      name: `libs:${layer.name}`,
      comment: `${layer.name} must not import ${layer.forbidLibs.join(', ')}`,
      severity: 'error',
      from,
      to: { path: layer.forbidLibs.map(library) },
    })
  }
}

module.exports = {
  forbidden: [
    ...forbidden,
    {
      name: 'no-deep-imports',
      comment: 'import other packages through their exports map, never their src/ or dist/',
      severity: 'error',
      from: {},
      to: { path: '^@atrium/[^/]+/(src|dist)(/|$)' },
    },
    {
      name: 'no-relative-cross-package',
      comment: 'a relative import must stay inside its own package',
      severity: 'error',
      from: { path: '^((packages/adapters|packages|apps)/[^/]+)/' },
      to: { dependencyTypes: ['local'], pathNot: '^$1/' },
    },
    {
      name: 'declared-dependencies',
      comment: 'every imported package is declared in the importing package.json',
      severity: 'error',
      from: {},
      to: { dependencyTypes: ['npm-no-pkg', 'npm-unknown'] },
    },
    {
      name: 'not-to-unresolvable-relative',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true, path: '^\\.' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|node_modules|\\.turbo)/' },
    tsPreCompilationDeps: true,
    combinedDependencies: false,
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['types', 'import', 'default'], extensions: ['.ts', '.tsx', '.js', '.mjs', '.d.ts'] },
    reporterOptions: { text: { highlightFocused: true } },
  },
}
