import {
  DEFAULT_EVM_PORT_BASE,
  DEV_ACCOUNTS,
  type Devnet,
  type DevnetEvmEndpoint,
  getDevnetUrls,
  startDevnet,
} from '@atrium/devnet'
import type { Plugin } from 'vite'
import type { LaboratoryDevnet } from './src/devnet.js'

function portBase(): number {
  const fromEnv = Number(process.env.ATRIUM_DEVNET_PORT_BASE)
  return Number.isInteger(fromEnv) && fromEnv > 0 ? fromEnv : DEFAULT_EVM_PORT_BASE
}

function toLaboratoryDevnet(devnet: {
  evm: readonly DevnetEvmEndpoint[]
  relay?: { url: string } | undefined
}): LaboratoryDevnet {
  const [, devWallet, recipient] = DEV_ACCOUNTS
  return {
    evm: devnet.evm.map(({ chainId, name, rpcUrl }) => ({ chainId, name, rpcUrl })),
    relayUrl: devnet.relay?.url,
    // A funded dev key the page's in-browser test wallet signs with; never a real key.
    devWalletPrivateKey: devWallet?.privateKey ?? '0x',
    recipientAddress: recipient?.address ?? '0x',
  }
}

/**
 * Starts the local devnet with the dev server, so `pnpm lab` is one command, and hands its URLs to
 * the page as `__ATRIUM_DEVNET__`. Builds get the default URLs of a devnet started on its own;
 * `ATRIUM_DEVNET=external` does the same for a dev server whose devnet is already running.
 */
export function atriumDevnet(): Plugin {
  let devnet: Devnet | undefined
  return {
    name: 'atrium-devnet',
    async config(_config, environment) {
      const external =
        environment.command !== 'serve' || environment.isPreview || process.env.ATRIUM_DEVNET === 'external'
      if (external) {
        return {
          define: {
            __ATRIUM_DEVNET__: JSON.stringify(toLaboratoryDevnet(getDevnetUrls({ portBase: portBase() }))),
          },
        }
      }
      devnet = await startDevnet({ portBase: portBase() })
      return { define: { __ATRIUM_DEVNET__: JSON.stringify(toLaboratoryDevnet(devnet)) } }
    },
    configureServer(server) {
      for (const service of devnet?.services ?? [])
        server.config.logger.info(`  devnet  ${service.name.padEnd(24)} ${service.url}`)
      server.httpServer?.once('close', () => void devnet?.stop())
    },
  }
}
