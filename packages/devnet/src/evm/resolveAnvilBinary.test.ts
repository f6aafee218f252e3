import { accessSync, constants } from 'node:fs'
import { basename } from 'node:path'
import { describe, expect, test } from 'vitest'
import { resolveAnvilBinary } from './resolveAnvilBinary.js'

describe('resolveAnvilBinary', () => {
  test('finds the executable of the platform package beside @foundry-rs/anvil', () => {
    const binary = resolveAnvilBinary()

    expect(basename(binary)).toBe(process.platform === 'win32' ? 'anvil.exe' : 'anvil')
    expect(binary).toContain(`@foundry-rs/anvil-${process.platform}-`)
    expect(() => accessSync(binary, constants.X_OK)).not.toThrow()
  })

  test('names the platform package when it is not installed', () => {
    // pnpm installs only the optional dependency matching this machine, so the other arch is missing.
    const arch = process.arch === 'x64' ? 'arm64' : 'x64'
    const packageArch = arch === 'x64' ? 'amd64' : 'arm64'

    let error: unknown
    try {
      resolveAnvilBinary({ platform: 'linux', arch })
    } catch (caught) {
      error = caught
    }

    expect(error).toMatchObject({
      name: 'DevnetAnvilNotInstalledError',
      code: 'DEVNET_ANVIL_NOT_INSTALLED',
      meta: { packageName: `@foundry-rs/anvil-linux-${packageArch}` },
    })
    expect((error as Error).message).toContain(`@foundry-rs/anvil-linux-${packageArch}`)
  })

  test('rejects a platform anvil publishes no binary for', () => {
    expect(() => resolveAnvilBinary({ platform: 'freebsd', arch: 'x64' })).toThrowErrorMatchingInlineSnapshot(
      `[DevnetAnvilUnsupportedPlatformError: @foundry-rs/anvil has no binary for freebsd-x64.]`,
    )
  })
})
