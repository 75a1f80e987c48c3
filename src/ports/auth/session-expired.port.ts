/**
 * ARCHITECTURE §4.5: the transport reports a failed refresh; what happens then (SPEC §4: remove
 * both tokens, clear the store, refetch the menu, go to login) is a policy injected from outside.
 */
export interface SessionExpiredHandler {
  onSessionExpired(): void;
}
