import { parseQuery } from "../routing/query-string";
import { EMPTY_SEARCH_ADDRESS, RESERVED_SEARCH_KEYS, type SearchAddress, type SearchFilterKeys, type SearchScope } from "./search-address";

// SPEC §2: "Boolean parameters must be the text true or false, case-insensitive; any other value
// is an error." Errors are values: the parse keeps every valid parameter and lists the others.

export type SearchAddressErrorCode =
  "SEARCH.INVALID_BOOLEAN" | "SEARCH.INVALID_PAGE" | "SEARCH.INVALID_SCOPE" | "SEARCH.INVALID_RANGE_VALUE";

export interface SearchAddressError {
  readonly param: string;
  readonly value: string;
  readonly code: SearchAddressErrorCode;
}

export type SearchAddressParse =
  | { readonly ok: true; readonly value: SearchAddress }
  | { readonly ok: false; readonly value: SearchAddress; readonly errors: readonly SearchAddressError[] };

/** "true"/"false" in any case; anything else (including "", "1", "yes") is not a boolean. */
export function parseSearchBoolean(text: string): boolean | null {
  const lower = text.toLowerCase();
  return lower === "true" ? true : lower === "false" ? false : null;
}

function parseInteger(text: string): number | null {
  if (!/^[-+]?\d+$/.test(text)) return null;
  const value = Number(text);
  return Number.isSafeInteger(value) ? value : null;
}

function parseNumber(text: string): number | null {
  if (!/^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i.test(text)) return null;
  const value = Number(text);
  // -0 reads as 0: the address cannot tell them apart anyway.
  return Number.isFinite(value) ? value + 0 : null;
}

function parseScope(text: string): SearchScope | null {
  return text === "1" ? 1 : text === "2" ? 2 : null;
}

/**
 * Reads a search query string ("?q=…&page=2…", the "?" optional). Unknown keys are app filters:
 * with filterKeys given only those keys are kept (range keys as numbers, others ignored, e.g.
 * tracking parameters); without it every other key is a list filter. For the single-valued
 * parameters the first occurrence counts; list filters and type keep every value in order.
 */
export function parseSearchAddress(search: string, filterKeys?: SearchFilterKeys): SearchAddressParse {
  const errors: SearchAddressError[] = [];
  const seen = new Set<string>();
  const type: string[] = [];
  // Maps, not objects: a key such as "__proto__" or "toString" must be just another filter key.
  const filters = new Map<string, string[]>();
  const ranges = new Map<string, number>();
  const value: { -readonly [K in keyof SearchAddress]: SearchAddress[K] } = { ...EMPTY_SEARCH_ADDRESS };
  const fail = (param: string, text: string, code: SearchAddressErrorCode) => errors.push({ param, value: text, code });

  for (const [key, text] of parseQuery(search)) {
    if (key === "type") {
      type.push(text);
      continue;
    }
    if (RESERVED_SEARCH_KEYS.includes(key)) {
      if (seen.has(key)) continue;
      seen.add(key);
      readReserved(value, key, text, fail);
      continue;
    }
    if (filterKeys === undefined || filterKeys.listKeys.includes(key)) {
      filters.set(key, [...(filters.get(key) ?? []), text]);
    } else if (filterKeys.rangeKeys.includes(key)) {
      if (ranges.has(key)) continue;
      const number = parseNumber(text);
      if (number === null) fail(key, text, "SEARCH.INVALID_RANGE_VALUE");
      else ranges.set(key, number);
    }
  }

  const address: SearchAddress = { ...value, type, filters: Object.fromEntries(filters), ranges: Object.fromEntries(ranges) };
  return errors.length === 0 ? { ok: true, value: address } : { ok: false, value: address, errors };
}

type Mutable = { -readonly [K in keyof SearchAddress]: SearchAddress[K] };

function readReserved(
  value: Mutable,
  key: string,
  text: string,
  fail: (param: string, text: string, code: SearchAddressErrorCode) => void,
): void {
  switch (key) {
    case "q":
      value.q = text;
      return;
    case "app":
      value.app = text;
      return;
    case "filter":
      value.filter = text;
      return;
    case "title":
      value.title = text;
      return;
    case "productId":
      value.productId = text;
      return;
    case "page": {
      const page = parseInteger(text);
      if (page === null) fail(key, text, "SEARCH.INVALID_PAGE");
      else value.page = page;
      return;
    }
    case "scope": {
      const scope = parseScope(text);
      if (scope === null) fail(key, text, "SEARCH.INVALID_SCOPE");
      else value.scope = scope;
      return;
    }
    case "listView":
    case "series": {
      const flag = parseSearchBoolean(text);
      if (flag === null) fail(key, text, "SEARCH.INVALID_BOOLEAN");
      else value[key] = flag;
      return;
    }
  }
}
