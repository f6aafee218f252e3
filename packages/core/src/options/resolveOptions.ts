import { type CaipNetwork, SDK_TYPE, SDK_VERSION } from '@atrium/common'
import { InvalidOptionError, SiweSiwxConflictError } from '../errors/options.js'
import { type AppKitOptions, checkOptions, type ParsedOptions } from './checkOptions.js'
import type { OptionIssue } from './optionChecks.js'

/**
 * The options with every default applied, plus what core derives from them: the network to start
 * on and the SDK identity reported to services and the frame (OPT-011).
 */
export type ResolvedOptions = ParsedOptions & {
  readonly defaultNetwork: CaipNetwork
  readonly sdkType: typeof SDK_TYPE
  readonly sdkVersion: typeof SDK_VERSION
}

/** `resolveOptions` takes the options as written by the app; anything is accepted and checked. */
export type ResolveOptionsParameters = AppKitOptions | Record<string, unknown>
/** The resolved options. */
export type ResolveOptionsReturnType = ResolvedOptions
/** What `resolveOptions` throws. */
export type ResolveOptionsErrorType = InvalidOptionError | SiweSiwxConflictError

/** `features.socials[0]`-style path of an issue; the root is `options`. */
export function formatOptionPath(path: readonly PropertyKey[]): string {
  let text = ''
  for (const key of path) {
    if (typeof key === 'number') text += `[${key}]`
    else text += text === '' ? String(key) : `.${String(key)}`
  }
  return text === '' ? 'options' : text
}

function toInvalidOptionError(issues: readonly OptionIssue[]): InvalidOptionError {
  const [first] = issues
  const issue = first ?? { path: [], reason: 'is invalid' }
  const parameters = { option: formatOptionPath(issue.path), reason: issue.reason }
  if (issues.length <= 1) return new InvalidOptionError(parameters)
  return new InvalidOptionError(parameters, { details: `${issues.length - 1} more invalid option(s)` })
}

/**
 * [OPT-001..006][OPT-009][OPT-011..013] Validates the options and applies the defaults. The first
 * invalid option throws an `InvalidOptionError` naming it; setting both `siweConfig` and `siwx`
 * throws `SiweSiwxConflictError`, because which sign-in to run would otherwise be a guess.
 *
 * @example
 * const options = resolveOptions({ projectId: 'abc', networks: [mainnet, base] })
 * options.features.socials // ['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook']
 */
export function resolveOptions(parameters: ResolveOptionsParameters): ResolveOptionsReturnType {
  const issues: OptionIssue[] = []
  const parsed = checkOptions(parameters, [], issues)
  if (issues.length > 0) throw toInvalidOptionError(issues)
  if (parsed.siweConfig !== undefined && parsed.siwx !== undefined) throw new SiweSiwxConflictError()
  const defaultNetwork = parsed.defaultNetwork ?? parsed.networks[0]
  // Unreachable (checkOptions requires one network); keeps the type honest without a cast.
  if (defaultNetwork === undefined) {
    throw new InvalidOptionError({ option: 'networks', reason: 'must list at least one network' })
  }
  return { ...parsed, defaultNetwork, sdkType: SDK_TYPE, sdkVersion: SDK_VERSION }
}
