// The one-way layers of docs/ARCHITECTURE.md: which @atrium packages each package may import,
// and which outside libraries it must not. Both the manifest check and dependency-cruiser read this.
const SDK_FORBIDDEN_LIBS = ['react', 'react-dom', 'zustand']

/** @type {Array<{ name: string, dir: string, allow: string[] | '*', forbidLibs?: string[], sdk: boolean }>} */
const layers = [
  { name: '@atrium/common', dir: 'packages/common', allow: [], forbidLibs: SDK_FORBIDDEN_LIBS, sdk: true },
  {
    name: '@atrium/core',
    dir: 'packages/core',
    allow: ['@atrium/common'],
    forbidLibs: ['react', 'react-dom'],
    sdk: true,
  },
  ...['wagmi', 'solana', 'polkadot', 'bitcoin'].map((chain) => ({
    name: `@atrium/adapter-${chain}`,
    dir: `packages/adapters/${chain}`,
    allow: ['@atrium/common', '@atrium/core'],
    forbidLibs: ['react', 'react-dom'],
    sdk: true,
  })),
  {
    name: '@atrium/frame',
    dir: 'packages/frame',
    allow: ['@atrium/common'],
    forbidLibs: SDK_FORBIDDEN_LIBS,
    sdk: true,
  },
  { name: '@atrium/ui', dir: 'packages/ui', allow: [], forbidLibs: ['zustand'], sdk: true },
  {
    name: '@atrium/react',
    dir: 'packages/react',
    allow: ['@atrium/common', '@atrium/core', '@atrium/ui'],
    sdk: true,
  },
  {
    name: '@atrium/appkit',
    dir: 'packages/appkit',
    allow: ['@atrium/common', '@atrium/core', '@atrium/frame', '@atrium/ui', '@atrium/react'],
    sdk: true,
  },
  // A server behind the frame page: common's texts only, never the SDK it serves.
  {
    name: '@atrium/auth-service',
    dir: 'packages/auth-service',
    allow: ['@atrium/common'],
    forbidLibs: SDK_FORBIDDEN_LIBS,
    sdk: false,
  },
  // The frame page and its server: the frame protocol and common's texts, never the SDK's state.
  {
    name: '@atrium/secure-frame',
    dir: 'apps/secure-frame',
    allow: ['@atrium/common', '@atrium/frame'],
    forbidLibs: SDK_FORBIDDEN_LIBS,
    sdk: false,
  },
  { name: '@atrium/devnet', dir: 'packages/devnet', allow: '*', sdk: false },
  { name: '@atrium/testing', dir: 'packages/testing', allow: '*', sdk: false },
  { name: '@atrium/laboratory', dir: 'apps/laboratory', allow: '*', sdk: false },
  { name: '@atrium/next-example', dir: 'apps/next-example', allow: '*', sdk: false },
  { name: '@atrium/readme-examples', dir: 'apps/readme-examples', allow: '*', sdk: false },
]

/** Packages an SDK package may use from its test files only. */
const TEST_ONLY = ['@atrium/devnet', '@atrium/testing']

module.exports = { layers, TEST_ONLY }
