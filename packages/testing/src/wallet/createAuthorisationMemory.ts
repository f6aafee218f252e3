/** The part of the Web Storage API (`window.localStorage`) a test wallet keeps its authorisations in. */
export type TestWalletAuthorisationStorage = Pick<Storage, 'getItem' | 'setItem'>

/**
 * Where a test wallet remembers the origins it authorised, as a browser extension keeps its list of
 * connected sites: a JSON array of origins under `key` of `storage`.
 */
export type RememberAuthorisationParameters = {
  readonly storage: TestWalletAuthorisationStorage
  /** The wallet's own key in `storage`: one per wallet, e.g. `'laboratory-dev-wallet:eip155'`. */
  readonly key: string
  /** The dApp's origin: `window.location.origin` for a wallet created in the page. */
  readonly origin: string
}

/** What a test wallet remembers of the dApp's authorisation beyond its own lifetime. */
export type AuthorisationMemory = {
  /** True when the origin was authorised before (on an earlier page load) and not revoked since. */
  isAuthorised(): boolean
  /** Remembers (true) or forgets (false) that the origin is authorised. */
  setAuthorised(authorised: boolean): void
}

function readOrigins(parameters: RememberAuthorisationParameters): string[] {
  try {
    const origins: unknown = JSON.parse(parameters.storage.getItem(parameters.key) ?? '[]')
    return Array.isArray(origins) ? origins.filter((origin) => typeof origin === 'string') : []
  } catch {
    // Unreadable or blocked storage: a wallet that remembers nothing asks again, as after a reinstall.
    return []
  }
}

/**
 * The authorisation memory of a test wallet: without `parameters` it remembers nothing (the
 * authorisation lives only as long as the wallet object), with them it keeps the authorised origins
 * in `storage`, so a wallet created again after a page reload starts authorised.
 */
export function createAuthorisationMemory(
  parameters: RememberAuthorisationParameters | undefined,
): AuthorisationMemory {
  if (parameters === undefined) return { isAuthorised: () => false, setAuthorised: () => undefined }
  return {
    isAuthorised: () => readOrigins(parameters).includes(parameters.origin),
    setAuthorised: (authorised) => {
      const others = readOrigins(parameters).filter((origin) => origin !== parameters.origin)
      try {
        parameters.storage.setItem(
          parameters.key,
          JSON.stringify(authorised ? [...others, parameters.origin] : others),
        )
      } catch {
        // A full or blocked storage: the authorisation still holds for this wallet object.
      }
    },
  }
}
