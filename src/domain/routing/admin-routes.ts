import { encodePathSegment } from "./query-string";
import { resellerSegment } from "./reseller";

// SPEC §2 "Admin routes" lists them without a prefix (admin/alerts, admin/pages/{pageId}, …).
// Decision: they live under the reseller like every other logged-in page, /{reseller}/admin/…,
// so an admin edits the pages, menu and alerts of the reseller in the address.

function admin(reseller: string | null | undefined, rest: string): string {
  return `/${resellerSegment(reseller)}/admin/${rest}`;
}

export function adminAlertsPath(reseller: string | null | undefined): string {
  return admin(reseller, "alerts");
}

export function adminMenuPath(reseller: string | null | undefined): string {
  return admin(reseller, "menu");
}

export function adminPagesPath(reseller: string | null | undefined): string {
  return admin(reseller, "pages");
}

export function adminPagePath(reseller: string | null | undefined, pageId: string | number): string {
  return admin(reseller, `pages/${encodePathSegment(pageId)}`);
}

export function adminPagePreviewPath(reseller: string | null | undefined, pageId: string | number): string {
  return admin(reseller, `pages/${encodePathSegment(pageId)}/preview`);
}

export function adminAppPath(reseller: string | null | undefined, app: string): string {
  return admin(reseller, encodePathSegment(app));
}

export function adminAppSlidesPath(reseller: string | null | undefined, app: string): string {
  return admin(reseller, `${encodePathSegment(app)}/slides`);
}

export function adminAppCollectionsPath(reseller: string | null | undefined, app: string): string {
  return admin(reseller, `${encodePathSegment(app)}/collections`);
}
