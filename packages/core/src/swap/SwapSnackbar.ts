/** A snackbar the swap actions ask for; `description` is the second line of a title/description pair. */
export type SwapSnackbar = {
  readonly variant: 'success' | 'error'
  readonly message: string
  readonly description?: string | undefined
}
