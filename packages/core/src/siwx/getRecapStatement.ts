/** The sentence CAIP-122 ReCaps (ERC-5573) add before the abilities they grant. */
export const RECAP_STATEMENT_PREFIX =
  'I further authorize the stated URI to perform the following actions on my behalf: '

const RECAP_MARKER = 'urn:recap:'

type Recap = { readonly att: Readonly<Record<string, Readonly<Record<string, unknown>>>> }

function isRecord(value: unknown): value is Readonly<Record<string, unknown>> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** The checks of WalletConnect's `isValidRecap`: every resource has abilities, each a non-empty list of objects. */
function isRecap(value: unknown): value is Recap {
  if (!isRecord(value) || typeof value.att !== 'object' || value.att === null) return false
  const resources = Object.values(value.att)
  return (
    resources.length > 0 &&
    resources.every(
      (abilities) =>
        isRecord(abilities) &&
        Object.keys(abilities).length > 0 &&
        Object.values(abilities).every(
          (limits) =>
            Array.isArray(limits) && limits.length > 0 && limits.every((limit) => typeof limit === 'object'),
        ),
    )
  )
}

/** Unpadded base64 of UTF-8 JSON, as WalletConnect's `encodeRecap` writes it; `undefined` when it is not. */
function decodeRecap(resource: string): Recap | undefined {
  const encoded = resource.replace(RECAP_MARKER, '')
  try {
    const binary = atob(encoded + '='.repeat((4 - (encoded.length % 4)) % 4))
    const bytes = Uint8Array.from(binary, (character) => character.charCodeAt(0))
    const recap: unknown = JSON.parse(new TextDecoder().decode(bytes))
    return isRecap(recap) ? recap : undefined
  } catch {
    return undefined
  }
}

/**
 * `(1) 'request': 'eth_sign', 'personal_sign' for 'eip155'.` for each ability of each resource,
 * step for step as WalletConnect's `formatStatementFromRecap` (its sort, grouping and the one
 * `'.,'` it replaces), so that odd keys come out the same too. Throws where it throws (an ability
 * key without a slash sorted first).
 */
function describeRecap(recap: Recap): string {
  let counter = 0
  const sentences: string[] = []
  for (const [resource, abilities] of Object.entries(recap.att)) {
    const actions = Object.keys(abilities).map((key) => ({
      ability: key.split('/')[0] as string,
      action: key.split('/')[1] as string,
    }))
    actions.sort((left, right) => left.action.localeCompare(right.action))
    // A plain object, as there: its key order (integer-like keys first) is the order printed.
    const byAbility: Record<string, string[]> = {}
    for (const { ability, action } of actions) {
      const names = byAbility[ability] ?? []
      names.push(action)
      byAbility[ability] = names
    }
    const parts = Object.keys(byAbility).map((ability) => {
      counter += 1
      return `(${counter}) '${ability}': '${byAbility[ability]?.join("', '")}' for '${resource}'.`
    })
    sentences.push(parts.join(', ').replace('.,', '.'))
  }
  return sentences.join(' ')
}

/**
 * The statement a CAIP-122 message shows: `statement` as given, unless the last resource is a
 * ReCap, whose abilities are then spelled out after it (ERC-5573), exactly as WalletConnect's
 * `formatMessage` does so that both sides sign and verify the same text. A statement that already
 * spells them out, and a ReCap that does not decode or describe, leave `statement` unchanged
 * (WalletConnect throws on the latter: no wallet signs such a request through it).
 */
export function getRecapStatement(
  statement: string | undefined,
  resources: readonly string[] | undefined,
): string | undefined {
  const last = resources?.[resources.length - 1]
  if (last === undefined || !last.includes(RECAP_MARKER)) return statement
  if (statement?.includes(RECAP_STATEMENT_PREFIX)) return statement
  const recap = decodeRecap(last)
  if (recap === undefined) return statement
  let description: string
  try {
    description = describeRecap(recap)
  } catch {
    return statement
  }
  return `${statement ? `${statement} ` : ''}${RECAP_STATEMENT_PREFIX}${description}`
}
