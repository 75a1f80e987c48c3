import { injectable } from "inversify";
import type { Consent } from "../../../domain/consent/consent";
import {
  CONSENT_COOKIE_MAX_AGE_SECONDS,
  consentCookieName,
  parseConsentCookie,
  serialiseConsentCookie,
} from "../../../domain/consent/consent-cookie";
import type { ConsentStorage } from "../../../ports/shell/consent-storage.port";
import { documentCookieJar, readCookie, writeCookie, type CookieJar } from "../shared/cookie-jar";

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
    this.jar = jar ?? documentCookieJar();
  }

  read(reseller: string): Consent | null {
    const value = readCookie(this.jar, consentCookieName(reseller));
    return value === null ? null : parseConsentCookie(value);
  }

  write(reseller: string, consent: Consent): void {
    writeCookie(this.jar, consentCookieName(reseller), serialiseConsentCookie(consent), {
      sameSite: "Lax",
      maxAgeSeconds: CONSENT_COOKIE_MAX_AGE_SECONDS,
    });
  }
}
