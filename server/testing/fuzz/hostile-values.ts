/**
 * The broken inputs of issue 6 §2 that a schema-driven generator never produces on its own. None of
 * them contains SQL, a stack frame or a server file path: an error message may echo an input, and
 * the leak check (answer-checks.ts) must only ever find what the server itself let out.
 */

/** 10,000 characters: ASCII, two-byte UTF-8, and astral (two UTF-16 units each). */
export const LONG_STRINGS = ["a".repeat(10_000), "ä".repeat(10_000), "😀".repeat(10_000)];

export const UNICODE_EDGE_CASES = [
  "",
  " ",
  "\u0000",
  "a\u0000b",
  "\uD800", // lone high surrogate
  "x\uDC00y", // lone low surrogate
  "\uFEFFbom",
  "\u202Eevil\u202C", // right-to-left override
  "zero\u200Bwidth",
  "e\u0301", // combining accent
  "\uFFFF\uFFFE",
  "𝕊𝕜𝕠𝕝",
  "👩‍👩‍👧‍👦",
  "İıſK", // letters whose case mapping changes length or script
  "line\u2028para\u2029",
  "\r\n\t\v\f",
  "<script>alert(1)</script>",
  "' OR '1'='1",
  "%00%2e%2e",
  "${jndi:x}",
  "Åsa Öberg-Ärlig",
];

export const HOSTILE_NUMBERS = [
  -1, 0, -0, 1.5, 1e-7, -2147483649, 2147483647, 2147483648, 4294967296, 9007199254740993, 1e21, 1.7976931348623157e308,
  -1.7976931348623157e308,
];

export const BAD_DATES = [
  "2024-02-30",
  "2024-13-01",
  "0000-00-00",
  "2024-01-01T25:61:61Z",
  "2024-01-01T00:00:00", // no time zone
  "+275760-09-13T00:00:00.000Z",
  "-000001-01-01T00:00:00Z",
  "1970-01-01T00:00:00+25:00",
  "yesterday",
  "1714000000",
];

export const BAD_ENUM_VALUES = ["NOT_IN_ENUM", "student", "Admin", "ROOT", "null", "0", "*"];

/** Values of the wrong JSON type for any field. */
export const WRONG_TYPES: readonly unknown[] = [null, true, 42, "42", "", [], {}, [1, 2], { nested: { deeper: [null] } }];

export const HOSTILE_VALUES: readonly unknown[] = [
  ...LONG_STRINGS,
  ...UNICODE_EDGE_CASES,
  ...HOSTILE_NUMBERS,
  ...BAD_DATES,
  ...BAD_ENUM_VALUES,
  ...WRONG_TYPES,
];

/** Unknown fields, including names that target prototypes and privilege flags. */
export const EXTRA_KEYS = ["unknownField", "isAdmin", "role", "__proto__", "constructor", "prototype", "$where", "id", ""];

/** Request body texts that are not JSON, or JSON a parser should refuse. */
export const MALFORMED_JSON = [
  "",
  "{",
  '{"a":}',
  "{'a': 1}",
  "[1,]",
  '{"a":1}}',
  "nul",
  "undefined",
  "NaN",
  '{"a": 1e999999}',
  '{"__proto__": {"isAdmin": true}}',
  '{"constructor": {"prototype": {"isAdmin": true}}}',
  '"\\ud800"',
  "\u0000",
  "\uFEFF{}",
  "[".repeat(5000) + "]".repeat(5000),
  '{"a":"' + "b".repeat(20_000),
];

/** Content types that are not the contract's `application/json`. */
export const WRONG_CONTENT_TYPES = [
  "text/plain",
  "application/x-www-form-urlencoded",
  "multipart/form-data; boundary=fuzz",
  "application/xml",
  "application/jsonx",
  "application/octet-stream",
  "*/*",
];

/**
 * Path segments for an id (already URL-encoded where needed): non-numeric, past int4 and int8,
 * negative, zero, fractional, other numerals, encodings of nothing and of traversal.
 */
export const HOSTILE_PATH_SEGMENTS = [
  "abc",
  "1abc",
  "0x10",
  "1e3",
  "1.5",
  "-1",
  "0",
  "-0",
  "+1",
  "01",
  "%201",
  "1%20",
  "1,2",
  "%5B1%5D",
  "NaN",
  "Infinity",
  "null",
  "%D9%A1", // Arabic-Indic digit one
  "%F0%9F%92%A5",
  "%00",
  "%zz",
  "..",
  "%2e%2e%2f%2e%2e",
  "2147483647",
  "2147483648",
  "4294967296",
  "9223372036854775807",
  "9223372036854775808",
  "99999999999999999999999",
  "1" + "0".repeat(400),
  "a".repeat(10_000),
];

/** Authorization headers that must never authenticate (`token` is the caller's real access token, or null). */
export function hostileAuthorizations(token: string | null): string[] {
  const real = token ?? "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2ln";
  const [header = "", payload = "", signature = ""] = real.split(".");
  const unsigned = `${base64url(JSON.stringify({ alg: "none", typ: "JWT" }))}.${payload}.`;
  const forged = `${header}.${base64url(JSON.stringify({ sub: "1", role: "ADMIN", exp: 4102444800, iat: 1700000000 }))}.${signature}`;
  return [
    "",
    "Bearer",
    "Bearer ",
    "Bearer garbage",
    "Basic dXNlcjpwYXNz",
    `Token ${real}`,
    `Bearer ${unsigned}`,
    `Bearer ${forged}`,
    `Bearer ${real.slice(0, -2)}`,
    `Bearer ${real}, Bearer ${real}`,
    `Bearer ${"a".repeat(10_000)}`,
  ];
}

function base64url(text: string): string {
  return Buffer.from(text).toString("base64url");
}
