import type { IdentifierString, WalletIcon } from '@wallet-standard/base'

/** The global the binding of `installSolanaTestWallet` is exposed as in the page. */
export const SOLANA_TEST_WALLET_BINDING_NAME = '__atriumSolanaTestWalletRequest'

/** The page global holding the in-page wallet and the `emit` entry point for wallet changes. */
export const SOLANA_TEST_WALLET_PAGE_GLOBAL = '__atriumSolanaTestWallet'

export type GetSolanaTestWalletInitScriptParameters = {
  /** Wallet Standard name of the in-page wallet. */
  readonly name: string
  /** Wallet Standard icon (a base64 `data:image/…` URI). */
  readonly icon: WalletIcon
  /** The Wallet Standard chains the wallet announces. */
  readonly chains: readonly IdentifierString[]
  readonly bindingName?: string | undefined
  readonly globalName?: string | undefined
}

/**
 * The page side of the Solana test wallet, as plain JavaScript run by `page.addInitScript` in each
 * new document (so it must not depend on a bundler or on anything the page loads). It:
 * - defines a Wallet Standard wallet whose feature methods call the Playwright binding with bytes
 *   as base64 (see `answerSolanaTestWalletRequest` for the calls); the binding answers `{ result }`
 *   or `{ error: { code, message, data } }` (a thrown binding error would lose `code`), rethrown as
 *   `Error`s carrying `code` and `data`, as Phantom rejects;
 * - keeps the authorised accounts (frozen objects, one per account, so apps may compare them by
 *   identity), set by connect / sign-in answers and by `window[globalName].emit({ accounts })`,
 *   which the Node side calls through `page.evaluate` on each wallet change; `standard:events`
 *   listeners hear a change when the accounts differ;
 * - registers through the Wallet Standard window protocol: dispatches
 *   `wallet-standard:register-wallet` and answers every `wallet-standard:app-ready`.
 * It runs in the top frame only: wallet changes are pushed to the main frame.
 */
