import type * as QrEncoder from './createQrCodePath.js'

export type QrEncoderModule = typeof QrEncoder

let loading: Promise<QrEncoderModule> | undefined
let loaded: QrEncoderModule | undefined

/**
 * Loads the QR encoder (`uqr` and the path builder) in its own chunk: only the WalletConnect views
 * draw a QR code, so the modal's first view does not download or parse it. One download per page;
 * a failed one is retried by the next call.
 */
export function loadQrEncoder(): Promise<QrEncoderModule> {
  loading ??= import('./createQrCodePath.js').then(
    (module) => {
      loaded = module
      return module
    },
    (error: unknown) => {
      loading = undefined
      throw error
    },
  )
  return loading
}

/** The encoder when it has loaded already, so a QR code drawn later renders in one pass. */
export function getLoadedQrEncoder(): QrEncoderModule | undefined {
  return loaded
}

/**
 * Starts loading the encoder ahead of a QR code (e.g. while a pairing URI is being created), so the
 * code is drawn as soon as it has a value. A failed download is retried when a QR code mounts.
 */
export function preloadQrCode(): void {
  loadQrEncoder().catch(() => undefined)
}
