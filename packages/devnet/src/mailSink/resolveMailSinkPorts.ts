import { DEFAULT_EVM_PORT_BASE } from '../evm/defaultEvmChains.js'
import { type ResolveServicePortParameters, resolveServicePort } from '../resolveServicePort.js'

/** The mail sink's SMTP server listens `MAIL_SINK_PORT_OFFSET` ports above the first EVM chain; its mailbox API on the next one. */
export const MAIL_SINK_PORT_OFFSET = 70

/** Port of the mail sink's SMTP server with the default port base: `smtp://127.0.0.1:8615`. */
export const DEFAULT_MAIL_SINK_SMTP_PORT = DEFAULT_EVM_PORT_BASE + MAIL_SINK_PORT_OFFSET
/** Port of the dev mailbox's HTTP API with the default port base: `http://127.0.0.1:8616`. */
export const DEFAULT_MAILBOX_PORT = DEFAULT_MAIL_SINK_SMTP_PORT + 1

export type ResolveMailSinkPortsParameters = Pick<ResolveServicePortParameters, 'portBase'> & {
  smtpPort?: number | 'auto' | undefined
  httpPort?: number | 'auto' | undefined
}

/** The SMTP and mailbox ports: their own, else `portBase + 70` and `+ 71`; `'auto'` means pick a free one. */
export function resolveMailSinkPorts(parameters: ResolveMailSinkPortsParameters = {}): {
  smtpPort: number | 'auto'
  httpPort: number | 'auto'
} {
  const { portBase } = parameters
  return {
    smtpPort: resolveServicePort({
      port: parameters.smtpPort,
      portBase,
      offset: MAIL_SINK_PORT_OFFSET,
      service: 'mail sink',
      parameter: 'mailSink.smtpPort',
    }),
    httpPort: resolveServicePort({
      port: parameters.httpPort,
      portBase,
      offset: MAIL_SINK_PORT_OFFSET + 1,
      service: 'dev mailbox',
      parameter: 'mailSink.httpPort',
    }),
  }
}
