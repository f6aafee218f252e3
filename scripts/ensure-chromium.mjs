// End-to-end tests drive Debian's Chromium: browser downloads are not possible here, so a machine
// without it gets the Debian package (as root directly, otherwise through sudo).
import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'

const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
if (existsSync(path)) process.exit(0)

const asRoot = process.getuid?.() === 0
const prefix = asRoot ? [] : ['sudo', '-n']
const apt = (args) => {
  const [command, ...rest] = [...prefix, 'apt-get', ...args]
  execFileSync(command, rest, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  })
}
console.log(`Chromium not found at ${path}: installing Debian's chromium package for the end-to-end tests`)
try {
  apt(['update', '-qq'])
  apt(['install', '-y', '-qq', '--no-install-recommends', 'chromium'])
} catch {
  console.error(
    'Could not install chromium. Install it yourself (apt-get install chromium) or set CHROMIUM_PATH.',
  )
  process.exit(1)
}
