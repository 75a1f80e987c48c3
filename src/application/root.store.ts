import { inject, injectable } from "inversify";
import { loginPath } from "../domain/routing/account-routes";
import { safeNextPath } from "../domain/auth/safe-next";
import type { Clock } from "../ports/shared/clock.port";
import type { Navigation } from "../ports/shared/navigation.port";
import { CLOCK, NAVIGATION } from "../ports/shared/platform.tokens";
import { SessionStore } from "./auth/session.store";
import { UiStore } from "./shell/ui.store";
import { ShellStore } from "./shell/shell.store";
import { AlertStripsStore } from "./shell/alert-strips.store";
import { NetworkStatusStore } from "./shell/network-status.store";
import { ReportPageErrorUseCase } from "./shell/report-page-error.use-case";
import { ToastStore } from "./shell/toast.store";
import { CmsStore } from "./cms/cms.store";
import { ConsentStore } from "./shell/consent.store";

// SPEC §9: menu refetch after logout: 50 ms.
export const MENU_REFETCH_DELAY_MS = 50;

export interface LogoutOptions {
  readonly reseller: string;
  /** The page the user was on (SPEC §2: /{reseller}/logout carries it as next). */
  readonly next?: string | null;
  /** Where to go instead of the login page ("by default goes to the login page"). */
  readonly redirectTo?: string;
}

/** Composes the stores (ARCHITECTURE §4.7) and runs the flows that touch more than one of them. */
@injectable()
export class RootStore {
  /** The CMS-driven site: pages, app start pages, the contact form block (property-injected). */
  @inject(CmsStore) readonly cms!: CmsStore;
  /** SPEC §4 cookie consent and the trackers it allows (property-injected). */
  @inject(ConsentStore) readonly consent!: ConsentStore;
  /** SPEC §3 the shell's per-reseller data: menu, footer, reseller and SSO config (property-injected). */
  @inject(ShellStore) readonly shell!: ShellStore;

  constructor(
    @inject(SessionStore) readonly session: SessionStore,
    @inject(UiStore) readonly ui: UiStore,
    @inject(CLOCK) private readonly clock: Clock,
    @inject(NAVIGATION) private readonly navigation: Navigation,
    @inject(AlertStripsStore) readonly alerts: AlertStripsStore,
    @inject(ToastStore) readonly toasts: ToastStore,
    @inject(NetworkStatusStore) readonly network: NetworkStatusStore,
    /** SPEC §8: the unhandled-error fallback reports through this (`pageErrors.execute({ path, error })`). */
    @inject(ReportPageErrorUseCase) readonly pageErrors: ReportPageErrorUseCase,
  ) {}

  /**
   * SPEC §4 "Logout": revoke (failure ignored), clear both tokens and the store, reset the layout,
   * refetch the menu after 50 ms, then go to the login page unless told otherwise.
   */
  async logout(options: LogoutOptions): Promise<void> {
    await this.session.logout();
    this.ui.resetLayout();
    this.clock.schedule(MENU_REFETCH_DELAY_MS, () => this.ui.reloadMenu());
    this.navigation.go(options.redirectTo ?? loginPath(options.reseller, safeNextPath(options.next ?? null)), { replace: true });
  }
}
