import { inject, injectable } from "inversify";
import { action, computed, makeObservable, observable, observableRef } from "mobx";
import { analyticsTrackers, NO_TRACKERS, type AnalyticsTrackers } from "../../domain/consent/analytics-trackers";
import type { Consent, ConsentCategory, ConsentContextType } from "../../domain/consent/consent";
import {
  acceptAllConsent,
  consentDialogOpens,
  consentForRole,
  saveConsentSettings,
  type ConsentToggles,
} from "../../domain/consent/consent-choice";
import { consentOptionsFor, offeredCategories, showsConsentOverlay, type ConsentOptions } from "../../domain/consent/consent-options";
import { pageConsentContext } from "../../domain/consent/page-consent-context";
import type { AnalyticsLoader } from "../../ports/shell/analytics.port";
import { ANALYTICS_LOADER, CONSENT_STORAGE } from "../../ports/shell/consent.tokens";
import type { ConsentStorage } from "../../ports/shell/consent-storage.port";

/** The fields of the reseller config (GET /v1/config/{reseller}, SPEC §3) that consent depends on. */
export interface ConsentResellerContext {
  readonly resellerSlug: string;
  readonly contextType: ConsentContextType;
  readonly googleAnalyticsId: string | null;
  readonly metaPixelId: string | null;
}

export interface ConsentSituation {
  /** The current page's path: promotion and campaign pages have contexts of their own (SPEC §1, §4). */
  readonly path: string;
  /** The reseller's config; null while it loads (or when it could not be loaded). */
  readonly config: ConsentResellerContext | null;
  /** The signed-in user's role (SPEC §6); null or undefined for a visitor. */
  readonly role: string | null | undefined;
  /** True while the session is being restored or a login is in flight: who the user is is not known yet. */
  readonly identityPending: boolean;
}

export type ConsentView = "summary" | "settings";

const OFF: ConsentToggles = { analytics: false, marketing: false };

/**
 * The cookie consent of SPEC §4 and §6: the dialog opens when the reseller has no consent cookie; the
 * user accepts all or opens the settings, toggles analytics and marketing and saves. The rules are
 * the domain's (src/domain/consent); this store holds the dialog's state, keeps the cookie (through
 * the ConsentStorage port) and has the trackers loaded or stopped (AnalyticsLoader port).
 *
 * Decision: nothing is decided while the reseller config or the user's identity is still unknown —
 * the dialog stays closed and no tracker loads, so a student is never tracked in the moment before
 * the session is restored, and the dialog never offers options it then has to take back.
 */
@injectable()
export class ConsentStore {
  config: ConsentResellerContext | null = null;
  role: string | null = null;
  path = "/";
  stored: Consent | null = null;
  isOpen = false;
  view: ConsentView = "summary";
  toggles: ConsentToggles = OFF;
  /** The reseller whose dialog the user closed without choosing (Escape): closed until the next load. */
  private dismissedFor: string | null = null;

  constructor(
    @inject(CONSENT_STORAGE) private readonly storage: ConsentStorage,
    @inject(ANALYTICS_LOADER) private readonly analytics: AnalyticsLoader,
  ) {
    makeObservable<ConsentStore, "dismissedFor">(this, {
      config: observableRef,
      role: observable,
      path: observable,
      stored: observableRef,
      isOpen: observable,
      view: observable,
      toggles: observableRef,
      dismissedFor: observable,
      contextType: computed,
      options: computed,
      categories: computed,
      showsOverlay: computed,
      trackers: computed,
      sync: action,
      acceptAll: action,
      openSettings: action,
      backToSummary: action,
      setToggle: action,
      save: action,
      dismiss: action,
    });
  }

  /** The SPEC §1 consent context of this page for this user; null until the reseller config is known. */
  get contextType(): ConsentContextType | null {
    if (this.config === null) return null;
    return pageConsentContext({ path: this.path, resellerContext: this.config.contextType, role: this.role });
  }

  /** SPEC §6: what the dialog offers this user in this context. */
  get options(): ConsentOptions {
    const contextType = this.contextType;
    if (contextType === null) return { necessary: true, analytics: false, marketing: false };
    return consentOptionsFor({ role: this.role, contextType, resellerConfig: this.config });
  }

  /** The categories the settings list, necessary first (SPEC §3). */
  get categories(): ConsentCategory[] {
    return offeredCategories(this.options);
  }

  /** SPEC §4: a background overlay only for promotion and campaign contexts. */
  get showsOverlay(): boolean {
    const contextType = this.contextType;
    return contextType !== null && showsConsentOverlay(contextType);
  }

  /** The trackers the stored consent allows here (none for students, SPEC §6). */
  get trackers(): AnalyticsTrackers {
    const contextType = this.contextType;
    if (contextType === null) return NO_TRACKERS;
    return analyticsTrackers({ consent: this.stored, role: this.role, contextType, resellerConfig: this.config });
  }

  /**
   * Follows the page's reseller config and the user's role (called by the shell whenever either
   * changes): reads the reseller's cookie, revokes a student's tracking consent and rewrites the
   * cookie (SPEC §4), opens the dialog when there is no cookie, and has the trackers follow.
   */
  sync(situation: ConsentSituation): void {
    if (situation.config === null || situation.identityPending) {
      this.isOpen = false;
      return;
    }
    const resellerChanged = this.config?.resellerSlug !== situation.config.resellerSlug;
    this.config = situation.config;
    this.role = situation.role ?? null;
    this.path = situation.path;
    const reseller = situation.config.resellerSlug;
    const read = this.storage.read(reseller);
    if (read !== null) {
      const { consent, changed } = consentForRole(read, this.role);
      if (changed) this.storage.write(reseller, consent);
      this.stored = consent;
    } else {
      this.stored = null;
    }
    this.isOpen = consentDialogOpens(this.stored) && this.dismissedFor !== reseller;
    if (resellerChanged) this.view = "summary";
    this.analytics.apply(this.trackers);
  }

  /** SPEC §4 "accept all": every offered option, nothing else. */
  acceptAll(): void {
    this.keep(acceptAllConsent(this.options));
  }

  /** Opens the settings with the current choice (off until one is made); also the way back in later. */
  openSettings(): void {
    const stored = this.stored;
    this.toggles = stored === null ? OFF : { analytics: stored.ANALYTICS_CONSENT, marketing: stored.MARKETING_CONSENT };
    this.view = "settings";
    this.dismissedFor = null;
    this.isOpen = this.config !== null;
  }

  backToSummary(): void {
    this.view = "summary";
  }

  setToggle(category: keyof ConsentToggles, value: boolean): void {
    this.toggles = { ...this.toggles, [category]: value };
  }

  /** SPEC §4: save the toggles (an option not offered stays off). */
  save(): void {
    this.keep(saveConsentSettings(this.options, this.toggles));
  }

  /**
   * Escape closes the dialog without a choice: nothing is stored and nothing tracked, and the
   * dialog comes back on the next load (SPEC §4: no cookie means the dialog opens).
   */
  dismiss(): void {
    this.dismissedFor = this.config?.resellerSlug ?? null;
    this.isOpen = false;
    this.view = "summary";
  }

  private keep(consent: Consent): void {
    if (this.config === null) return;
    this.storage.write(this.config.resellerSlug, consent);
    this.stored = consent;
    this.isOpen = false;
    this.view = "summary";
    this.analytics.apply(this.trackers);
  }
}
