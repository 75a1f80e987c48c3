import type { Brand } from "../../src/domain/shared/brand";
import type { Queryable } from "../db/database.port";

/** A reseller row as GET /v1/config/{reseller} needs it (001_core.sql, brand names of 005). */
export interface ResellerRow {
  slug: string;
  name: string;
  kind: "member" | "root" | "sli" | "customer_reseller";
  brand_variant: Brand;
  google_analytics_id: string | null;
  meta_pixel_id: string | null;
}

export interface LogotypeRow {
  logo_default_url: string;
  logo_transparent_url: string | null;
  logo_href: string;
}

export interface MenuRow extends LogotypeRow {
  display_cart: boolean;
}

export interface MenuLinkRow {
  id: number;
  parent_id: number | null;
  title: string;
  kind: "APP" | "PAGE" | "EXTERNAL" | "DROPDOWN" | "SEARCH_FILTER";
  app: "play" | "boka" | "lashornan" | null;
  page_slug: string | null;
  url: string | null;
}

export interface FooterLinkRow {
  title: string;
  page_slug: string;
}

export interface AlertStripRow {
  id: number;
  kind: "COOKIE" | "DANGER" | "NETWORK" | "WARNING" | "INFO";
  message: string;
  url: string | null;
  display_from: Date;
  expires_at: Date;
  reseller_slug: string;
}

export interface SsoOptionRow {
  id: string;
  name: string;
  login_url: string;
  icon_url: string | null;
}

export interface AccountUserRow {
  first_name: string;
  last_name: string;
  school_name: string | null;
}

/** The shell's SQL (004_shell.sql): per-reseller menus, footers, alert strips and SSO options. */
export class ShellRepository {
  constructor(private readonly db: Queryable) {}

  /** Every reseller slug; SPEC §1's fallback to member needs to know which ones exist. */
  async resellerSlugs(): Promise<string[]> {
    const { rows } = await this.db.query<{ slug: string }>("SELECT slug FROM resellers ORDER BY slug", []);
    return rows.map((row) => row.slug);
  }

  async reseller(slug: string): Promise<ResellerRow | null> {
    const { rows } = await this.db.query<ResellerRow>(
      "SELECT slug, name, kind, brand_variant, google_analytics_id, meta_pixel_id FROM resellers WHERE slug = $1",
      [slug],
    );
    return rows[0] ?? null;
  }

  async menu(reseller: string): Promise<MenuRow | null> {
    const { rows } = await this.db.query<MenuRow>(
      "SELECT logo_default_url, logo_transparent_url, logo_href, display_cart FROM menus WHERE reseller_slug = $1",
      [reseller],
    );
    return rows[0] ?? null;
  }

  /** The reseller's links, top level and children alike, each level in its order. */
  async menuLinks(reseller: string): Promise<MenuLinkRow[]> {
    const { rows } = await this.db.query<MenuLinkRow>(
      `SELECT id, parent_id, title, kind, app, page_slug, url FROM menu_links
        WHERE reseller_slug = $1 ORDER BY parent_id NULLS FIRST, position, id`,
      [reseller],
    );
    return rows;
  }

  async footer(reseller: string): Promise<LogotypeRow | null> {
    const { rows } = await this.db.query<LogotypeRow>(
      "SELECT logo_default_url, logo_transparent_url, logo_href FROM footers WHERE reseller_slug = $1",
      [reseller],
    );
    return rows[0] ?? null;
  }

  async footerLinks(reseller: string): Promise<FooterLinkRow[]> {
    const { rows } = await this.db.query<FooterLinkRow>(
      "SELECT title, page_slug FROM footer_links WHERE reseller_slug = $1 ORDER BY position, id",
      [reseller],
    );
    return rows;
  }

  /** Strips not expired at `now` (index alert_strips_reseller_expiry); the lead-time rule is the service's. */
  async unexpiredAlertStrips(reseller: string, now: Date): Promise<AlertStripRow[]> {
    const { rows } = await this.db.query<AlertStripRow>(
      `SELECT id, kind, message, url, display_from, expires_at, reseller_slug FROM alert_strips
        WHERE reseller_slug = $1 AND expires_at > $2 ORDER BY display_from, id`,
      [reseller, now],
    );
    return rows;
  }

  async ssoOptions(reseller: string): Promise<SsoOptionRow[]> {
    const { rows } = await this.db.query<SsoOptionRow>(
      "SELECT id, name, login_url, icon_url FROM sso_options WHERE reseller_slug = $1 ORDER BY position, id",
      [reseller],
    );
    return rows;
  }

  /** Name and school of the account dropdown (SPEC §3), or null for a deleted account. */
  async accountUser(userId: number): Promise<AccountUserRow | null> {
    const { rows } = await this.db.query<AccountUserRow>(
      `SELECT u.first_name, u.last_name, s.name AS school_name
         FROM users u LEFT JOIN schools s ON s.id = u.school_id WHERE u.id = $1`,
      [userId],
    );
    return rows[0] ?? null;
  }
}