const PAGE_SCRIPT = `(function (config) {
  'use strict';
  if (window.top !== window) return;
  if (Object.prototype.hasOwnProperty.call(window, config.globalName)) return;
  var accounts = Object.freeze([]);
  var accountCache = {};
  var listeners = [];
  function toBase64(bytes) {
    var binary = '';
    for (var i = 0; i < bytes.length; i++) binary += String.fromCharCode(bytes[i]);
    return btoa(binary);
  }
  function fromBase64(text) {
    var binary = atob(text);
    var bytes = new Uint8Array(binary.length);
    for (var i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
    return bytes;
  }
  function toAccount(data) {
    var key = JSON.stringify(data);
    if (!accountCache[key]) {
      var account = {
        address: data.address,
        publicKey: fromBase64(data.publicKey),
        chains: Object.freeze(data.chains.slice()),
        features: Object.freeze(data.features.slice())
      };
      if (data.label !== undefined) account.label = data.label;
      accountCache[key] = Object.freeze(account);
    }
    return accountCache[key];
  }
  function setAccounts(list) {
    var next = Object.freeze(list.map(toAccount));
    var changed = next.length !== accounts.length || next.some(function (account, index) { return account !== accounts[index]; });
    accounts = next;
    return changed;
  }
  function emitChange() {
    var list = listeners.slice();
    for (var i = 0; i < list.length; i++) {
      try { list[i]({ accounts: accounts }); } catch (error) { setTimeout(function () { throw error; }); }
    }
  }
  function toError(error) {
    var failure = new Error(error && typeof error.message === 'string' ? error.message : 'Unknown error');
    failure.code = error && typeof error.code === 'number' ? error.code : -32603;
    if (error && error.data !== undefined) failure.data = error.data;
    return failure;
  }
  function call(method, params) {
    var binding = window[config.bindingName];
    if (typeof binding !== 'function') {
      return Promise.reject(toError({ code: 4900, message: 'The test wallet is not reachable' }));
    }
    var payload = params === undefined ? { method: method } : { method: method, params: params };
    return Promise.resolve(binding(payload)).then(function (answer) {
      if (answer && answer.error) throw toError(answer.error);
      return answer ? answer.result : undefined;
    });
  }
  function addressOf(account) {
    return account && typeof account.address === 'string' ? account.address : '';
  }
  function toTransactionInput(input) {
    var wire = { address: addressOf(input.account), transaction: toBase64(input.transaction) };
    if (input.chain !== undefined) wire.chain = input.chain;
    if (input.options !== undefined) wire.options = input.options;
    return wire;
  }
  function toSignedOutput(output) {
    return { signedMessage: fromBase64(output.signedMessage), signature: fromBase64(output.signature), signatureType: output.signatureType };
  }
  var versions = Object.freeze(['legacy', 0]);
  var features = Object.freeze({
    'standard:connect': { version: '1.0.0', connect: function (input) {
      return call('connect', { silent: !!(input && input.silent) }).then(function (result) {
        if (setAccounts(result.accounts)) emitChange();
        return { accounts: accounts };
      });
    } },
    'standard:disconnect': { version: '1.0.0', disconnect: function () {
      return call('disconnect').then(function () {
        if (setAccounts([])) emitChange();
      });
    } },
    'standard:events': { version: '1.0.0', on: function (event, listener) {
      if (event !== 'change') return function () {};
      listeners.push(listener);
      return function () {
        var index = listeners.indexOf(listener);
        if (index !== -1) listeners.splice(index, 1);
      };
    } },
    'solana:signMessage': { version: '1.1.0', signMessage: function () {
      var inputs = Array.prototype.slice.call(arguments);
      return call('signMessage', inputs.map(function (input) {
        return { address: addressOf(input.account), message: toBase64(input.message) };
      })).then(function (outputs) { return outputs.map(toSignedOutput); });
    } },
    'solana:signTransaction': { version: '1.0.0', supportedTransactionVersions: versions, signTransaction: function () {
      var inputs = Array.prototype.slice.call(arguments);
      return call('signTransaction', inputs.map(toTransactionInput)).then(function (outputs) {
        return outputs.map(function (output) { return { signedTransaction: fromBase64(output.signedTransaction) }; });
      });
    } },
    'solana:signAndSendTransaction': { version: '1.0.0', supportedTransactionVersions: versions, signAndSendTransaction: function () {
      var inputs = Array.prototype.slice.call(arguments);
      return call('signAndSendTransaction', inputs.map(toTransactionInput)).then(function (outputs) {
        return outputs.map(function (output) { return { signature: fromBase64(output.signature) }; });
      });
    } },
    'solana:signIn': { version: '1.0.0', signIn: function () {
      var inputs = Array.prototype.slice.call(arguments).map(function (input) {
        var copy = JSON.parse(JSON.stringify(input || {}));
        if (copy.domain === undefined) copy.domain = window.location.host;
        return copy;
      });
      return call('signIn', inputs).then(function (outputs) {
        if (outputs.length > 0 && setAccounts([outputs[0].account])) emitChange();
        return outputs.map(function (output) {
          var signed = toSignedOutput(output);
          signed.account = toAccount(output.account);
          return signed;
        });
      });
    } }
  });
  var wallet = Object.freeze({
    version: '1.0.0',
    name: config.name,
    icon: config.icon,
    chains: Object.freeze(config.chains.slice()),
    features: features,
    get accounts() { return accounts; }
  });
  Object.defineProperty(window, config.globalName, {
    configurable: true,
    value: {
      wallet: wallet,
      emit: function (properties) {
        if (properties && Array.isArray(properties.accounts) && setAccounts(properties.accounts)) emitChange();
      }
    }
  });
  function register(api) {
    if (api && typeof api.register === 'function') api.register(wallet);
  }
  window.addEventListener('wallet-standard:app-ready', function (event) { register(event.detail); });
  window.dispatchEvent(new CustomEvent('wallet-standard:register-wallet', { detail: register }));
})`

/**
 * The init script `installSolanaTestWallet` adds to a page (see `PAGE_SCRIPT` above for what it
 * does), with its configuration inlined as JSON.
 */
export function getSolanaTestWalletInitScript(parameters: GetSolanaTestWalletInitScriptParameters): string {
  const config = {
    name: parameters.name,
    icon: parameters.icon,
    chains: [...parameters.chains],
    bindingName: parameters.bindingName ?? SOLANA_TEST_WALLET_BINDING_NAME,
    globalName: parameters.globalName ?? SOLANA_TEST_WALLET_PAGE_GLOBAL,
  }
  return `${PAGE_SCRIPT}(${JSON.stringify(config)});\n`
}
