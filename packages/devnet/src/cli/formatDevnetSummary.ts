import { DEV_ACCOUNT_BALANCE_ETH, DEV_MNEMONIC } from '../accounts/devAccounts.js'
import type { BitcoinDevAccount } from '../bitcoin/bitcoinDevAccounts.js'
import type { PolkadotDevAccount } from '../polkadot/polkadotDevAccounts.js'
import type { SolanaDevAccount } from '../solana/solanaDevAccounts.js'
import type { Devnet } from '../startDevnet.js'
import { formatTable } from './formatTable.js'

/** How many accounts of each non-EVM chain the summary lists (all are in `@atrium/devnet`). */
const LISTED_ACCOUNTS = 3

export type FormatDevnetSummaryParameters = {
  devnet: Pick<Devnet, 'services' | 'accounts'> & {
    /** Funded accounts of the chains that run, when they run. */
    readonly solanaAccounts?: readonly SolanaDevAccount[] | undefined
    readonly bitcoinAccounts?: readonly BitcoinDevAccount[] | undefined
    readonly polkadotAccounts?: readonly PolkadotDevAccount[] | undefined
  }
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
  const sections = [
    section(
      'Solana accounts (1000 SOL each; keys in SOLANA_DEV_ACCOUNTS):',
      ['#', 'Address'],
      devnet.solanaAccounts?.map((account) => [account.address]),
    ),
    section(
      'Bitcoin regtest accounts (funded payment addresses):',
      ['#', 'Payment address', 'Ordinals address', 'WIF'],
      devnet.bitcoinAccounts?.map((account) => [
        account.paymentAddress,
        account.ordinalsAddress,
        account.wif,
      ]),
    ),
    section(
      'Polkadot accounts (1000 ROC each; the chain starts on its first connection):',
      ['#', 'Address', 'Secret URI'],
      devnet.polkadotAccounts?.map((account) => [account.address, account.uri]),
    ),
  ].flat()
  return [
    `Atrium devnet is up: ${devnet.services.length} services in ${startDurationMs} ms.`,
    '',
    services,
    '',
    `Funded accounts on every EVM chain (${DEV_ACCOUNT_BALANCE_ETH} ETH each, mnemonic "${DEV_MNEMONIC}"):`,
    '',
    accounts,
    '',
    ...sections,
    'Press Ctrl-C to stop.',
  ].join('\n')
}

/** A titled table of the first accounts of a chain, or nothing when the chain does not run. */
function section(title: string, header: string[], rows: string[][] | undefined): string[] {
  if (rows === undefined || rows.length === 0) return []
  const listed = rows.slice(0, LISTED_ACCOUNTS).map((row, index) => [String(index), ...row])
  return [title, '', formatTable([header, ...listed]), '']
}
