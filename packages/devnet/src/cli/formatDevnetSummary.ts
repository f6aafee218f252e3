import { DEV_ACCOUNT_BALANCE_ETH, DEV_MNEMONIC } from '../accounts/devAccounts.js'
import type { Devnet } from '../startDevnet.js'
import { formatTable } from './formatTable.js'

export type FormatDevnetSummaryParameters = {
  devnet: Pick<Devnet, 'services' | 'accounts'>
  /** Wall time `startDevnet` took. */
  startDurationMs: number
}

/** What `atrium-devnet up` prints once everything answers: services, URLs and funded accounts. */
export function formatDevnetSummary(parameters: FormatDevnetSummaryParameters): string {
  const { devnet, startDurationMs } = parameters
  const services = formatTable([
    ['Service', 'Network', 'URL'],
    ...devnet.services.map((service) => [service.name, service.networkId ?? '-', service.url]),
  ])
  const accounts = formatTable([
    ['#', 'Address', 'Private key'],
    ...devnet.accounts.map((account, index) => [String(index), account.address, account.privateKey]),
  ])
  return [
    `Atrium devnet is up: ${devnet.services.length} services in ${startDurationMs} ms.`,
    '',
    services,
    '',
    `Funded accounts on every EVM chain (${DEV_ACCOUNT_BALANCE_ETH} ETH each, mnemonic "${DEV_MNEMONIC}"):`,
    '',
    accounts,
    '',
    'Press Ctrl-C to stop.',
  ].join('\n')
}
