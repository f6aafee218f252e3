import { NETWORKS } from '@atrium/common'
import { cleanup, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { NETWORK_ICONS } from '../../src/icons/networkIcons.js'
import { useNetworkImageUrl } from '../../src/icons/useNetworkImageUrl.js'

afterEach(cleanup)

function NetworkImageUrl(props: { readonly imageId: string | undefined; readonly imageUrl?: string }) {
  const url = useNetworkImageUrl({ assets: { imageId: props.imageId, imageUrl: props.imageUrl } })
  return <output>{url ?? 'none'}</output>
}

describe('network icons', () => {
  it('every catalogue network has an icon: a parseable SVG', () => {
    const parser = new DOMParser()
    for (const network of NETWORKS) {
      const icon = NETWORK_ICONS[network.assets.imageId]
      expect(icon, network.name).toMatch(/^data:image\/svg\+xml,/)
      const svg = decodeURIComponent((icon ?? '').slice('data:image/svg+xml,'.length))
      const document = parser.parseFromString(svg, 'image/svg+xml')
      expect(document.querySelector('parsererror'), network.name).toBeNull()
      expect(document.documentElement.getAttribute('viewBox')).toBe('0 0 40 40')
    }
  })

  it("a catalogue network's image is its icon once the icons have loaded", async () => {
    render(<NetworkImageUrl imageId="network-solana" />)
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(NETWORK_ICONS['network-solana']))
  })

  it("a network's own image URL wins; an unknown network has none (its initial is shown)", async () => {
    render(<NetworkImageUrl imageId="network-ethereum" imageUrl="https://example.org/eth.png" />)
    expect(screen.getByRole('status').textContent).toBe('https://example.org/eth.png')
    cleanup()
    render(<NetworkImageUrl imageId="network-unknown" />)
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('none'))
    render(<NetworkImageUrl imageId={undefined} />)
    expect(screen.getAllByRole('status').at(-1)?.textContent).toBe('none')
  })
})
