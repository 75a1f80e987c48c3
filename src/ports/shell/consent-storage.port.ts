import type { Consent } from "../../domain/consent/consent";

/**
 * Where the user's consent is kept: SPEC §3 "saved as a cookie per reseller", §9 365 days. A value
 * that cannot be read back counts as no consent (the dialog opens again: SPEC §4).
 */
export interface ConsentStorage {
  /** The consent stored for this reseller, or null when there is none (or it is unreadable). */
  read(reseller: string): Consent | null;
  /** Stores the consent for this reseller for 365 days (SPEC §9). */
  write(reseller: string, consent: Consent): void;
}
