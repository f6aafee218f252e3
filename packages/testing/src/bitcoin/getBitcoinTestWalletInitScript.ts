import type { BitcoinTestWalletKind } from './createBitcoinTestWallet.js'
import {
  BITCOIN_PROVIDER_LIST_ENTRIES,
  BITCOIN_PROVIDER_PATHS,
  type BitcoinProviderListEntry,
} from './injectBitcoinTestProvider.js'

/** The page global holding, per kind, the in-page provider and the `emit` entry point for its events. */
export const BITCOIN_TEST_WALLET_PAGE_GLOBAL = '__atriumBitcoinTestWallets'

/** The binding a kind's in-page provider calls (one per kind, so several kinds can share a page). */
export function getBitcoinTestWalletBindingName(kind: BitcoinTestWalletKind): string {
  return `__atriumBitcoinTestWallet_${kind}`
}

/** How a kind's provider takes listeners: sats-connect's `addListener`, an emitter's `on`, or not at all. */
export type BitcoinTestWalletEventStyle = 'sats-connect' | 'emitter' | 'none'

export type GetBitcoinTestWalletInitScriptParameters = {
  readonly kind: BitcoinTestWalletKind
  /** The provider's request methods, each forwarded to the Node-side wallet. */
  readonly methods: readonly string[]
  /** The provider's plain (non-function) properties, copied as they are (`isPhantom`). */
  readonly flags?: Readonly<Record<string, unknown>> | undefined
  readonly eventStyle: BitcoinTestWalletEventStyle
}

/**
 * The page side of the Bitcoin test wallet, as plain JavaScript run by `page.addInitScript` in each
 * new document (no bundler, nothing from the page). It defines the kind's provider, whose methods
 * call the Playwright binding (answering `{ result }` or `{ error: { isError, value } }`, so a plain
 * rejection object such as Leather's or Unisat's stays a plain object and an `Error` stays an
 * `Error` with its `code`); `Uint8Array`s cross as `{ __atriumBytes: [...] }`. It keeps the
 * listeners (`addListener` or `on` / `removeListener`), fed by `emit(event, payload)` that the Node
 * side calls through `page.evaluate`, and installs the provider where the real wallet does.
 */
const PAGE_SCRIPT = `(function (config) {
  'use strict';
  if (window.top !== window) return;
  var wallets = window[config.globalName] || (window[config.globalName] = {});
  if (wallets[config.kind]) return;
  var own = Object.prototype.hasOwnProperty;
  var listeners = {};
  function encode(value) {
    if (value instanceof Uint8Array) return { __atriumBytes: Array.prototype.slice.call(value) };
    if (Array.isArray(value)) return value.map(encode);
    if (value && typeof value === 'object') {
      var out = {};
      for (var key in value) if (own.call(value, key)) out[key] = encode(value[key]);
      return out;
    }
    return value;
  }
  function decode(value) {
    if (Array.isArray(value)) return value.map(decode);
    if (value && typeof value === 'object') {
      if (Array.isArray(value.__atriumBytes)) return new Uint8Array(value.__atriumBytes);
      var out = {};
      for (var key in value) if (own.call(value, key)) out[key] = decode(value[key]);
      return out;
    }
    return value;
  }
  function toFailure(error) {
    var value = decode(error && error.value);
    if (!error || !error.isError) return value;
    var failure = new Error(value && typeof value.message === 'string' ? value.message : 'Unknown error');
    for (var key in value) if (own.call(value, key) && key !== 'message') failure[key] = value[key];
    return failure;
  }
  function call(method, args) {
    var binding = window[config.bindingName];
    if (typeof binding !== 'function') {
      return Promise.reject(toFailure({ isError: true, value: { code: 4900, message: 'The test wallet is not reachable' } }));
    }
    return Promise.resolve(binding({ method: method, args: encode(args) })).then(function (answer) {
      if (answer && answer.error) throw toFailure(answer.error);
      return decode(answer ? answer.result : undefined);
    });
  }
  function on(event, listener) { (listeners[event] = listeners[event] || []).push(listener); }
  function off(event, listener) {
    var list = listeners[event];
    if (!list) return;
    var index = list.indexOf(listener);
    if (index !== -1) list.splice(index, 1);
  }
  var provider = {};
  for (var flag in config.flags) if (own.call(config.flags, flag)) provider[flag] = config.flags[flag];
  config.methods.forEach(function (method) {
    provider[method] = function () { return call(method, Array.prototype.slice.call(arguments)); };
  });
  if (config.eventStyle === 'sats-connect') {
    provider.addListener = function (info, callback) {
      var name = typeof info === 'string' ? info : info.eventName;
      var listener = typeof info === 'string' ? callback : info.cb;
      on(name, listener);
      return function () { off(name, listener); };
    };
  }
  if (config.eventStyle === 'emitter') {
    provider.on = function (event, listener) { on(event, listener); return provider; };
    provider.removeListener = function (event, listener) { off(event, listener); return provider; };
    provider.off = provider.removeListener;
  }
  wallets[config.kind] = {
    provider: provider,
    emit: function (event, payload) {
      var value = decode(payload);
      var list = (listeners[event] || []).slice();
      for (var i = 0; i < list.length; i++) {
        try { list[i](value); } catch (error) { setTimeout(function () { throw error; }); }
      }
    }
  };
  var holder = window;
  for (var i = 0; i < config.path.length - 1; i++) {
    var part = config.path[i];
    if (typeof holder[part] !== 'object' || holder[part] === null) holder[part] = {};
    holder = holder[part];
  }
  holder[config.path[config.path.length - 1]] = provider;
  if (config.listEntry) {
    var entries = (window.btc_providers || []).filter(function (entry) { return entry.id !== config.listEntry.id; });
    entries.push(config.listEntry);
    window.btc_providers = entries;
  }
})`

/** The init script `installBitcoinTestWallet` adds to a page (see `PAGE_SCRIPT`), its configuration inlined. */
export function getBitcoinTestWalletInitScript(parameters: GetBitcoinTestWalletInitScriptParameters): string {
  const listEntry: BitcoinProviderListEntry | undefined = BITCOIN_PROVIDER_LIST_ENTRIES[parameters.kind]
  const config = {
    kind: parameters.kind,
    methods: parameters.methods,
    flags: parameters.flags ?? {},
    eventStyle: parameters.eventStyle,
    path: BITCOIN_PROVIDER_PATHS[parameters.kind],
    listEntry: listEntry ?? null,
    bindingName: getBitcoinTestWalletBindingName(parameters.kind),
    globalName: BITCOIN_TEST_WALLET_PAGE_GLOBAL,
  }
  return `${PAGE_SCRIPT}(${JSON.stringify(config)});\n`
}
