import { ageFromYearOfBirth } from "../../src/domain/access/age";
import { APP_ORDER, type AppSlug } from "../../src/domain/access/licence";
import type { AccessTokenClaims } from "../../src/domain/auth/access-token-claims";
import type { Clock } from "../shared/clock";
import type { CatalogueScope } from "./search-facets.repository";
import { searchApps, type ResolveReseller } from "./search-page.service";

/** The scope path or query parameter of the search calls (SPEC §7: '2' when UR is included). */
export type ScopeParam = "1" | "2";

/**
 * What one user may find in the catalogue (the combo box and the series search, as the product
 * search): the apps asked for that the licence opens (SPEC §6; a visitor all three), the user's
 * reseller (SPEC §1: the token's, a visitor's `reseller` parameter, an unknown one read as
 * member), the search scope (the parameter, else the token's, 1 for a visitor; SPEC §7) and the
 * user's age (SPEC §6; a visitor counts as 15).
 */
export async function viewerScope(
  claims: AccessTokenClaims | null,
  request: { app?: AppSlug | undefined; scope?: ScopeParam | undefined; reseller?: string | undefined },
  resolveReseller: ResolveReseller,
  clock: Clock,
): Promise<CatalogueScope> {
  const opened = searchApps(claims);
  const apps = APP_ORDER.filter((app) => opened.includes(app) && (request.app === undefined || request.app === app));
  return {
    apps,
    // A token's reseller was written by this server at login; only a visitor's parameter needs checking.
    reseller: claims?.resellerSlug ?? (await resolveReseller(request.reseller)),
    searchScope: request.scope === undefined ? (claims?.searchScope ?? 1) : request.scope === "2" ? 2 : 1,
    age: ageFromYearOfBirth(claims?.yearOfBirth ?? null, clock.now()),
  };
}
