import {
  Button,
  IconButton,
  ModalShell,
  Snackbar,
  Text,
  useIsNarrowViewport,
  WalletListItem,
} from '@atrium/ui'
import { useEffect, useState } from 'react'
import { SAMPLE_WALLET_IMAGE } from './sampleImages.js'

/** A button opening a `ModalShell` in the panel's shadow root, with shake and bottom-sheet toggles. */
export function ModalDemo({ shakeDurationMs }: { shakeDurationMs: number }) {
  const [open, setOpen] = useState(false)
  const [shake, setShake] = useState(false)
  const [forceSheet, setForceSheet] = useState(false)
  const [connecting, setConnecting] = useState<string>()
  const narrowViewport = useIsNarrowViewport()

  useEffect(() => {
    if (!shake) return
    const timer = setTimeout(() => setShake(false), shakeDurationMs)
    return () => clearTimeout(timer)
  }, [shake, shakeDurationMs])

  return (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap', marginBottom: 24 }}>
      <Button onClick={() => setOpen(true)}>Open the modal demo</Button>
      <Button
        variant="secondary"
        onClick={() => {
          setForceSheet(true)
          setOpen(true)
        }}
      >
        Open as a bottom sheet
      </Button>
      <ModalShell
        open={open}
        onClose={() => {
          setOpen(false)
          setForceSheet(false)
          setConnecting(undefined)
        }}
        labelledBy="gallery-modal-title"
        shake={shake}
        narrow={forceSheet || narrowViewport}
        header={
          <>
            <IconButton label="Back" icon="back" onClick={() => setConnecting(undefined)} />
            <div style={{ flex: 1, textAlign: 'center' }}>
              <Text as="h2" variant="title" id="gallery-modal-title">
                Connect wallet
              </Text>
            </div>
            <IconButton label="Close" icon="close" onClick={() => setOpen(false)} />
          </>
        }
      >
        {['Test Wallet', 'Another Wallet', 'Third Wallet'].map((name, index) => (
          <WalletListItem
            key={name}
            name={name}
            imageUrl={index === 0 ? SAMPLE_WALLET_IMAGE : undefined}
            tag={index === 0 ? 'Installed' : index === 1 ? 'Recent' : undefined}
            loading={connecting === name}
            onClick={() => setConnecting(name)}
          />
        ))}
        <Button variant="secondary" onClick={() => setShake(true)}>
          Shake
        </Button>
        <Snackbar
          variant="loading"
          message={`Connecting ${connecting ?? ''}`}
          open={connecting !== undefined}
        />
      </ModalShell>
    </div>
  )
}
