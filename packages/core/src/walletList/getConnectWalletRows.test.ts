import { describe, expect, it } from 'vitest'
import { getConnectWalletRows } from './getConnectWalletRows.js'
import {
  auth,
  browserWallet,
  coinbaseSdk,
  connector,
  customUniswap,
  describeRow,
  dirCoinbase,
  directoryImage,
  dirLedger,
  dirMetaMask,
  dirOkx,
  dirPhantom,
  dirRainbow,
  dirSolflare,
  dirTrust,
  dirUniswap,
  dirZerion,
  metaMask,
  rabby,
  rowsInput,
  safe,
  walletConnect,
  walletListState,
} from './walletRows.test-helper.js'

const rows = (input: Parameters<typeof rowsInput>[0]) =>
  getConnectWalletRows(rowsInput(input)).map(describeRow)
const directoryPage = [
  dirMetaMask,
  dirTrust,
  dirZerion,
  dirRainbow,
  dirOkx,
  dirUniswap,
  dirLedger,
  dirCoinbase,
]

describe('getConnectWalletRows', () => {
  it('[CONNECTOR-017][CONNECTOR-018] installed, featured, connectors, recommended, WalletConnect, then All wallets with the count', () => {
    expect(
      rows({
        connectors: [coinbaseSdk, metaMask, safe, rabby],
        walletList: walletListState({ pages: directoryPage, featured: [dirZerion, dirTrust], count: 600 }),
        options: { featuredWalletIds: [dirTrust.id, dirZerion.id] },
      }),
    ).toEqual([
      'MetaMask installed installed,connector',
      'Rabby Wallet installed installed,connector',
      'Trust Wallet featured walletConnect',
      'Zerion featured walletConnect',
      'Coinbase Wallet connector connector',
      'Safe connector connector',
      'Rainbow recommended walletConnect',
      'OKX Wallet recommended walletConnect',
      'Uniswap Wallet recommended walletConnect',
      'Ledger Live recommended walletConnect',
      'WalletConnect',
      'All wallets (600)',
    ])
  })

  it('[CONNECTOR-017] at most 4 featured wallets, in featuredWalletIds order', () => {
    const featured = [dirZerion, dirRainbow, dirOkx, dirUniswap, dirLedger]
    expect(
      rows({
        walletList: walletListState({ featured }),
        options: { featuredWalletIds: ['ledger', 'uniswap', 'okx', 'rainbow', 'zerion'] },
        hasWalletConnect: true,
      }).slice(0, 5),
    ).toEqual([
      'Ledger Live featured walletConnect',
      'Uniswap Wallet featured walletConnect',
      'OKX Wallet featured walletConnect',
      'Rainbow featured walletConnect',
      'WalletConnect',
    ])
  })

  it('[CONNECTOR-018] at most 4 recommended wallets, none already featured, installed or recent', () => {
    const listed = getConnectWalletRows(
      rowsInput({
        connectors: [metaMask],
        recentWallets: [dirZerion],
        walletList: walletListState({ pages: directoryPage, featured: [dirTrust] }),
        options: { featuredWalletIds: [dirTrust.id] },
      }),
    ).filter((row) => row.kind === 'wallet' && row.source === 'recommended')
    expect(listed.map((row) => row.kind === 'wallet' && row.name)).toEqual([
      'Rainbow',
      'OKX Wallet',
      'Uniswap Wallet',
      'Ledger Live',
    ])
  })

  it('[CONNECTOR-015] recent wallets are flagged: installed ones first among the installed, then the others', () => {
    expect(
      rows({
        connectors: [metaMask, coinbaseSdk, rabby],
        recentWallets: [
          { id: 'io.rabby', name: 'Rabby Wallet', rdns: 'io.rabby' },
          { id: 'zerion', name: 'Zerion', mobile_link: 'zerion://' },
        ],
        hasDirectory: false,
      }),
    ).toEqual([
      'Rabby Wallet installed installed,recent,connector',
      'MetaMask installed installed,connector',
      'Zerion recent recent,walletConnect',
      'Coinbase Wallet connector connector',
      'WalletConnect',
    ])
  })

  it('[CONNECTOR-015] a recent wallet with neither a connector nor a safe link is not listed', () => {
    expect(
      rows({
        recentWallets: [
          { id: 'gone', name: 'Uninstalled extension' },
          { id: 'evil', name: 'Evil', mobile_link: 'javascript:alert(1)' },
        ],
        hasDirectory: false,
      }),
    ).toEqual(['WalletConnect'])
  })

  it('[CONNECTOR-012] on desktop the generic Browser Wallet is hidden; on a phone it is listed', () => {
    expect(rows({ connectors: [browserWallet, metaMask], hasWalletConnect: false })).toEqual([
      'MetaMask installed installed,connector',
    ])
    expect(rows({ connectors: [browserWallet], hasWalletConnect: false, isMobile: true })).toEqual([
      'Browser Wallet installed installed,connector',
    ])
  })

  it('[CONNECTOR-013] an injected connector without rdns is hidden when no injected wallet is installed', () => {
    const absent = connector({ id: 'injected-x', name: 'Injected', type: 'INJECTED', provider: false })
    expect(rows({ connectors: [absent, coinbaseSdk], hasWalletConnect: false })).toEqual([
      'Coinbase Wallet connector connector',
    ])
  })

  it('[CONNECTOR-014][OPT-010] the rdns or directory id of an excluded wallet hides its connector; excluded ids never show', () => {
    expect(
      rows({
        connectors: [metaMask, rabby, coinbaseSdk],
        walletList: walletListState({
          pages: [dirZerion, dirRainbow],
          excluded: [{ id: 'rabby-id', name: 'Rabby', rdns: 'io.rabby' }],
        }),
        recentWallets: [dirZerion],
        options: { excludeWalletIds: ['rabby-id', dirCoinbase.id, 'zerion'] },
      }),
    ).toEqual([
      'MetaMask installed installed,connector',
      'Rainbow recommended walletConnect',
      'WalletConnect',
      'All wallets (600)',
    ])
  })

  it('[ROUTER-033] one row per wallet: the installed wallet and its directory entries are one row through the connector', () => {
    const listed = getConnectWalletRows(
      rowsInput({
        connectors: [metaMask, coinbaseSdk],
        walletList: walletListState({
          pages: [dirMetaMask, dirCoinbase],
          featured: [dirMetaMask, dirCoinbase],
        }),
        recentWallets: [dirMetaMask],
        options: { featuredWalletIds: [dirMetaMask.id, dirCoinbase.id] },
      }),
    )
    expect(listed.map(describeRow)).toEqual([
      'MetaMask installed installed,recent,connector',
      'Coinbase Wallet featured connector',
      'WalletConnect',
      'All wallets (600)',
    ])
    expect(listed[0]).toMatchObject({ connector: metaMask, wallet: dirMetaMask, key: dirMetaMask.id })
    expect(listed[1]).toMatchObject({ connector: coinbaseSdk, wallet: dirCoinbase })
  })

  it('[ROUTER-033] a wallet seen through several namespaces by rdns is one multi-chain row', () => {
    const xverseEvm = connector({
      id: 'com.xverse',
      name: 'Xverse Wallet',
      type: 'ANNOUNCED',
      info: { rdns: 'com.xverse' },
    })
    const xverseBitcoin = connector({
      id: 'xverse',
      name: 'Xverse',
      type: 'INJECTED',
      chain: 'bip122',
      info: { rdns: 'com.xverse' },
    })
    const [row] = getConnectWalletRows(
      rowsInput({ connectors: [xverseEvm, xverseBitcoin], hasWalletConnect: false }),
    )
    expect(row).toMatchObject({ kind: 'wallet', installed: true, connector: { type: 'MULTI_CHAIN' } })
    expect(row?.kind === 'wallet' && row.connector?.connectors).toEqual([xverseEvm, xverseBitcoin])
  })

  it('[ROUTER-033] on one chain the announced provider wins over the same wallet’s SDK connector', () => {
    const sdk = connector({
      id: 'metaMaskSDK',
      name: 'MetaMask SDK',
      type: 'EXTERNAL',
      info: { rdns: 'io.metamask' },
    })
    const listed = getConnectWalletRows(rowsInput({ connectors: [sdk, metaMask], hasWalletConnect: false }))
    expect(listed).toMatchObject([{ connector: metaMask }])
  })

  it('[ROUTER-034] without WalletConnect only wallets with a connector are listed, with no WalletConnect or All wallets entry', () => {
    expect(
      rows({
        connectors: [coinbaseSdk],
        walletList: walletListState({ pages: directoryPage, featured: [dirTrust, dirCoinbase] }),
        options: { featuredWalletIds: [dirTrust.id, dirCoinbase.id], customWallets: [customUniswap] },
        hasWalletConnect: false,
      }),
    ).toEqual(['Coinbase Wallet featured connector'])
  })

  it('[OPT-001] custom wallets follow the featured ones; one an installed connector opens is that row', () => {
    const customRabby = { id: 'my-rabby', name: 'Rabby Wallet', rdns: 'io.rabby', mobile_link: 'rabby://' }
    expect(
      rows({
        connectors: [rabby, safe],
        walletList: walletListState({ featured: [dirZerion] }),
        options: { featuredWalletIds: ['zerion'], customWallets: [customRabby, customUniswap] },
        hasDirectory: false,
      }),
    ).toEqual([
      'Rabby Wallet installed installed,connector',
      'Zerion featured walletConnect',
      'Uniswap Wallet custom walletConnect',
      'Safe connector connector',
      'WalletConnect',
    ])
  })

  it('[OPT-001] collapseWallets keeps the installed and recent wallets, then WalletConnect and All wallets', () => {
    expect(
      rows({
        connectors: [metaMask, safe],
        recentWallets: [dirZerion],
        walletList: walletListState({ pages: directoryPage, featured: [dirTrust], count: 42 }),
        options: {
          featuredWalletIds: [dirTrust.id],
          customWallets: [customUniswap],
          features: { collapseWallets: true, allWallets: true },
        },
      }),
    ).toEqual([
      'MetaMask installed installed,connector',
      'Zerion recent recent,walletConnect',
      'WalletConnect',
      'All wallets (42)',
    ])
  })

  it('[OPT-001] features.allWallets off, or no directory (no project id), leaves out the All wallets entry', () => {
    const walletList = walletListState({ pages: [dirZerion] })
    expect(
      rows({ walletList, options: { features: { collapseWallets: false, allWallets: false } } }),
    ).toEqual(['Zerion recommended walletConnect', 'WalletConnect'])
    expect(rows({ walletList, hasDirectory: false })).toEqual([
      'Zerion recommended walletConnect',
      'WalletConnect',
    ])
  })

  it('[CONNECTOR-019] the All wallets entry appears once the directory counted wallets for the list', () => {
    const initial = walletListState()
    expect(
      getConnectWalletRows(rowsInput({ walletList: { ...initial, pages: {} } })).map(describeRow),
    ).toEqual(['WalletConnect'])
    expect(rows({ walletList: walletListState({ count: 0 }) })).toEqual(['WalletConnect'])
    expect(rows({ walletList: walletListState({ count: 1 }) })).toEqual(['WalletConnect', 'All wallets (1)'])
  })

  it('with a namespace filter, featured wallets are those serving its chains', () => {
    const chains = ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'] as const
    expect(
      rows({
        walletList: walletListState({ chains, featured: [dirZerion, dirPhantom, dirSolflare], pages: [] }),
        options: { featuredWalletIds: ['zerion', dirPhantom.id, 'solflare'] },
      }),
    ).toEqual([
      'Phantom featured walletConnect',
      'Solflare featured walletConnect',
      'WalletConnect',
      'All wallets (600)',
    ])
  })

  it('WalletConnect and the email/social connector are other connect methods, not wallet rows', () => {
    expect(rows({ connectors: [walletConnect, auth, metaMask], hasWalletConnect: false })).toEqual([
      'MetaMask installed installed,connector',
    ])
  })

  it('images: the announced icon, else the entry’s own image, else the directory’s image', () => {
    const custom = {
      id: 'custom',
      name: 'Custom',
      image_url: 'https://cdn.example/custom.png',
      mobile_link: 'custom://',
    }
    const listed = getConnectWalletRows(
      rowsInput({
        connectors: [metaMask, safe],
        walletList: walletListState({ pages: [dirMetaMask, dirZerion] }),
        options: { customWallets: [custom] },
      }),
    )
    expect(listed.map((row) => (row.kind === 'wallet' ? [row.name, row.imageUrl] : row.kind))).toEqual([
      ['MetaMask', 'data:image/svg+xml,metamask'],
      ['Custom', 'https://cdn.example/custom.png'],
      ['Safe', undefined],
      ['Zerion', directoryImage(dirZerion)],
      'walletConnect',
      'allWallets',
    ])
  })
})
