import {
  type CaipAddress,
  type CaipNetworkId,
  CONNECTION_STATUSES,
  type ConnectionStatus,
  DEFAULT_SOCIALS,
  isCaipAddress,
  isCaipNetworkId,
  isNamespace,
  type Namespace,
  parseCaipAddress,
  parseCaipNetworkId,
  type SocialProvider,
} from '@atrium/common'
import { normalizeWalletLink } from '../connection/parseWalletLink.js'
import { isWallet } from '../walletDirectory/isWallet.js'
import type { Wallet } from '../walletDirectory/walletSchema.js'
import {
  addConnectedNamespace,
  formatConnectedNamespaces,
  parseConnectedNamespaces,
  removeConnectedNamespace,
} from './connectedNamespaces.js'
import { createSafeStorage, type SafeStorage, type StorageFailure } from './createSafeStorage.js'
import type { CreateServiceStorageParameters } from './createServiceStorage.js'
import { createConsoleLogger } from './Logger.js'
import { readJsonItem, writeJsonItem } from './readJsonItem.js'
import { isArrayOf, isObjectWith, isString } from './shapeGuards.js'
import { getConnectedConnectorIdKey, STORAGE_KEYS } from './storageKeys.js'

/** [STORE-002] The wallet link a user chose to connect with, kept to reopen it later. */
export type DeepLinkChoice = { readonly name: string; readonly href: string }

/** [STORE-004][STORE-005] The stored active network, with a numeric chain id as a number. */
export type StoredActiveCaipNetwork = {
  readonly caipNetworkId: CaipNetworkId
  readonly namespace: Namespace
  readonly chainId: number | string
}

/**
 * The parameters of `createServiceStorage`, so that one storage configuration serves both: only
 * `backend` and `logger` matter here (`sessionBackend` and `clock` are the services' caches').
 */
export type CreateAtriumStorageParameters = CreateServiceStorageParameters

/** A stored link is opened later, so one that storage tampering made unsafe reads as absent. */
const isDeepLinkChoice = isObjectWith<DeepLinkChoice>({
  name: isString,
  href: (value): value is string => typeof value === 'string' && normalizeWalletLink(value) === value,
})
const isRecentWallets = isArrayOf(isWallet)

/** The connected account of each connected namespace, as `createAtriumStorage` keeps it. */
export type ConnectedAccounts = Readonly<Partial<Record<Namespace, CaipAddress>>>

/** Every key a namespace and every value a CAIP address of that namespace. */
function isConnectedAccounts(value: unknown): value is ConnectedAccounts {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.entries(value).every(
      ([namespace, caipAddress]) =>
        isNamespace(namespace) &&
        isCaipAddress(caipAddress) &&
        parseCaipAddress(caipAddress).namespace === namespace,
    )
  )
}

function isConnectionStatus(value: string): value is ConnectionStatus {
  return (CONNECTION_STATUSES as readonly string[]).includes(value)
}

function isSocialProvider(value: string): value is SocialProvider {
  return (DEFAULT_SOCIALS as readonly string[]).includes(value)
}

/** Reads a plain string item; a value failing `isValid` is logged and reads as absent. */
function readChecked<value extends string>(
  safe: SafeStorage,
  key: string,
  failure: StorageFailure,
  isValid: (raw: string) => raw is value,
): value | undefined {
  const raw = safe.read(key, failure)
  if (raw === undefined || isValid(raw)) return raw
  safe.logFailure(failure, { key, details: `unexpected stored value ${JSON.stringify(raw)}` })
  return undefined
}

const anyString = (raw: string): raw is string => true

/**
 * The typed keyed storage of the browser-stored items of SPEC §3 the modal itself reads and
 * writes, all under `STORAGE_KEY_PREFIX` (the services' caches and login data are
 * `createServiceStorage`'s). No method ever throws: a failing backend is logged ('Unable to get active namespace', …) and a
 * read then returns `undefined` (or an empty list), so storage never blocks a flow (STORE-019).
 *
 * @example
 * const storage = createAtriumStorage({ backend: createLocalStorage() })
 * storage.setActiveCaipNetworkId('eip155:10')
 * storage.getActiveCaipNetworkId()?.chainId // 10
 */
