import { existsSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { DevnetAnvilNotInstalledError, DevnetAnvilUnsupportedPlatformError } from '../errors.js'

const ANVIL_PACKAGE = '@foundry-rs/anvil'

/** The platform packages `@foundry-rs/anvil` lists as optional dependencies, keyed `${platform}-${arch}`. */
const ANVIL_PLATFORM_PACKAGES: Readonly<Record<string, string>> = {
  'darwin-arm64': '@foundry-rs/anvil-darwin-arm64',
  'darwin-x64': '@foundry-rs/anvil-darwin-amd64',
  'linux-arm64': '@foundry-rs/anvil-linux-arm64',
  'linux-x64': '@foundry-rs/anvil-linux-amd64',
  'win32-x64': '@foundry-rs/anvil-win32-amd64',
}

export type ResolveAnvilBinaryParameters = {
  /** Defaults to `process.platform`. */
  platform?: NodeJS.Platform
  /** Defaults to `process.arch`. */
  arch?: NodeJS.Architecture
}

export type ResolveAnvilBinaryReturnType = string

export type ResolveAnvilBinaryErrorType = DevnetAnvilUnsupportedPlatformError | DevnetAnvilNotInstalledError

/**
 * Absolute path of the anvil executable shipped by `@foundry-rs/anvil`'s platform package.
 *
 * The platform package is resolved from `@foundry-rs/anvil`'s own location because it is that
 * package's optional dependency (pnpm links it only there). The package's postinstall step is
 * not needed: pnpm blocks it, and the binary is already inside the platform package.
 */
export function resolveAnvilBinary(
  parameters: ResolveAnvilBinaryParameters = {},
): ResolveAnvilBinaryReturnType {
  const { platform = process.platform, arch = process.arch } = parameters
  const platformPackage = ANVIL_PLATFORM_PACKAGES[`${platform}-${arch}`]
  if (platformPackage === undefined) throw new DevnetAnvilUnsupportedPlatformError({ platform, arch })

  const anvilPackageJson = resolvePackageJson(createRequire(import.meta.url), ANVIL_PACKAGE)
  const platformPackageJson = resolvePackageJson(createRequire(anvilPackageJson), platformPackage)
  const binary = join(dirname(platformPackageJson), 'bin', platform === 'win32' ? 'anvil.exe' : 'anvil')
  if (!existsSync(binary)) {
    throw new DevnetAnvilNotInstalledError(
      { packageName: platformPackage },
      { details: `${binary} is missing.` },
    )
  }
  return binary
}

function resolvePackageJson(require: NodeJS.Require, packageName: string): string {
  try {
    return require.resolve(`${packageName}/package.json`)
  } catch (error) {
    throw new DevnetAnvilNotInstalledError({ packageName }, { cause: error })
  }
}
