import { defineConfig } from 'vite'
import { atriumDevnet } from './devnetPlugin.js'

export default defineConfig({
  plugins: [atriumDevnet()],
  server: { host: '127.0.0.1', port: 5173 },
  preview: { host: '127.0.0.1', port: 4173 },
})
