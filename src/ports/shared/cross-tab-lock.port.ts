/**
 * A lock shared by every tab of the web app (same origin). The token cookies are shared by the
 * tabs, so a refresh (which rotates the refresh token, SPEC §4 "Tokens") must run in one tab at a
 * time: the server treats a second use of a rotated refresh token as theft and revokes the family.
 */
export interface CrossTabLock {
  /** Runs `work` while holding the exclusive lock `name`; waits for other holders first. */
  run<T>(name: string, work: () => Promise<T>): Promise<T>;
}
