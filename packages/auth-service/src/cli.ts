import { AuthServiceConfigError, readAuthServiceConfig } from './config/readAuthServiceConfig.js'
import { startAuthService } from './startAuthService.js'

try {
  const service = await startAuthService({
    config: readAuthServiceConfig({ argv: process.argv.slice(2), env: process.env }),
  })
  const stop = () => {
    void service.stop().then(() => process.exit(0))
  }
  process.once('SIGINT', stop)
  process.once('SIGTERM', stop)
} catch (error) {
  process.stderr.write(`${error instanceof AuthServiceConfigError ? error.message : String(error)}\n`)
  process.exit(1)
}