export function createAtriumStorage(parameters: CreateAtriumStorageParameters) {
  const safe = createSafeStorage(parameters.backend, parameters.logger ?? createConsoleLogger())
  const keys = STORAGE_KEYS

  const getConnectedNamespaces = (): readonly Namespace[] =>
    parseConnectedNamespaces(
      safe.read(keys.CONNECTED_NAMESPACES, { code: 'STORAGE_GET_CONNECTED_NAMESPACES_FAILED' }),
    )
  const setConnectedNamespaces = (namespaces: readonly Namespace[]): void => {
    const failure = { code: 'STORAGE_SET_CONNECTED_NAMESPACES_FAILED' } as const
    if (namespaces.length === 0) safe.remove(keys.CONNECTED_NAMESPACES, failure)
    else safe.write(keys.CONNECTED_NAMESPACES, formatConnectedNamespaces(namespaces), failure)
  }

  return {
    /** [STORE-002] */
    getDeepLinkChoice: (): DeepLinkChoice | undefined =>
      readJsonItem(safe, keys.DEEP_LINK_CHOICE, isDeepLinkChoice, {
        code: 'STORAGE_GET_DEEP_LINK_FAILED',
      }),
    setDeepLinkChoice: (choice: DeepLinkChoice): void =>
      writeJsonItem(
        safe,
        keys.DEEP_LINK_CHOICE,
        { name: choice.name, href: choice.href },
        {
          code: 'STORAGE_SET_DEEP_LINK_FAILED',
        },
      ),
    removeDeepLinkChoice: (): void =>
      safe.remove(keys.DEEP_LINK_CHOICE, { code: 'STORAGE_REMOVE_DEEP_LINK_FAILED' }),

    /** [STORE-003] */
    getActiveNamespace: (): Namespace | undefined =>
      readChecked(safe, keys.ACTIVE_NAMESPACE, { code: 'STORAGE_GET_ACTIVE_NAMESPACE_FAILED' }, isNamespace),
    setActiveNamespace: (namespace: Namespace): void =>
      safe.write(keys.ACTIVE_NAMESPACE, namespace, { code: 'STORAGE_SET_ACTIVE_NAMESPACE_FAILED' }),

    /** [STORE-004][STORE-005] A numeric chain id is returned as a number (`'eip155:1'` → `1`). */
    getActiveCaipNetworkId: (): StoredActiveCaipNetwork | undefined => {
      const failure = { code: 'STORAGE_GET_ACTIVE_CAIP_NETWORK_ID_FAILED' } as const
      const raw = readChecked(safe, keys.ACTIVE_CAIP_NETWORK_ID, failure, isCaipNetworkId)
      if (raw === undefined) return undefined
      const { namespace, chainId } = parseCaipNetworkId(raw)
      return { caipNetworkId: raw, namespace, chainId }
    },
    setActiveCaipNetworkId: (caipNetworkId: CaipNetworkId): void =>
      safe.write(keys.ACTIVE_CAIP_NETWORK_ID, caipNetworkId, {
        code: 'STORAGE_SET_ACTIVE_CAIP_NETWORK_ID_FAILED',
      }),
    removeActiveCaipNetworkId: (): void =>
      safe.remove(keys.ACTIVE_CAIP_NETWORK_ID, { code: 'STORAGE_REMOVE_ACTIVE_CAIP_NETWORK_ID_FAILED' }),

    /** [STORE-006] The list as stored; the prepend / max-2 rule (CONNECTOR-015/016) is the caller's. */
    getRecentWallets: (): readonly Wallet[] =>
      readJsonItem(safe, keys.RECENT_WALLETS, isRecentWallets, {
        code: 'STORAGE_GET_RECENT_WALLETS_FAILED',
      }) ?? [],
    setRecentWallets: (wallets: readonly Wallet[]): void =>
      writeJsonItem(safe, keys.RECENT_WALLETS, wallets, { code: 'STORAGE_SET_RECENT_WALLETS_FAILED' }),

    /** [STORE-007] */
    getConnectedConnectorId: (namespace: Namespace): string | undefined =>
      readChecked(
        safe,
        getConnectedConnectorIdKey(namespace),
        { code: 'STORAGE_GET_CONNECTED_CONNECTOR_ID_FAILED' },
        anyString,
      ),
    setConnectedConnectorId: (namespace: Namespace, connectorId: string): void =>
      safe.write(getConnectedConnectorIdKey(namespace), connectorId, {
        code: 'STORAGE_SET_CONNECTED_CONNECTOR_ID_FAILED',
      }),
    removeConnectedConnectorId: (namespace: Namespace): void =>
      safe.remove(getConnectedConnectorIdKey(namespace), {
        code: 'STORAGE_REMOVE_CONNECTED_CONNECTOR_ID_FAILED',
      }),

    /** [STORE-008] */
    getConnectedSocialProvider: (): SocialProvider | undefined =>
      readChecked(
        safe,
        keys.CONNECTED_SOCIAL_PROVIDER,
        { code: 'STORAGE_GET_SOCIAL_PROVIDER_FAILED' },
        isSocialProvider,
      ),
    setConnectedSocialProvider: (provider: SocialProvider): void =>
      safe.write(keys.CONNECTED_SOCIAL_PROVIDER, provider, { code: 'STORAGE_SET_SOCIAL_PROVIDER_FAILED' }),
    removeConnectedSocialProvider: (): void =>
      safe.remove(keys.CONNECTED_SOCIAL_PROVIDER, { code: 'STORAGE_REMOVE_SOCIAL_PROVIDER_FAILED' }),
    getConnectedSocialUsername: (): string | undefined =>
      readChecked(
        safe,
        keys.CONNECTED_SOCIAL_USERNAME,
        { code: 'STORAGE_GET_SOCIAL_USERNAME_FAILED' },
        anyString,
      ),
    setConnectedSocialUsername: (username: string): void =>
      safe.write(keys.CONNECTED_SOCIAL_USERNAME, username, { code: 'STORAGE_SET_SOCIAL_USERNAME_FAILED' }),
    removeConnectedSocialUsername: (): void =>
      safe.remove(keys.CONNECTED_SOCIAL_USERNAME, { code: 'STORAGE_REMOVE_SOCIAL_USERNAME_FAILED' }),

    /** [STORE-009] */
    getConnectionStatus: (): ConnectionStatus | undefined =>
      readChecked(
        safe,
        keys.CONNECTION_STATUS,
        { code: 'STORAGE_GET_CONNECTION_STATUS_FAILED' },
        isConnectionStatus,
      ),
    setConnectionStatus: (status: ConnectionStatus): void =>
      safe.write(keys.CONNECTION_STATUS, status, { code: 'STORAGE_SET_CONNECTION_STATUS_FAILED' }),

    /** [STORE-010][STORE-011] Stored comma-joined, without duplicates; an empty list removes the key. */
    getConnectedNamespaces,
    setConnectedNamespaces,
    addConnectedNamespace: (namespace: Namespace): void =>
      setConnectedNamespaces(addConnectedNamespace(getConnectedNamespaces(), namespace)),
    removeConnectedNamespace: (namespace: Namespace): void =>
      setConnectedNamespaces(removeConnectedNamespace(getConnectedNamespaces(), namespace)),

    /**
     * The connected account of each connected namespace (not a spec §3 item, see
     * `STORAGE_KEYS.CONNECTED_ACCOUNTS`); an empty object removes the key.
     */
    getConnectedAccounts: (): ConnectedAccounts =>
      readJsonItem(safe, keys.CONNECTED_ACCOUNTS, isConnectedAccounts, {
        code: 'STORAGE_GET_CONNECTED_ACCOUNTS_FAILED',
      }) ?? {},
    setConnectedAccounts: (accounts: ConnectedAccounts): void => {
      const failure = { code: 'STORAGE_SET_CONNECTED_ACCOUNTS_FAILED' } as const
      if (Object.keys(accounts).length === 0) safe.remove(keys.CONNECTED_ACCOUNTS, failure)
      else writeJsonItem(safe, keys.CONNECTED_ACCOUNTS, accounts, failure)
    },

    /** [STORE-012] */
    getTelegramSocialProvider: (): SocialProvider | undefined =>
      readChecked(
        safe,
        keys.TELEGRAM_SOCIAL_PROVIDER,
        { code: 'STORAGE_GET_TELEGRAM_SOCIAL_PROVIDER_FAILED' },
        isSocialProvider,
      ),
    setTelegramSocialProvider: (provider: SocialProvider): void =>
      safe.write(keys.TELEGRAM_SOCIAL_PROVIDER, provider, {
        code: 'STORAGE_SET_TELEGRAM_SOCIAL_PROVIDER_FAILED',
      }),
    removeTelegramSocialProvider: (): void =>
      safe.remove(keys.TELEGRAM_SOCIAL_PROVIDER, { code: 'STORAGE_REMOVE_TELEGRAM_SOCIAL_PROVIDER_FAILED' }),
  }
}

/** The keyed storage made by `createAtriumStorage`. */
export type AtriumStorage = ReturnType<typeof createAtriumStorage>
