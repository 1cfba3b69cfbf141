/** The local-storage keys the spec names (section 3, client state). One list, so nothing else invents keys. */
export const STORAGE_KEYS = {
  diamondId: 'diamondId',
  ringSize: 'ringSize',
  guestCartId: 'guestCartId',
  /** In session storage. */
  customerCartId: 'customerCartId',
  cache: 'cache',
  query: 'query',
  shopByState: 'sb_state',
  shopByAction: 'sb_action',
  shapeFilter: 'shape',
  authHeader: 'auth_header',
} as const;
