// Query strings built and read without the URL/URLSearchParams globals, so the domain stays plain
// ECMAScript and behaves the same in the browser, in Node and in tests.

export type QueryValue = string | number | boolean | null | undefined;
export type QueryEntry = readonly [key: string, value: QueryValue];

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Encodes a key or value the way form-encoded query strings do (space as %20, never +). */
export function encodeQueryComponent(text: string): string {
  // encodeURIComponent throws on a lone surrogate; such text is replaced, never a crash.
  return encodeURIComponent(text.replace(LONE_SURROGATE, "\uFFFD"));
}

/** Decodes a key or value; "+" is a space, and a broken %-sequence is kept as typed. */
export function decodeQueryComponent(text: string): string {
  const spaced = text.replace(/\+/g, " ");
  try {
    return decodeURIComponent(spaced);
  } catch {
    return spaced;
  }
}

/** "?a=1&b=x" from entries in the given order; null and undefined values are left out. */
export function buildQuery(entries: readonly QueryEntry[]): string {
  const parts = entries
    .filter((entry): entry is readonly [string, string | number | boolean] => entry[1] !== null && entry[1] !== undefined)
    .map(([key, value]) => `${encodeQueryComponent(key)}=${encodeQueryComponent(String(value))}`);
  return parts.length === 0 ? "" : `?${parts.join("&")}`;
}

/** Appends a query built from entries to a path. */
export function withQuery(path: string, entries: readonly QueryEntry[]): string {
  return `${path}${buildQuery(entries)}`;
}

/** Key-value pairs of a query string, in order; a leading "?" is optional, empty parts are skipped. */
export function parseQuery(search: string): ReadonlyArray<readonly [string, string]> {
  const body = search.startsWith("?") ? search.slice(1) : search;
  if (body === "") return [];
  return body
    .split("&")
    .filter((part) => part !== "")
    .map((part) => {
      const at = part.indexOf("=");
      const key = at === -1 ? part : part.slice(0, at);
      const value = at === -1 ? "" : part.slice(at + 1);
      return [decodeQueryComponent(key), decodeQueryComponent(value)] as const;
    });
}

/** The first value of a key in a query string, or null. */
export function queryValue(search: string, key: string): string | null {
  const hit = parseQuery(search).find(([k]) => k === key);
  return hit === undefined ? null : hit[1];
}

/** Splits "/a/b?x=1#h" into its path, query ("?x=1" or "") and hash ("#h" or ""). */
export function splitPath(location: string): { pathname: string; search: string; hash: string } {
  const hashAt = location.indexOf("#");
  const withoutHash = hashAt === -1 ? location : location.slice(0, hashAt);
  const hash = hashAt === -1 ? "" : location.slice(hashAt);
  const queryAt = withoutHash.indexOf("?");
  const pathname = queryAt === -1 ? withoutHash : withoutHash.slice(0, queryAt);
  const search = queryAt === -1 ? "" : withoutHash.slice(queryAt);
  return { pathname, search, hash };
}

/** The non-empty segments of a path: "/member/play/" → ["member", "play"]. */
export function pathSegments(pathname: string): string[] {
  return pathname.split("/").filter((segment) => segment !== "");
}

/**
 * One path segment from any value: percent-encoded so "/" or "?" cannot end it, and "." or ".."
 * written as %2E so a browser does not read them as "this folder" or "up one folder".
 */
export function encodePathSegment(value: string | number): string {
  const text = encodeQueryComponent(String(value));
  return text === "." || text === ".." ? text.replace(/\./g, "%2E") : text;
}
