import { resellerSegment } from "./reseller";
import { queryValue } from "./query-string";
import { pathReseller } from "./reseller-redirect";

/**
 * SPEC §1: the reseller context of the current page — the {reseller} path segment when the path
 * has one, else the `reseller` query parameter, else the signed-in user's reseller, else member
 * (an invalid slug falls back to member too).
 */
export function currentReseller(input: {
  readonly pathname: string;
  readonly search: string;
  readonly tokenReseller?: string | null;
}): string {
  const fromPath = pathReseller(input.pathname);
  if (fromPath !== null) return resellerSegment(fromPath);
  const fromQuery = queryValue(input.search, "reseller");
  return resellerSegment(fromQuery ?? input.tokenReseller);
}
