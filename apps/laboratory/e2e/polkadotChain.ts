import { ApiPromise, WsProvider } from '@polkadot/api'
import { E2E_POLKADOT_URL } from './e2ePorts.js'

let api: Promise<ApiPromise> | undefined

/** Free balance in planck of `address`, read from the devnet chain's storage with @polkadot/api. */
export async function readPolkadotPlanck(address: string): Promise<bigint> {
  api ??= ApiPromise.create({
    // @polkadot/api's provider types predate `exactOptionalPropertyTypes`.
    provider: new WsProvider(E2E_POLKADOT_URL.replace('http:', 'ws:')) as unknown as NonNullable<
      NonNullable<Parameters<typeof ApiPromise.create>[0]>['provider']
    >,
    noInitWarn: true,
  })
  const account = (await (await api).query.system.account(address)) as unknown as {
    data: { free: { toBigInt(): bigint } }
  }
  return account.data.free.toBigInt()
}

/** Closes the connection `readPolkadotPlanck` opened, if any (a spec's `afterAll`). */
export async function disconnectPolkadot(): Promise<void> {
  const opened = api
  api = undefined
  await (await opened)?.disconnect()
}
