import type { SessionStore } from "../../application/auth/session.store";

/**
 * Who reads the page, as the CMS stores key their answers (a private page answers a signed-in reader
 * differently, SPEC §6), or null while a kept session is still being restored: asking then would
 * answer a signed-in reader as a visitor and flash the access-denied view.
 */
export function viewerOf(session: Pick<SessionStore, "isRestoring" | "claims" | "isLoggedIn">): string | null {
  if (session.isRestoring) return null;
  if (session.claims) return `user:${session.claims.sub}`;
  // A kept session without an access token yet: the REST client renews it before asking.
  return session.isLoggedIn ? "session" : "visitor";
}
