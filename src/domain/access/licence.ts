// SPEC §6: "Licence mapping: Play for licences 2, 5, 6, 8; Book Corner for 3, 5, 7, 8;
// Boka for 4, 6, 7, 8."

/** App slugs as the calls use them (SPEC §1: Book Corner is `lashornan` in calls). */
export type AppSlug = "play" | "boka" | "lashornan";

/** SPEC §9: "Apps in fixed order: Play, Boka, Bookcorner." */
export const APP_ORDER: readonly AppSlug[] = ["play", "boka", "lashornan"];

/** True for the slug of one of the apps (the {appSlug} of SPEC §2's app routes); anything else is no app. */
export function isAppSlug(slug: string | null | undefined): slug is AppSlug {
  return (APP_ORDER as readonly (string | null | undefined)[]).includes(slug);
}

const LICENCES_BY_APP: Readonly<Record<AppSlug, readonly number[]>> = {
  play: [2, 5, 6, 8],
  lashornan: [3, 5, 7, 8],
  boka: [4, 6, 7, 8],
};

/** True when the licence number grants the app. Unknown licences (e.g. the default 1) grant none. */
export function licenceIncludesApp(licence: number, app: AppSlug): boolean {
  return LICENCES_BY_APP[app].includes(licence);
}

/** The apps a licence grants, in the fixed app order of SPEC §9 (a new array). */
export function appsForLicence(licence: number): AppSlug[] {
  return APP_ORDER.filter((app) => licenceIncludesApp(licence, app));
}
