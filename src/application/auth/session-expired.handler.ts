import { inject, injectable } from "inversify";
import { loginRedirectFor } from "../../domain/auth/login-destination";
import { DEFAULT_RESELLER } from "../../domain/routing/reseller";
import { TOKEN_STORE } from "../../ports/auth/auth.tokens";
import type { Navigation } from "../../ports/shared/navigation.port";
import { NAVIGATION } from "../../ports/shared/platform.tokens";
import type { SessionExpiredHandler } from "../../ports/auth/session-expired.port";
import type { TokenStore } from "../../ports/auth/token-store.port";
import { SessionStore } from "./session.store";
import { UiStore } from "../shell/ui.store";

/**
 * SPEC §4: "A failed refresh removes both tokens, clears the store, refetches the menu and sends
 * the user to login with the current path as next." The transport calls this once per failed refresh.
 */
@injectable()
export class SessionExpiredPolicy implements SessionExpiredHandler {
  constructor(
    @inject(TOKEN_STORE) private readonly tokens: TokenStore,
    @inject(SessionStore) private readonly session: SessionStore,
    @inject(UiStore) private readonly ui: UiStore,
    @inject(NAVIGATION) private readonly navigation: Navigation,
  ) {}

  onSessionExpired(): void {
    const reseller = this.session.claims?.resellerSlug ?? DEFAULT_RESELLER;
    // The refresh token cookie is gone already: the server clears it when it refuses the token.
    this.tokens.clear();
    this.session.clear();
    this.ui.reloadMenu();
    // Already on a login page: stay (SPEC §4: a login path with a next is not redirected again).
    const target = loginRedirectFor(this.navigation.currentLocation(), reseller);
    if (target !== null) this.navigation.go(target);
  }
}
