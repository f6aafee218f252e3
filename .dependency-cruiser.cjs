// Import-boundary lint. Rules are generated from scripts/layers.cjs so the table lives in one place.
// A target is matched both as a resolved workspace path (packages/core/…) and as a bare name
// (@atrium/core), because a dependency that is not built yet stays unresolved.
const { layers, TEST_ONLY } = require('./scripts/layers.cjs')

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')
const target = (layer) => `^(${escapeRegExp(layer.dir)}/|${escapeRegExp(layer.name)}(/|$))`
const library = (name) => `(^|node_modules/)${escapeRegExp(name)}(/|$)`

const forbidden = []
for (const layer of layers) {
  const from = { path: `^${escapeRegExp(layer.dir)}/(src|e2e|bench)/` }
  if (layer.allow !== '*') {
    const denied = layers.filter((other) => other !== layer && !layer.allow.includes(other.name))
    const deniedInTests = denied.filter((other) => !TEST_ONLY.includes(other.name))
    forbidden.push({
      name: `layer:${layer.name}`,
      comment: `${layer.name} may import only ${layer.allow.join(', ') || 'no @atrium package'} (ARCHITECTURE.md); its src/ tests too`,
      severity: 'error',
      from,
      to: { path: denied.map(target) },
    })
    forbidden.push({
      name: `layer-tests:${layer.name}`,
      comment: `tests of ${layer.name} in test/ may add only ${TEST_ONLY.join(', ')}`,
      severity: 'error',
      from: { path: `^${escapeRegExp(layer.dir)}/test/` },
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
      // A package's own build output (e.g. a bin script's ../dist/cli.js, or ../dist-server/… of an
      // app that builds a page and a server) exists only after its build.
      to: { couldNotResolve: true, path: '^\\.', pathNot: '(^|/)dist[a-z-]*/' },
    },
  ],
  options: {
    // A workspace package resolves to its built dist/: the edge must stay in the graph (excluding
    // dist/ dropped it, and with it every layer rule, whenever the packages were built).
    doNotFollow: { path: '(^|/)(dist|node_modules)/' },
    exclude: { path: '(^|/)(node_modules|\\.turbo)/' },
    tsPreCompilationDeps: true,
    combinedDependencies: false,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['types', 'import', 'default'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.d.ts'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
}
