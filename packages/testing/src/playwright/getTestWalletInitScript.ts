import type { Eip6963ProviderInfo } from '../wallet/announceProvider.js'

/** The global the binding of `installTestWallet` is exposed as in the page. */
export const TEST_WALLET_BINDING_NAME = '__atriumTestWalletRequest'

/** The page global holding the in-page provider and the `emit` entry point for wallet events. */
export const TEST_WALLET_PAGE_GLOBAL = '__atriumTestWallet'

export type GetTestWalletInitScriptParameters = {
  /** EIP-6963 info announced for the wallet. */
  readonly info: Eip6963ProviderInfo
  /** Also set `window.ethereum` (the legacy injected provider). Default false: EIP-6963 only. */
  readonly windowEthereum?: boolean | undefined
  readonly bindingName?: string | undefined
  readonly globalName?: string | undefined
}

/**
 * The page side of the test wallet, as plain JavaScript run by `page.addInitScript` in
 * each new document (so it must not depend on a bundler or on anything the page loads). It:
 * - defines an EIP-1193 provider whose `request` calls the Playwright binding, which answers
 *   `{ result }` or `{ error: { code, message, data } }` (a thrown binding error would lose `code`),
 *   and rethrows errors as `Error`s carrying `code` and `data`;
 * - keeps `on` / `removeListener` listeners, fed by `window[globalName].emit(event, payload)`,
 *   which the Node side calls through `page.evaluate` for each wallet event;
 * - announces the provider through EIP-6963 at once and on every `eip6963:requestProvider`.
 * It runs in the top frame only: wallet events are pushed to the main frame.
 */
const PAGE_SCRIPT = `(function (config) {
  'use strict';
  if (window.top !== window) return;
  if (Object.prototype.hasOwnProperty.call(window, config.globalName)) return;
  var listeners = {};
  function toError(error) {
    var failure = new Error(error && typeof error.message === 'string' ? error.message : 'Unknown error');
    failure.code = error && typeof error.code === 'number' ? error.code : -32603;
    if (error && error.data !== undefined) failure.data = error.data;
    return failure;
  }
  function removeListener(event, listener) {
    var list = listeners[event];
    if (list) {
      var index = list.indexOf(listener);
      if (index !== -1) list.splice(index, 1);
    }
    return provider;
  }
  var provider = {
    isAtriumTestWallet: true,
    request: function (args) {
      if (!args || typeof args !== 'object' || typeof args.method !== 'string') {
        return Promise.reject(toError({ code: -32600, message: 'Expected { method, params? }' }));
      }
      var call = window[config.bindingName];
      if (typeof call !== 'function') {
        return Promise.reject(toError({ code: 4900, message: 'The test wallet is not reachable' }));
      }
      var payload = args.params === undefined ? { method: args.method } : { method: args.method, params: args.params };
      return Promise.resolve(call(payload)).then(function (answer) {
        if (answer && answer.error) throw toError(answer.error);
        return answer ? answer.result : undefined;
      });
    },
    on: function (event, listener) {
      (listeners[event] = listeners[event] || []).push(listener);
      return provider;
    },
    removeListener: removeListener,
    off: removeListener
  };
  Object.defineProperty(window, config.globalName, {
    configurable: true,
    value: {
      provider: provider,
      emit: function (event, payload) {
        var value = event === 'disconnect' ? toError(payload) : payload;
        var list = (listeners[event] || []).slice();
        for (var i = 0; i < list.length; i++) {
          try { list[i](value); } catch (error) { setTimeout(function () { throw error; }); }
        }
      }
    }
  });
  var detail = Object.freeze({ info: Object.freeze(config.info), provider: provider });
  function announce() {
    window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail: detail }));
  }
  window.addEventListener('eip6963:requestProvider', announce);
  announce();
  if (config.windowEthereum) window.ethereum = provider;
})`

/**
 * The init script `installTestWallet` adds to a page (see `PAGE_SCRIPT` above for what it does),
 * with its configuration inlined as JSON.
 */
export function getTestWalletInitScript(parameters: GetTestWalletInitScriptParameters): string {
  const config = {
    info: {
      uuid: parameters.info.uuid,
      name: parameters.info.name,
      icon: parameters.info.icon,
      rdns: parameters.info.rdns,
    },
    windowEthereum: parameters.windowEthereum ?? false,
    bindingName: parameters.bindingName ?? TEST_WALLET_BINDING_NAME,
    globalName: parameters.globalName ?? TEST_WALLET_PAGE_GLOBAL,
  }
  return `${PAGE_SCRIPT}(${JSON.stringify(config)});\n`
}
