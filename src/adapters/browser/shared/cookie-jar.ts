/** `document.cookie` behind an interface, so the cookie adapters are tested without a browser. */
export interface CookieJar {
  cookie: string;
  readonly secure: boolean;
}

export function documentCookieJar(): CookieJar {
  return {
    get cookie() {
      return document.cookie;
    },
    set cookie(value: string) {
      document.cookie = value;
    },
    get secure() {
      return window.location.protocol === "https:";
    },
  };
}

/**
 * The decoded value of cookie `name`; null when it is absent, empty, or not valid percent-encoding
 * (a value another script mangled, with a lone %, reads as absent rather than throwing).
 */
export function readCookie(jar: CookieJar, name: string): string | null {
  for (const part of jar.cookie.split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key !== name) continue;
    try {
      const value = decodeURIComponent(rest.join("="));
      return value === "" ? null : value;
    } catch {
      return null;
    }
  }
  return null;
}

/** Writes cookie `name` for the whole site (path /), Secure on https; no max age: a browser-session cookie. */
export function writeCookie(
  jar: CookieJar,
  name: string,
  value: string,
  options: { readonly sameSite: "Lax" | "Strict"; readonly maxAgeSeconds?: number | undefined },
): void {
  const parts = [`${name}=${encodeURIComponent(value)}`, "Path=/", `SameSite=${options.sameSite}`];
  if (options.maxAgeSeconds !== undefined) parts.push(`Max-Age=${options.maxAgeSeconds}`);
  if (jar.secure) parts.push("Secure");
  jar.cookie = parts.join("; ");
}
