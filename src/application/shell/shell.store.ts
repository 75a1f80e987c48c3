import { inject, injectable } from "inversify";
import { computed, makeObservable, observable, observableRef, reaction, runInAction } from "mobx";
import type { Brand } from "../../domain/shared/brand";
import type { Result } from "../../ports/shared/result.port";
import type { Footer, MenuData, ResellerConfig, ShellGateway, SsoConfig } from "../../ports/shell/shell-gateway.port";
import { SHELL_GATEWAY } from "../../ports/shell/shell.tokens";
import { SessionStore } from "../auth/session.store";
import { UiStore } from "./ui.store";

export interface ShellLoadOptions {
  /** SPEC §2: the home path / is a cached route; the menu, footer and SSO configuration are not fetched for it. */
  readonly cachedRoute: boolean;
}

type Resource = "config" | "menu" | "footer" | "sso";

/**
 * The shell's per-reseller data (SPEC §3 menu and footer data, reseller and SSO configuration). The
 * shell calls `load` on every route; each resource is fetched once per reseller (the menu once per
 * reseller and user) and again when asked: the menu when the session changes (login, logout, another
 * user or profile) and on UiStore.reloadMenu (SPEC §4: 50 ms after logout, and after a failed
 * refresh), the footer on UiStore's footer reloads. SPEC §8: failures show no message — the data
 * stays as it was, and the next route change tries again.
 */
@injectable()
export class ShellStore {
  menu: MenuData | null = null;
  footer: Footer | null = null;
  config: ResellerConfig | null = null;
  sso: SsoConfig | null = null;
  /** The reseller of the current page; null until the shell's first load. */
  reseller: string | null = null;
  private cachedRoute = false;
  /** What each resource was (or is being) fetched for; a different wish fetches again. */
  private readonly fetchedFor = new Map<Resource, string>();
  /** The latest request per resource: an older answer arriving late is dropped. */
  private readonly sequence = new Map<Resource, number>();
  private readonly pending = new Set<Promise<void>>();

  constructor(
    @inject(SHELL_GATEWAY) private readonly gateway: ShellGateway,
    @inject(SessionStore) private readonly session: SessionStore,
    @inject(UiStore) ui: UiStore,
  ) {
    makeObservable<ShellStore, "sessionKey">(this, {
      menu: observableRef,
      footer: observableRef,
      config: observableRef,
      sso: observableRef,
      reseller: observable,
      brand: computed,
      sessionKey: computed,
    });
    reaction(
      () => ui.menuReloads,
      () => this.refetch("menu"),
    );
    reaction(
      () => ui.footerReloads,
      () => this.refetch("footer"),
    );
    // The menu data depends on who asks (SPEC §3 accountDropdown, appShortcuts, displayCart).
    reaction(
      () => this.sessionKey,
      () => this.sync(),
    );
  }

  /** The brand of the reseller (SPEC §1: chosen by reseller); null until its config has loaded. */
  get brand(): Brand | null {
    return this.config?.brand ?? null;
  }

  /**
   * Who the menu is for: what the server's answer depends on (role, licence, profiles). A token
   * refresh renews the claims without changing any of these, so it fetches nothing.
   */
  private get sessionKey(): string {
    const claims = this.session.claims;
    if (claims === null) return "visitor";
    const active = claims.profiles.find((profile) => profile.isActive)?.id ?? "-";
    return [claims.sub, claims.role, claims.license, claims.profiles.length, active].join(":");
  }

  /** The shell's call on every route: fetches what the page's reseller still lacks; resolves once those fetches settle. */
  load(reseller: string, options: ShellLoadOptions): Promise<void> {
    runInAction(() => (this.reseller = reseller));
    this.cachedRoute = options.cachedRoute;
    this.sync();
    return this.idle();
  }

  /** Resolves once every fetch started so far has settled. */
  async idle(): Promise<void> {
    while (this.pending.size > 0) await Promise.all([...this.pending]);
  }

  private refetch(resource: Resource): void {
    this.fetchedFor.delete(resource);
    this.sync();
  }

  private sync(): void {
    const reseller = this.reseller;
    if (reseller === null) return;
    this.fetchOnce(
      "config",
      reseller,
      () => this.gateway.resellerConfig(reseller),
      (value) => (this.config = value),
    );
    // SPEC §2: nothing else is fetched for the cached route; a reload asked for there waits for the next route.
    if (this.cachedRoute) return;
    this.fetchOnce(
      "menu",
      `${reseller}|${this.sessionKey}`,
      () => this.gateway.menu(reseller),
      (value) => (this.menu = value),
    );
    this.fetchOnce(
      "footer",
      reseller,
      () => this.gateway.footer(reseller),
      (value) => (this.footer = value),
    );
    this.fetchOnce(
      "sso",
      reseller,
      () => this.gateway.ssoConfig(reseller),
      (value) => (this.sso = value),
    );
  }

  private fetchOnce<T>(resource: Resource, key: string, call: () => Promise<Result<T>>, keep: (value: T) => void): void {
    if (this.fetchedFor.get(resource) === key) return;
    this.fetchedFor.set(resource, key);
    const request = (this.sequence.get(resource) ?? 0) + 1;
    this.sequence.set(resource, request);
    const done = (async () => {
      const result = await call().catch(() => null);
      if (this.sequence.get(resource) !== request) return;
      if (result?.ok) {
        runInAction(() => keep(result.value));
        return;
      }
      // SPEC §8: no message; forgetting the attempt lets the next route change try again.
      if (this.fetchedFor.get(resource) === key) this.fetchedFor.delete(resource);
    })();
    this.pending.add(done);
    void done.finally(() => this.pending.delete(done));
  }
}
