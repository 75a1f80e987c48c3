import { injectable } from "inversify";
import type { Consent } from "../../../domain/consent/consent";
import { consentCookieName } from "../../../domain/consent/consent-cookie";
import type { ConsentStorage } from "../../../ports/shell/consent-storage.port";

/** Consent kept in memory per reseller (by the cookie's name, so resellers map as in the browser). */
@injectable()
export class MemoryConsentStorage implements ConsentStorage {
  private readonly stored = new Map<string, Consent>();
  /** Every write, oldest first, for tests. */
  readonly writes: { readonly reseller: string; readonly consent: Consent }[] = [];

  read(reseller: string): Consent | null {
    return this.stored.get(consentCookieName(reseller)) ?? null;
  }

  write(reseller: string, consent: Consent): void {
    this.stored.set(consentCookieName(reseller), consent);
    this.writes.push({ reseller, consent });
  }
}
