import { cookieToInitialState } from '@atrium/appkit'
import { headers } from 'next/headers'
import type { ReactNode } from 'react'
import { cookieToInitialState as cookieToWagmiState } from 'wagmi'
import { readConfig } from './config'
import { createAdapter } from './networks'
import { Providers } from './Providers'

export const metadata = { title: 'Atrium on Next.js' }

// biome-ignore lint/style/noDefaultExport: Next.js renders a layout module's default export.
export default async function RootLayout({ children }: { readonly children: ReactNode }) {
  const cookie = (await headers()).get('cookie')
  const config = readConfig()
  return (
    <html lang="en">
      <body>
        <Providers
          config={config}
          initialState={cookieToInitialState(cookie)}
          wagmiState={cookieToWagmiState(createAdapter(config.rpcUrls).wagmiConfig, cookie)}
        >
          {children}
        </Providers>
      </body>
    </html>
  )
}
