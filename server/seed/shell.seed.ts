import {
  DEMO_ALERT_STRIPS,
  DEMO_CONTACT_FORM,
  DEMO_FOOTER_LINKS,
  DEMO_LOGOTYPE_IMAGE,
  DEMO_MENU_DISPLAY_CART,
  DEMO_MENU_LINKS,
  DEMO_SSO_OPTIONS,
  demoContactAddress,
  demoFooterLogotypeHref,
  demoMenuLinkTarget,
  demoMenuLogotypeHref,
  type DemoMenuLink,
} from "../../src/fixtures/demo-shell";
import { DEMO_RESELLERS } from "../../src/fixtures/demo-resellers";
import type { Queryable } from "../db/database.port";

/**
 * The shell data of every demo reseller (issue 8 "Data"; facts in src/fixtures/demo-shell.ts).
 * Menus, footers and SSO options are written only for a reseller that has none yet, so a second
 * run changes nothing and an admin's edits are never overwritten. The alert strips are laid out
 * relative to `now` whenever a reseller has no strip left that has not expired, so a long-lived
 * development database still shows the strips of each phase after a restart.
 */
export async function seedShell(db: Queryable, now: Date): Promise<void> {
  for (const { slug } of DEMO_RESELLERS) {
    await seedMenu(db, slug);
    await seedFooter(db, slug);
    await seedSsoOptions(db, slug);
    await seedAlertStrips(db, slug, now);
    await seedContactForm(db, slug);
  }
}

async function seedMenu(db: Queryable, reseller: string): Promise<void> {
  const inserted = await db.query(
    `INSERT INTO menus (reseller_slug, logo_default_url, logo_transparent_url, logo_href, display_cart)
     VALUES ($1, $2, NULL, $3, $4) ON CONFLICT (reseller_slug) DO NOTHING`,
    [reseller, DEMO_LOGOTYPE_IMAGE, demoMenuLogotypeHref(reseller), DEMO_MENU_DISPLAY_CART],
  );
  if (inserted.rowCount === 0) return;
  await insertLinks(db, reseller, DEMO_MENU_LINKS, null);
}

async function insertLinks(db: Queryable, reseller: string, links: readonly DemoMenuLink[], parentId: number | null): Promise<void> {
  for (const [position, link] of links.entries()) {
    // The fixture's mapping, which the in-memory backend answers too.
    const target = demoMenuLinkTarget(reseller, link);
    const { rows } = await db.query<{ id: number }>(
      `INSERT INTO menu_links (reseller_slug, parent_id, position, title, kind, app, page_slug, url)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
      [reseller, parentId, position, link.title, link.kind, target.app, target.pageSlug, target.url],
    );
    if (link.kind === "DROPDOWN") await insertLinks(db, reseller, link.children, rows[0]!.id);
  }
}

async function seedFooter(db: Queryable, reseller: string): Promise<void> {
  const inserted = await db.query(
    `INSERT INTO footers (reseller_slug, logo_default_url, logo_transparent_url, logo_href)
     VALUES ($1, $2, NULL, $3) ON CONFLICT (reseller_slug) DO NOTHING`,
    [reseller, DEMO_LOGOTYPE_IMAGE, demoFooterLogotypeHref(reseller)],
  );
  if (inserted.rowCount === 0) return;
  for (const [position, link] of DEMO_FOOTER_LINKS.entries()) {
    await db.query("INSERT INTO footer_links (reseller_slug, position, title, page_slug) VALUES ($1, $2, $3, $4)", [
      reseller,
      position,
      link.title,
      link.pageSlug,
    ]);
  }
}

async function seedSsoOptions(db: Queryable, reseller: string): Promise<void> {
  for (const [position, option] of DEMO_SSO_OPTIONS.entries()) {
    await db.query(
      `INSERT INTO sso_options (reseller_slug, id, position, name, login_url, icon_url)
       VALUES ($1, $2, $3, $4, $5, NULL) ON CONFLICT (reseller_slug, id) DO NOTHING`,
      [reseller, option.id, position, option.name, option.loginUrl],
    );
  }
}

async function seedAlertStrips(db: Queryable, reseller: string, now: Date): Promise<void> {
  const { rows } = await db.query<{ live: number }>(
    "SELECT count(*)::int AS live FROM alert_strips WHERE reseller_slug = $1 AND expires_at > $2",
    [reseller, now],
  );
  if ((rows[0]?.live ?? 0) > 0) return;
  for (const strip of DEMO_ALERT_STRIPS) {
    await db.query(
      `INSERT INTO alert_strips (reseller_slug, kind, message, url, display_from, expires_at) VALUES ($1, $2, $3, $4, $5, $6)`,
      [
        reseller,
        strip.kind,
        strip.message,
        strip.url,
        new Date(now.getTime() + strip.displayFromOffsetMs),
        new Date(now.getTime() + strip.expiresAtOffsetMs),
      ],
    );
  }
}

/** The contact form block (006_contact.sql), written once per reseller; an admin's edits are kept. */
async function seedContactForm(db: Queryable, reseller: string): Promise<void> {
  await db.query(
    `INSERT INTO contact_forms (reseller_slug, title, description, subjects, contact_email)
     VALUES ($1, $2, $3, $4, $5) ON CONFLICT (reseller_slug) DO NOTHING`,
    [reseller, DEMO_CONTACT_FORM.title, DEMO_CONTACT_FORM.description, [...DEMO_CONTACT_FORM.subjects], demoContactAddress(reseller)],
  );
}
