// A ShellGateway double for the application's tests (the layer rules keep the adapters out of them;
// the in-memory adapter itself is held to the server by tests/gateways/shell-gateway.suite.ts).
import { appError } from "../../ports/shared/app-error.port";
import { err, ok, type Result } from "../../ports/shared/result.port";
import type { Footer, MenuData, ResellerConfig, ShellGateway, SsoConfig } from "../../ports/shell/shell-gateway.port";
import type { TokenStore } from "../../ports/auth/token-store.port";

export function menuFor(reseller: string, signedIn: boolean): MenuData {
  return {
    links: [{ id: 1, title: "Play", kind: "APP", app: "play", pageSlug: null, url: null, children: [] }],
    logotype: { defaultImageUrl: "/favicon.svg", transparentImageUrl: null, href: `/${reseller}/play` },
    accountDropdown: signedIn
      ? {
          user: { name: "Lena Lärare", school: "Norra Real" },
          links: [{ type: "LOGOUT", title: "Logga ut", href: `/${reseller}/logout` }],
          pendingStudentsCount: 0,
        }
      : null,
    appShortcuts: [],
    displayCart: false,
  };
}

export function configFor(reseller: string): ResellerConfig {
  return {
    resellerSlug: reseller,
    name: reseller,
    brand: reseller === "kulturskolan-nord" ? "film-library" : "default",
    contextType: "member",
    googleAnalyticsId: null,
    metaPixelId: null,
    showLoginButtons: reseller !== "kulturskolan-nord",
  };
}

/** Answers at once, records every call, fails on demand, or holds answers back until released. */
export class FakeShellGateway implements ShellGateway {
  readonly calls: string[] = [];
  failing = false;
  /** While set, answers wait until `release()`; they then arrive in the order given to release. */
  private held: (() => void)[] | null = null;

  constructor(private readonly tokens: TokenStore) {}

  hold(): void {
    this.held = [];
  }

  /** Lets the held answers through: all, or those at the given positions in that order. */
  release(order?: readonly number[]): void {
    const held = this.held ?? [];
    this.held = null;
    (order ?? held.map((_, i) => i)).forEach((i) => held[i]?.());
  }

  private async answer<T>(name: string, reseller: string, value: T): Promise<Result<T>> {
    this.calls.push(`${name}:${reseller}`);
    if (this.held) await new Promise<void>((resolve) => this.held!.push(resolve));
    return this.failing ? err(appError("server", {}, 500)) : ok(value);
  }

  menu(reseller: string) {
    return this.answer("menu", reseller, menuFor(reseller, this.tokens.getAccessToken() !== null));
  }

  footer(reseller: string): Promise<Result<Footer>> {
    return this.answer("footer", reseller, {
      links: [{ kind: "PAGE_LINK", title: "Om oss", pageSlug: "om-oss" }],
      logotype: { defaultImageUrl: "/favicon.svg", transparentImageUrl: null, href: `/${reseller}/pages/om-oss` },
    });
  }

  resellerConfig(reseller: string) {
    return this.answer("config", reseller, configFor(reseller));
  }

  ssoConfig(reseller: string): Promise<Result<SsoConfig>> {
    return this.answer("sso", reseller, { resellerSlug: reseller, ssoOptions: [] });
  }
}
