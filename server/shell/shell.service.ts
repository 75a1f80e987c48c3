import type { components } from "../../src/contract/api.gen";
import type { AccessTokenClaims } from "../../src/domain/auth/access-token-claims";
import { alertPhase } from "../../src/domain/notices/alert-visibility";
import { DEFAULT_RESELLER, resolveReseller } from "../../src/domain/routing/reseller";
import { ApiError } from "../http/api-error";
import type { Clock } from "../shared/clock";
import { accountDropdown, appShortcuts, displayCart } from "./account-dropdown";
import { toResellerConfig } from "./reseller-config.mapper";
import type { AlertStripRow, LogotypeRow, MenuLinkRow, ShellRepository } from "./shell.repository";

type Schemas = components["schemas"];

/** The per-reseller shell data of SPEC §3 (menu, footer, alert strips, config, SSO options). */
export class ShellService {
  constructor(
    private readonly repository: ShellRepository,
    private readonly clock: Clock,
  ) {}

  /**
   * SPEC §1: "An invalid reseller slug falls back to member." Any value — unknown, badly formed or
   * absent — resolves through the domain rule; the contract sets no pattern, so this is never a 400.
   */
  async resolveReseller(requested: string | undefined): Promise<string> {
    return resolveReseller(requested, await this.repository.resellerSlugs());
  }

  async config(requested: string): Promise<Schemas["ResellerConfig"]> {
    const slug = await this.resolveReseller(requested);
    const row = (await this.repository.reseller(slug)) ?? (await this.repository.reseller(DEFAULT_RESELLER));
    // member is seeded on every start (server/seed); without it the database is broken, not the request.
    if (!row) throw new Error(`the default reseller ${DEFAULT_RESELLER} is missing`);
    return toResellerConfig(row);
  }

  async sso(requested: string): Promise<Schemas["SsoConfig"]> {
    const slug = await this.resolveReseller(requested);
    const rows = await this.repository.ssoOptions(slug);
    return {
      resellerSlug: slug,
      ssoOptions: rows.map((row) => ({ id: row.id, name: row.name, loginUrl: row.login_url, iconUrl: row.icon_url })),
    };
  }

  /**
   * SPEC §3 Menu data. A reseller without a menu of its own gets member's (the SPEC §1 fallback
   * applied to the content, not only to the slug). `claims` is the optional bearer token's.
   */
  async menu(requested: string | undefined, claims: AccessTokenClaims | null): Promise<Schemas["MenuData"]> {
    const requestedSlug = await this.resolveReseller(requested);
    const slug = (await this.repository.menu(requestedSlug)) ? requestedSlug : DEFAULT_RESELLER;
    const [menu, links] = await Promise.all([this.repository.menu(slug), this.repository.menuLinks(slug)]);
    let dropdown: Schemas["AccountDropdown"] | null = null;
    if (claims) {
      const user = await this.repository.accountUser(Number(claims.sub));
      // A valid token of a deleted account is no session any more (as GET /v1/me answers).
      if (!user) throw new ApiError("AUTH.UNAUTHENTICATED");
      dropdown = accountDropdown(claims, user, requestedSlug);
    }
    return {
      links: linkTree(links),
      logotype: toLogotype(menu),
      // SPEC §6: the account dropdown shows only with a token.
      accountDropdown: dropdown,
      appShortcuts: claims ? appShortcuts(claims, requestedSlug) : [],
      displayCart: displayCart(menu?.display_cart ?? false, claims),
    };
  }

  /** SPEC §3 Footer data; like the menu, a reseller without a footer of its own gets member's. */
  async footer(requested: string | undefined): Promise<Schemas["Footer"]> {
    const requestedSlug = await this.resolveReseller(requested);
    const slug = (await this.repository.footer(requestedSlug)) ? requestedSlug : DEFAULT_RESELLER;
    const [footer, links] = await Promise.all([this.repository.footer(slug), this.repository.footerLinks(slug)]);
    return {
      links: links.map((link) => ({ kind: "PAGE_LINK", title: link.title, pageSlug: link.page_slug })),
      logotype: toLogotype(footer),
    };
  }

  /**
   * The public strip list. SPEC §4: "shown only once displayFrom minus 2 hours has passed"; issue 8:
   * the list does not hand a strip out earlier, nor after its expiresAt — the domain's
   * alert-visibility rule decides, at the server's clock.
   */
  async alertStrips(requested: string | undefined): Promise<Schemas["AlertStrip"][]> {
    const slug = await this.resolveReseller(requested);
    const now = this.clock.now();
    const rows = await this.repository.unexpiredAlertStrips(slug, now);
    return rows.map(toAlertStrip).filter((strip) => alertPhase(strip, now.getTime()) === "visible");
  }
}

function toAlertStrip(row: AlertStripRow): Schemas["AlertStrip"] {
  return {
    id: row.id,
    kind: row.kind,
    message: row.message,
    url: row.url,
    displayFrom: row.display_from.toISOString(),
    expiresAt: row.expires_at.toISOString(),
    resellerSlug: row.reseller_slug,
  };
}

/** Decision: without a stored logotype (no seeded row) the app's own icon, linking to the start page. */
function toLogotype(row: LogotypeRow | null): Schemas["Logotype"] {
  if (!row) return { defaultImageUrl: "/favicon.svg", transparentImageUrl: null, href: "/" };
  return { defaultImageUrl: row.logo_default_url, transparentImageUrl: row.logo_transparent_url, href: row.logo_href };
}

/** SPEC §3: dropdowns carry their children; rows come parents first, each level in its order. */
function linkTree(rows: readonly MenuLinkRow[]): Schemas["MenuLink"][] {
  const byId = new Map<number, Schemas["MenuLink"]>();
  const roots: Schemas["MenuLink"][] = [];
  for (const row of rows) {
    const link: Schemas["MenuLink"] = {
      id: row.id,
      title: row.title,
      kind: row.kind,
      app: row.app,
      pageSlug: row.page_slug,
      url: row.url,
      children: [],
    };
    byId.set(row.id, link);
  }
  for (const row of rows) {
    const link = byId.get(row.id)!;
    if (row.parent_id === null) roots.push(link);
    else byId.get(row.parent_id)?.children.push(link);
  }
  return roots;
}
