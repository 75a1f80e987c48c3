import { injectable } from "inversify";
import { NO_TRACKERS, type AnalyticsTrackers } from "../../../domain/consent/analytics-trackers";
import type { AnalyticsLoader } from "../../../ports/shell/analytics.port";

// The two scripts, from the hosts the CSP allows (server/http/security-headers.ts TRACKER_SOURCES).
export const GTAG_SCRIPT_URL = "https://www.googletagmanager.com/gtag/js";
export const META_PIXEL_SCRIPT_URL = "https://connect.facebook.net/en_US/fbevents.js";

type Command = (...args: unknown[]) => void;
interface MetaPixel extends Command {
  callMethod?: Command;
  queue: unknown[];
  push: MetaPixel;
  loaded: boolean;
  version: string;
}

/** What the two vendors' scripts read from and write to `window`. */
export interface TrackerWindow {
  dataLayer?: unknown[];
  gtag?: Command;
  fbq?: MetaPixel;
  _fbq?: MetaPixel;
  [disableFlag: `ga-disable-${string}`]: boolean | undefined;
}

/**
 * Loads Google Analytics (gtag.js) and the Meta pixel only when the application asks for them, that
 * is after the matching consent (SPEC §4, §6; the rule is the domain's analyticsTrackers). Nothing
 * is inline (the CSP has no 'unsafe-inline' for scripts): the vendors' bootstrap snippets are
 * written out here and only their script files come from their hosts.
 *
 * A script cannot be unloaded: a withdrawn consent switches the tracker off the way each vendor
 * documents (GA's `ga-disable-{id}` flag, the pixel's consent revoke) and expires their cookies;
 * the next page load does not load it at all.
 */
@injectable()
export class BrowserAnalyticsLoader implements AnalyticsLoader {
  private current: AnalyticsTrackers = NO_TRACKERS;
  private readonly loadedScripts = new Set<string>();

  constructor(
    private readonly doc: Document = document,
    private readonly win: TrackerWindow = window as unknown as TrackerWindow,
  ) {}

  apply(trackers: AnalyticsTrackers): void {
    const previous = this.current;
    this.current = trackers;
    if (previous.googleAnalyticsId !== trackers.googleAnalyticsId) {
      if (previous.googleAnalyticsId !== null) this.stopGoogleAnalytics(previous.googleAnalyticsId);
      if (trackers.googleAnalyticsId !== null) this.startGoogleAnalytics(trackers.googleAnalyticsId);
    }
    if (previous.metaPixelId !== trackers.metaPixelId) {
      if (previous.metaPixelId !== null) this.stopMetaPixel();
      if (trackers.metaPixelId !== null) this.startMetaPixel(trackers.metaPixelId);
    }
  }

  private startGoogleAnalytics(id: string): void {
    this.win[`ga-disable-${id}`] = false;
    const gtag = this.gtag();
    gtag("js", new Date());
    // SPEC §9: "Analytics runs with anonymized IP." (GA4 always anonymises; Universal Analytics ids
    // read the flag.) Consent covers analytics, not advertising: Google's ad features stay off.
    gtag("config", id, { anonymize_ip: true, allow_google_signals: false, allow_ad_personalization_signals: false });
    this.loadScript(`${GTAG_SCRIPT_URL}?id=${encodeURIComponent(id)}`);
  }

  private stopGoogleAnalytics(id: string): void {
    this.win[`ga-disable-${id}`] = true;
    this.expireCookies(/^_ga(_|$)|^_gid$|^_gat/);
  }

  /** Google's snippet: gtag() queues its arguments object on dataLayer until gtag.js reads it. */
  private gtag(): Command {
    const dataLayer = (this.win.dataLayer ??= []);
    this.win.gtag ??= function gtag() {
      // gtag.js tells its commands apart by receiving the `arguments` object itself, not an array.
      // eslint-disable-next-line prefer-rest-params
      dataLayer.push(arguments);
    };
    return this.win.gtag;
  }

  private startMetaPixel(id: string): void {
    const fbq = this.fbq();
    fbq("consent", "grant");
    fbq("init", id);
    fbq("track", "PageView");
    this.loadScript(META_PIXEL_SCRIPT_URL);
  }

  private stopMetaPixel(): void {
    this.win.fbq?.("consent", "revoke");
    this.expireCookies(/^_fb[pc]$/);
  }

  /** Meta's snippet: fbq() queues its calls until fbevents.js takes over (callMethod). */
  private fbq(): MetaPixel {
    if (this.win.fbq !== undefined) return this.win.fbq;
    const pixel = function fbq(...args: unknown[]) {
      if (pixel.callMethod) pixel.callMethod(...args);
      else pixel.queue.push(args);
    } as MetaPixel;
    pixel.queue = [];
    pixel.push = pixel;
    pixel.loaded = true;
    pixel.version = "2.0";
    this.win.fbq = pixel;
    this.win._fbq ??= pixel;
    return pixel;
  }

  private loadScript(src: string): void {
    if (this.loadedScripts.has(src)) return;
    this.loadedScripts.add(src);
    const script = this.doc.createElement("script");
    script.async = true;
    script.src = src;
    this.doc.head.appendChild(script);
  }

  /** Expires the tracker's own first-party cookies, on this host and the parent domains they may use. */
  private expireCookies(names: RegExp): void {
    const host = this.doc.location?.hostname ?? "";
    const labels = host.split(".");
    const domains = ["", ...labels.map((_, index) => labels.slice(index).join(".")).filter((domain) => domain.includes("."))];
    for (const part of this.doc.cookie.split(";")) {
      const name = part.trim().split("=")[0] ?? "";
      if (!names.test(name)) continue;
      for (const domain of domains) {
        this.doc.cookie = `${name}=; Path=/; Max-Age=0${domain === "" ? "" : `; Domain=${domain}`}`;
      }
    }
  }
}
