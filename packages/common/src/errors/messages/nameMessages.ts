/** Account-name service messages: fallbacks used when the API gives no reason (NAME-015). */
export const NAME_MESSAGES = {
  /** [NAME-011] */
  NAME_RESOLVE_FAILED: 'Error resolving name',
  /** [NAME-012] */
  NAME_SUGGESTIONS_FAILED: 'Error fetching name suggestions',
  /** [NAME-013] */
  NAMES_FOR_ADDRESS_FAILED: 'Error fetching names for address',
  /** [NAME-014] */
  NAME_REGISTRATION_FAILED: 'Error registering name {name}',
  /** [NAME-002] */
  ADDRESS_OR_AUTH_CONNECTOR_NOT_FOUND: 'Address or auth connector not found',
} as const
