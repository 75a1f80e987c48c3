import { injectable } from "inversify";
import type { Consent } from "../../../domain/consent/consent";
import {
  CONSENT_COOKIE_MAX_AGE_SECONDS,
  consentCookieName,
  parseConsentCookie,
  serialiseConsentCookie,
} from "../../../domain/consent/consent-cookie";
import type { ConsentStorage } from "../../../ports/shell/consent-storage.port";
import type { CookieJar } from "../auth/cookie-token.store";

function documentJar(): CookieJar {
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
 * SPEC §3 "saved as a cookie per reseller", §9 "365 days": one cookie per reseller (the domain
 * names it and writes its value), path /, SameSite=Lax, Secure on https. Max-Age rather than an
 * expiry date, so a browser clock that is off does not shorten it. Readable by scripts on purpose:
 * it holds no secret, and the app decides from it before anything is loaded.
 */
@injectable()
export class ConsentCookieAdapter implements ConsentStorage {
  private readonly jar: CookieJar;

  constructor(jar?: CookieJar) {
    this.jar = jar ?? documentJar();
  }

  read(reseller: string): Consent | null {
    const name = consentCookieName(reseller);
    for (const part of this.jar.cookie.split(";")) {
      const [key, ...rest] = part.trim().split("=");
      if (key === name) return parseConsentCookie(safeDecode(rest.join("=")));
    }
    return null;
  }

  write(reseller: string, consent: Consent): void {
    const parts = [
      `${consentCookieName(reseller)}=${encodeURIComponent(serialiseConsentCookie(consent))}`,
      "Path=/",
      `Max-Age=${CONSENT_COOKIE_MAX_AGE_SECONDS}`,
      "SameSite=Lax",
    ];
    if (this.jar.secure) parts.push("Secure");
    this.jar.cookie = parts.join("; ");
  }
}

/** A value another script mangled (a lone %) reads as no consent, not as an exception. */
function safeDecode(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}
