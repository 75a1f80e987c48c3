import { normaliseClaims, type AccessTokenClaims } from "../../../domain/auth/access-token-claims";

/**
 * Reads the payload of a JWT (without checking the signature: the server does that on every call)
 * and validates it with the domain's SPEC §3 claim rules. Null for anything unreadable.
 */
export function decodeJwtClaims(token: string | null | undefined): AccessTokenClaims | null {
  const payload = decodeJwtPayload(token);
  if (payload === null) return null;
  try {
    return normaliseClaims(payload);
  } catch {
    return null;
  }
}

/** The raw payload of a JWT (e.g. `iat`, which the SPEC §3 claims leave out), or null. */
export function decodeJwtPayload(token: string | null | undefined): unknown {
  if (!token) return null;
  const payload = token.split(".")[1];
  if (payload === undefined || payload === "") return null;
  try {
    const base64 = payload.replace(/-/g, "+").replace(/_/g, "/");
    const padded = base64 + "=".repeat((4 - (base64.length % 4)) % 4);
    const bytes = Uint8Array.from(atob(padded), (char) => char.charCodeAt(0));
    return JSON.parse(new TextDecoder().decode(bytes)) as unknown;
  } catch {
    return null;
  }
}

/** The inverse, for the in-memory backend and tests: an unsigned JWT-shaped token. */
export function encodeUnsignedJwt(claims: object): string {
  const encode = (value: object): string => {
    const bytes = new TextEncoder().encode(JSON.stringify(value));
    let binary = "";
    bytes.forEach((byte) => (binary += String.fromCharCode(byte)));
    return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
  };
  return `${encode({ alg: "none", typ: "JWT" })}.${encode(claims)}.unsigned`;
}
