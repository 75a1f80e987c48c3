/** How generated request parts become a URL and a body (request-arbitrary.ts). */

/** Form style, exploded (the contract's query serialisation): arrays repeat the key, objects spread their entries. */
export function serialiseQuery(query: Record<string, unknown>, extra: [string, string] | null): string {
  const entries: Array<[string, string]> = [];
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const item of value) entries.push([name, scalarText(item)]);
    else if (typeof value === "object" && value !== null)
      for (const [key, item] of Object.entries(value)) entries.push([key, scalarText(item)]);
    else entries.push([name, scalarText(value)]);
  }
  if (extra) entries.push(extra);
  return entries.map(([key, value]) => `${encodeValue(key)}=${encodeValue(value)}`).join("&");
}

export function scalarText(value: unknown): string {
  return typeof value === "object" && value !== null ? JSON.stringify(value) : String(value);
}

/** URL-encodes a value; lone surrogates cannot be encoded, so they become U+FFFD first. */
export function encodeValue(value: unknown): string {
  return encodeURIComponent(scalarText(value).replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, "\uFFFD"));
}

/**
 * One path segment. "." and ".." (also as %2E) are dot segments that every URL parser removes
 * (RFC 3986 §5.2.4), so no client can send them as a parameter: the request would reach another
 * route. Such a value gets an underscore, which keeps it a string of the same kind.
 */
export function encodePathSegment(value: unknown): string {
  const encoded = encodeValue(value);
  return /^(?:\.|%2e){1,2}$/i.test(encoded) ? `${encoded}_` : encoded;
}

export const BOUNDARY = "fuzzboundary7MA4YWxkTrZu0gW";

/** A multipart/form-data body: one part per field, binary fields as a small file. */
export function multipartPayload(body: unknown): string {
  const fields = typeof body === "object" && body !== null && !Array.isArray(body) ? Object.entries(body) : [["value", body] as const];
  const parts = fields.map(([name, value]) => {
    const file = name === "file" ? `; filename="fuzz.png"\r\nContent-Type: image/png` : "";
    return `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"${file}\r\n\r\n${scalarText(value)}\r\n`;
  });
  return `${parts.join("")}--${BOUNDARY}--\r\n`;
}
