/**
 * Where Atrium keeps its browser-stored items (SPEC §3): localStorage, cookies for SSR, or memory.
 *
 * The interface is synchronous on purpose: every backend we ship (Web Storage, a cookie string,
 * a `Map`) answers synchronously, and a synchronous read lets stores hydrate before the first
 * render. A backend may throw (quota exceeded, storage disabled, SecurityError in a sandboxed
 * frame): `createAtriumStorage` catches and logs every such failure (STORE-019), so implementations
 * need no error handling of their own.
 */
export type StorageBackend = {
  /** The stored string, or `null` when the key is absent. */
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
}
