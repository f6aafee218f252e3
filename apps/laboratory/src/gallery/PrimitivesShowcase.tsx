import {
  Avatar,
  Button,
  ICON_NAMES,
  Icon,
  IconButton,
  Input,
  Link,
  ListItem,
  NetworkImage,
  QrCode,
  Skeleton,
  Snackbar,
  Spinner,
  Text,
  WalletListItem,
} from '@atrium/ui'
import { type ReactNode, useState } from 'react'
import {
  BROKEN_IMAGE,
  SAMPLE_ADDRESSES,
  SAMPLE_NETWORK_IMAGE,
  SAMPLE_WALLET_IMAGE,
  SAMPLE_WALLETCONNECT_URI,
} from './sampleImages.js'

const row = { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 8 } as const

function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 8, marginBottom: 24 }}>
      <Text as="h3" variant="title">
        {title}
      </Text>
      {children}
    </div>
  )
}

/** Every primitive of `@atrium/ui`, in the theme of the shadow root it renders in. */
export function PrimitivesShowcase() {
  const [email, setEmail] = useState('')
  const [clicks, setClicks] = useState(0)
  const [snackbarOpen, setSnackbarOpen] = useState(true)
  return (
    <>
      <Group title="Buttons">
        <div style={row}>
          <Button onClick={() => setClicks(clicks + 1)}>Main ({clicks})</Button>
          <Button variant="secondary">Secondary</Button>
          <Button variant="ghost">Ghost</Button>
          <Button variant="danger">Danger</Button>
        </div>
        <div style={row}>
          <Button size="sm">Small</Button>
          <Button size="md">Medium</Button>
          <Button size="lg">Large</Button>
        </div>
        <div style={row}>
          <Button loading>Loading</Button>
          <Button disabled>Disabled</Button>
        </div>
        <Button fullWidth variant="secondary">
          Full width
        </Button>
      </Group>
      <Group title="Icon buttons and icons">
        <div style={row}>
          {ICON_NAMES.map((name) => (
            <IconButton key={name} label={name} icon={name} />
          ))}
        </div>
        <div style={row}>
          {ICON_NAMES.map((name) => (
            <Icon key={name} name={name} size={16} />
          ))}
        </div>
      </Group>
      <Group title="List items">
        <WalletListItem
          name="Test Wallet"
          imageUrl={SAMPLE_WALLET_IMAGE}
          tag="Installed"
          onClick={() => {}}
        />
        <WalletListItem name="Recent Wallet" tag="Recent" onClick={() => {}} />
        <WalletListItem name="Connecting Wallet" imageUrl={BROKEN_IMAGE} loading />
        <WalletListItem name="Disabled Wallet" disabled />
        <ListItem
          title="Ethereum"
          description="Current network"
          leading={<NetworkImage name="Ethereum" imageUrl={SAMPLE_NETWORK_IMAGE} size={32} decorative />}
          trailing={<Icon name="check" />}
          onClick={() => {}}
          current
        />
        <ListItem
          title="Balance"
          description="Static row"
          trailing={<Text variant="mono">10000.000 ETH</Text>}
        />
      </Group>
      <Group title="Input">
        <Input label="Email" type="email" placeholder="you@example.com" value={email} onChange={setEmail} />
        <Input label="Amount" value="abc" onChange={() => {}} error="Enter a number" />
        <Input label="Disabled" hideLabel placeholder="Disabled" value="" onChange={() => {}} disabled />
      </Group>
      <Group title="Avatars and network images">
        <div style={row}>
          {SAMPLE_ADDRESSES.map((address) => (
            <Avatar key={address} address={address} label={`Avatar of ${address}`} />
          ))}
          <Avatar address={SAMPLE_ADDRESSES[0]} imageUrl={BROKEN_IMAGE} size={56} />
        </div>
        <div style={row}>
          <NetworkImage name="Ethereum" imageUrl={SAMPLE_NETWORK_IMAGE} size={32} />
          <NetworkImage name="OP Mainnet" size={32} />
          <NetworkImage name="Base" imageUrl={BROKEN_IMAGE} size={32} />
          <NetworkImage name="Arbitrum" size={24} shape="rounded" />
        </div>
      </Group>
      <Group title="Loading">
        <div style={row}>
          <Spinner label="Loading" />
          <Spinner label="Loading" size={40} />
        </div>
        <div style={row}>
          <Skeleton circle width={40} height={40} />
          <div style={{ flex: 1, display: 'flex', flexDirection: 'column', gap: 6 }}>
            <Skeleton width="60%" />
            <Skeleton height={12} />
          </div>
        </div>
      </Group>
      <Group title="Snackbars">
        <Snackbar variant="success" message="Address copied" open />
        <Snackbar variant="loading" message="Switching network" open />
        <Snackbar
          variant="error"
          message="Connection declined"
          open={snackbarOpen}
          onClose={() => setSnackbarOpen(false)}
        />
        {!snackbarOpen && (
          <Button variant="ghost" size="sm" onClick={() => setSnackbarOpen(true)}>
            Show the error snackbar again
          </Button>
        )}
      </Group>
      <Group title="QR codes">
        <div style={row}>
          <QrCode value={SAMPLE_WALLETCONNECT_URI} label="WalletConnect URI" size={200} />
          <QrCode
            value={SAMPLE_WALLETCONNECT_URI}
            label="WalletConnect URI with a wallet logo"
            size={200}
            imageUrl={SAMPLE_WALLET_IMAGE}
          />
        </div>
      </Group>
      <Group title="Text and links">
        <Text variant="title">Title</Text>
        <Text>Body text of the modal.</Text>
        <Text variant="small" tone="secondary">
          Small secondary text
        </Text>
        <Text variant="mono">0xf39F…2266</Text>
        <div style={row}>
          <Text as="span" tone="accent">
            Accent
          </Text>
          <Text as="span" tone="success">
            Success
          </Text>
          <Text as="span" tone="error">
            Error
          </Text>
        </div>
        <Link href="https://etherscan.io" externalLabel="(opens in a new tab)">
          View on explorer
        </Link>
      </Group>
    </>
  )
}
