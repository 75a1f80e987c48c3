import { inject, injectable } from "inversify";
import type { AccessTokenClaims } from "../../../domain/auth/access-token-claims";
import { resellerConsentContext } from "../../../domain/consent/reseller-context";
import { accountMenuLinks, appShortcutLinks, showsCart } from "../../../domain/menu/account-dropdown";
import { showsLoginButtons } from "../../../domain/menu/account-links";
import { DEFAULT_RESELLER, resolveReseller } from "../../../domain/routing/reseller";
import { DEMO_ACCOUNT_LIST } from "../../../fixtures/demo-accounts";
import { DEMO_RESELLERS } from "../../../fixtures/demo-resellers";
import {
  DEMO_FOOTER_LINKS,
  DEMO_LOGOTYPE_IMAGE,
  DEMO_MENU_DISPLAY_CART,
  DEMO_MENU_LINKS,
  DEMO_SSO_OPTIONS,
  demoFooterLogotypeHref,
  demoMenuLinkTarget,
  demoMenuLogotypeHref,
  type DemoMenuLink,
} from "../../../fixtures/demo-shell";
import { TOKEN_STORE } from "../../../ports/auth/auth.tokens";
import type { TokenStore } from "../../../ports/auth/token-store.port";
import type { Clock } from "../../../ports/shared/clock.port";
import { CLOCK } from "../../../ports/shared/platform.tokens";
import { err, ok, type Result } from "../../../ports/shared/result.port";
import type {
  AccountDropdown,
  Footer,
  MenuData,
  MenuLink,
  ResellerConfig,
  ShellGateway,
  SsoConfig,
} from "../../../ports/shell/shell-gateway.port";
import { memoryError } from "../shared/memory-error";

const KNOWN_RESELLERS = DEMO_RESELLERS.map((reseller) => reseller.slug);

/**
 * The shell data of the demo resellers (src/fixtures/demo-shell.ts, demo-resellers.ts) answered as
 * server/shell/shell.service.ts answers it from the seeded database: every reseller value falls back
 * to member (SPEC §1), the account dropdown comes only with a valid token (SPEC §6; a token the
 * server would refuse is a 401), and the titles, addresses and rules are the same shared functions
 * (domain accountMenuLinks, appShortcutLinks, showsCart; fixture demoMenuLinkTarget).
 */
@injectable()
export class MemoryShellAdapter implements ShellGateway {
  /** Every call as "name:reseller", for tests that check what reached the backend. */
  readonly calls: string[] = [];

  constructor(
    @inject(TOKEN_STORE) private readonly tokens: TokenStore,
    @inject(CLOCK) private readonly clock: Clock,
  ) {}

  async menu(reseller: string): Promise<Result<MenuData>> {
    this.calls.push(`menu:${reseller}`);
    const slug = resolveReseller(reseller, KNOWN_RESELLERS);
    const token = this.tokens.getAccessToken();
    const claims = token === null ? null : this.tokens.getAccessClaims();
    let dropdown: AccountDropdown | null = null;
    if (token !== null) {
      // The server checks a sent token like a required one: an unreadable, expired or orphaned one is a 401.
      const user = claims && claims.exp * 1000 > this.clock.now() ? accountOf(claims) : undefined;
      if (!claims || !user) return err(memoryError("AUTH.UNAUTHENTICATED"));
      dropdown = { user, links: accountMenuLinks(claims, slug), pendingStudentsCount: 0 };
    }
    const counter = { next: 1 };
    return ok({
      links: DEMO_MENU_LINKS.map((link) => toMenuLink(slug, link, counter)),
      logotype: { defaultImageUrl: DEMO_LOGOTYPE_IMAGE, transparentImageUrl: null, href: demoMenuLogotypeHref(slug) },
      accountDropdown: dropdown,
      appShortcuts: claims ? appShortcutLinks(claims.role, slug) : [],
      displayCart: showsCart(DEMO_MENU_DISPLAY_CART, claims?.license ?? null),
    });
  }

  async footer(reseller: string): Promise<Result<Footer>> {
    this.calls.push(`footer:${reseller}`);
    const slug = resolveReseller(reseller, KNOWN_RESELLERS);
    return ok({
      links: DEMO_FOOTER_LINKS.map((link) => ({ kind: "PAGE_LINK", title: link.title, pageSlug: link.pageSlug })),
      logotype: { defaultImageUrl: DEMO_LOGOTYPE_IMAGE, transparentImageUrl: null, href: demoFooterLogotypeHref(slug) },
    });
  }

  async resellerConfig(reseller: string): Promise<Result<ResellerConfig>> {
    this.calls.push(`resellerConfig:${reseller}`);
    const slug = resolveReseller(reseller, KNOWN_RESELLERS);
    const row = DEMO_RESELLERS.find((candidate) => candidate.slug === slug) ?? DEMO_RESELLERS.find((r) => r.slug === DEFAULT_RESELLER)!;
    return ok({
      resellerSlug: row.slug,
      name: row.name,
      brand: row.brandVariant,
      contextType: resellerConsentContext(row.kind),
      googleAnalyticsId: row.googleAnalyticsId,
      metaPixelId: row.metaPixelId,
      showLoginButtons: showsLoginButtons(row.brandVariant),
    });
  }

  async ssoConfig(reseller: string): Promise<Result<SsoConfig>> {
    this.calls.push(`ssoConfig:${reseller}`);
    const slug = resolveReseller(reseller, KNOWN_RESELLERS);
    return ok({ resellerSlug: slug, ssoOptions: DEMO_SSO_OPTIONS.map((option) => ({ ...option, iconUrl: null })) });
  }
}

/** The dropdown's user line as the server reads it from the account and its school. */
function accountOf(claims: AccessTokenClaims): AccountDropdown["user"] | undefined {
  const account = DEMO_ACCOUNT_LIST.find((candidate) => String(candidate.id) === claims.sub);
  return account && { name: `${account.firstName} ${account.lastName}`.trim(), school: account.school?.name ?? null };
}

/** Ids in the seed's insertion order (depth first), as a fresh database numbers the rows. */
function toMenuLink(reseller: string, link: DemoMenuLink, counter: { next: number }): MenuLink {
  const id = counter.next++;
  const target = demoMenuLinkTarget(reseller, link);
  const children = link.kind === "DROPDOWN" ? link.children.map((child) => toMenuLink(reseller, child, counter)) : [];
  return { id, title: link.title, kind: link.kind, ...target, children };
}
