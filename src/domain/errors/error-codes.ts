/**
 * Stable error codes of the `{code, message, description}` body (SPEC §3 "Error response body"), one
 * catalogue for the server (server/http/error-codes.ts re-exports it) and the in-memory backend, so a
 * client meets the same codes whichever adapter answers. Clients branch on `code`; `description` is
 * the Swedish text the UI shows first (SPEC §8), `message` a short English text for developers.
 * Documented in server/README.md. A code is added here before anyone answers with it.
 */
export const ERROR_CODES = {
  "REQUEST.VALIDATION": {
    status: 400,
    message: "The request does not match the API contract.",
    description: "Uppgifterna i förfrågan är felaktiga.",
  },
  "REQUEST.MALFORMED_JSON": { status: 400, message: "The request body is not valid JSON.", description: "Förfrågan kunde inte läsas." },
  "REQUEST.TOO_LARGE": { status: 413, message: "The request body is too large.", description: "Förfrågan är för stor." },
  "REQUEST.UNSUPPORTED_MEDIA_TYPE": {
    status: 415,
    message: "Unsupported content type; send application/json.",
    description: "Förfrågan har ett format som inte stöds.",
  },
  "REQUEST.NOT_FOUND": { status: 404, message: "No such route.", description: "Vi hittar ingen sida med den adressen!" },
  "RESOURCE.NOT_FOUND": { status: 404, message: "No such resource.", description: "Det du letar efter finns inte." },
  "AUTH.INVALID_CREDENTIALS": {
    status: 401,
    message: "Wrong e-mail, password or code.",
    description: "Fel e-postadress, lösenord eller kod.",
  },
  "AUTH.RATE_LIMITED": {
    status: 429,
    message: "Too many attempts; try again later.",
    description: "För många försök. Försök igen om en stund.",
  },
  "REQUEST.RATE_LIMITED": {
    status: 429,
    message: "Too many requests from this address; try again later.",
    description: "För många försök. Försök igen om en stund.",
  },
  "AUTH.UNAUTHENTICATED": { status: 401, message: "A valid access token is required.", description: "Du behöver logga in." },
  "AUTH.TOKEN_INVALID": {
    status: 401,
    message: "The token is invalid, expired or revoked.",
    description: "Din inloggning har gått ut. Logga in igen.",
  },
  "AUTH.TOKEN_REUSED": {
    status: 401,
    message: "A revoked refresh token was presented; the session is revoked.",
    description: "Din inloggning har avslutats av säkerhetsskäl. Logga in igen.",
  },
  "AUTH.FORBIDDEN": { status: 403, message: "Not allowed.", description: "Du har inte behörighet att göra detta." },
  "AUTH.CROSS_ORIGIN": {
    status: 403,
    message: "The refresh token cookie was sent from a page of another origin; send the request from the app's own origin.",
    description: "Förfrågan kom från en annan webbplats och stoppades av säkerhetsskäl.",
  },
  "SERVER.UNAVAILABLE": {
    status: 503,
    message: "The server is shutting down.",
    description: "Tjänsten är inte tillgänglig just nu. Försök igen om en stund.",
  },
  // Load shedding (server/http/overload.ts): a quick 503 with Retry-After instead of a long queue.
  "SERVER.OVERLOADED": {
    status: 503,
    message: "The server is overloaded; try again after Retry-After seconds.",
    description: "Tjänsten har väldigt många besökare just nu. Försök igen om en stund.",
  },
  "SERVER.INTERNAL": { status: 500, message: "Something went wrong.", description: "Något gick fel" },
} as const satisfies Record<string, { status: number; message: string; description: string }>;

export type ErrorCode = keyof typeof ERROR_CODES;

export interface ErrorBody {
  code: ErrorCode;
  message: string;
  description: string;
}

export function errorBody(code: ErrorCode, message?: string): ErrorBody {
  const entry = ERROR_CODES[code];
  return { code, message: message ?? entry.message, description: entry.description };
}
