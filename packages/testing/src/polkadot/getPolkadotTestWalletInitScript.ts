/** The prefix of the binding and page global of an installed Polkadot test extension. */
export const POLKADOT_TEST_WALLET_BINDING_PREFIX = '__atriumPolkadotTestWallet_'

/** The binding (and page global) name of the extension injected under `extensionName`. */
export function getPolkadotTestWalletBindingName(extensionName: string): string {
  return `${POLKADOT_TEST_WALLET_BINDING_PREFIX}${extensionName.replace(/[^A-Za-z0-9_$]/g, '_')}`
}

export type GetPolkadotTestWalletInitScriptParameters = {
  /** The key under `window.injectedWeb3`. */
  readonly extensionName: string
  /** The `version` the extension reports. */
  readonly version: string
  /** The Playwright binding the page calls; `getPolkadotTestWalletBindingName(extensionName)` by default. */
  readonly bindingName?: string | undefined
  /** The page global receiving account changes; the binding name with a `Page` suffix by default. */
  readonly globalName?: string | undefined
}

/**
 * The page side of the Polkadot test extension, as plain JavaScript run by `page.addInitScript`
 * in each new document (no bundler, nothing from the page). It:
 * - sets `window.injectedWeb3[extensionName] = { version, enable }` as extensions do, keeping any
 *   other extension already there;
 * - makes `enable(originName)` ask the binding, then resolve `{ accounts: { get, subscribe },
 *   signer: { signPayload, signRaw } }` whose calls go to the binding too; the binding answers
 *   `{ result }` or `{ error: { message } }` (a thrown binding error would lose the extension's
 *   text), and errors are rethrown as `Error(message)`, so 'Cancelled' stays 'Cancelled';
 * - feeds `accounts.subscribe` callbacks with the current list at once, then with the lists the
 *   Node side pushes through `window[globalName].emitAccounts(list)`.
 * It runs in the top frame only, like the binding's account pushes.
 */
const PAGE_SCRIPT = `(function (config) {
  'use strict';
  if (window.top !== window) return;
  if (Object.prototype.hasOwnProperty.call(window, config.globalName)) return;
  var subscribers = [];
  function call(method, params) {
    var binding = window[config.bindingName];
    if (typeof binding !== 'function') return Promise.reject(new Error('The test extension is not reachable'));
    return Promise.resolve(binding({ method: method, params: params })).then(function (answer) {
      if (answer && answer.error) throw new Error(typeof answer.error.message === 'string' ? answer.error.message : 'Unknown error');
      return answer ? answer.result : undefined;
    });
  }
  function deliver(callback, list) {
    try {
      var result = callback(list);
      if (result && typeof result.then === 'function') result.then(undefined, function (error) { setTimeout(function () { throw error; }); });
    } catch (error) {
      setTimeout(function () { throw error; });
    }
  }
  var injected = {
    accounts: {
      get: function (anyType) { return call('accounts.get', { anyType: anyType === true }); },
      subscribe: function (callback) {
        subscribers.push(callback);
        call('accounts.get', { anyType: false }).then(function (list) {
          if (subscribers.indexOf(callback) !== -1) deliver(callback, list);
        }, function () {
          if (subscribers.indexOf(callback) !== -1) deliver(callback, []);
        });
        return function () {
          var index = subscribers.indexOf(callback);
          if (index !== -1) subscribers.splice(index, 1);
        };
      }
    },
    signer: {
      signPayload: function (payload) { return call('signer.signPayload', payload); },
      signRaw: function (raw) { return call('signer.signRaw', raw); }
    }
  };
  Object.defineProperty(window, config.globalName, {
    configurable: true,
    value: {
      emitAccounts: function (list) {
        var current = subscribers.slice();
        for (var i = 0; i < current.length; i++) deliver(current[i], list.slice());
      }
    }
  });
  window.injectedWeb3 = window.injectedWeb3 || {};
  window.injectedWeb3[config.extensionName] = {
    version: config.version,
    enable: function (origin) {
      return call('enable', { origin: origin }).then(function () { return injected; });
    }
  };
})`

/**
 * The init script `installPolkadotTestWallet` adds to a page (see `PAGE_SCRIPT` above for what it
 * does), with its configuration inlined as JSON.
 */
export function getPolkadotTestWalletInitScript(
  parameters: GetPolkadotTestWalletInitScriptParameters,
): string {
  const bindingName = parameters.bindingName ?? getPolkadotTestWalletBindingName(parameters.extensionName)
  const config = {
    extensionName: parameters.extensionName,
    version: parameters.version,
    bindingName,
    globalName: parameters.globalName ?? `${bindingName}Page`,
  }
  return `${PAGE_SCRIPT}(${JSON.stringify(config)});\n`
}
