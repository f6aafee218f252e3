import { type CaipNetwork, SDK_TYPE, SDK_VERSION } from '@atrium/common'
import * as z from 'zod/mini'
import { InvalidOptionError, SiweSiwxConflictError } from '../errors/options.js'
import { type AppKitOptions, optionsSchema, type ParsedOptions } from './optionsSchema.js'

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

/** `features.socials[0]`-style path of a zod issue; the root is `options`. */
export function formatOptionPath(path: readonly PropertyKey[]): string {
  let text = ''
  for (const key of path) {
    if (typeof key === 'number') text += `[${key}]`
    else text += text === '' ? String(key) : `.${String(key)}`
  }
  return text === '' ? 'options' : text
}

/**
 * The most specific issue: for a union (e.g. `socials`: a list or `false`) zod reports only
 * "Invalid input"; the branch that got furthest into the value says what is actually wrong.
 */
function mostSpecificIssue(issue: z.core.$ZodIssue): { path: readonly PropertyKey[]; message: string } {
  if (issue.code !== 'invalid_union') return issue
  let best: { path: readonly PropertyKey[]; message: string } = { path: [], message: issue.message }
  for (const candidate of issue.errors.flat()) {
    const inner = mostSpecificIssue(candidate)
    if (inner.path.length > best.path.length) best = inner
  }
  return { path: [...issue.path, ...best.path], message: best.message }
}

function toInvalidOptionError(issues: readonly z.core.$ZodIssue[]): InvalidOptionError {
  const [first] = issues
  const issue = first === undefined ? { path: [], message: 'is invalid' } : mostSpecificIssue(first)
  const parameters = { option: formatOptionPath(issue.path), reason: issue.message }
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
  // zod/mini ships no default texts: the English locale gives the reasons their wording
  // ('Invalid option: expected one of …'), per parse, without touching zod's global config.
  const result = optionsSchema.safeParse(parameters, { error: z.locales.en().localeError })
  if (!result.success) throw toInvalidOptionError(result.error.issues)
  const parsed = result.data
  if (parsed.siweConfig !== undefined && parsed.siwx !== undefined) throw new SiweSiwxConflictError()
  const defaultNetwork = parsed.defaultNetwork ?? parsed.networks[0]
  // Unreachable (the schema requires one network); keeps the type honest without a cast.
  if (defaultNetwork === undefined) {
    throw new InvalidOptionError({ option: 'networks', reason: 'must list at least one network' })
  }
  return { ...parsed, defaultNetwork, sdkType: SDK_TYPE, sdkVersion: SDK_VERSION }
}
