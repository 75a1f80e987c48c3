import "reflect-metadata";
import { describe, expect, it } from "vitest";
import type { AnalyticsTrackers } from "../../domain/consent/analytics-trackers";
import type { Consent, ConsentContextType } from "../../domain/consent/consent";
import type { AnalyticsLoader } from "../../ports/shell/analytics.port";
import type { ConsentStorage } from "../../ports/shell/consent-storage.port";
import { ConsentStore, type ConsentResellerContext } from "./consent.store";

const ALL = { GENERAL_CONSENT: true, ANALYTICS_CONSENT: true, MARKETING_CONSENT: true } as const;
const NECESSARY = { GENERAL_CONSENT: true, ANALYTICS_CONSENT: false, MARKETING_CONSENT: false } as const;

function config(contextType: ConsentContextType, ids = true, resellerSlug = "member"): ConsentResellerContext {
  return { resellerSlug, contextType, googleAnalyticsId: ids ? "G-ABCD1234" : null, metaPixelId: ids ? "1234567" : null };
}

// Test doubles of the two ports (the application layer never imports adapters).
class FakeStorage implements ConsentStorage {
  private readonly stored = new Map<string, Consent>();
  readonly writes: { reseller: string; consent: Consent }[] = [];
  read(reseller: string): Consent | null {
    return this.stored.get(reseller) ?? null;
  }
  write(reseller: string, consent: Consent): void {
    this.stored.set(reseller, consent);
    this.writes.push({ reseller, consent });
  }
}

class FakeAnalytics implements AnalyticsLoader {
  readonly calls: AnalyticsTrackers[] = [];
  apply(trackers: AnalyticsTrackers): void {
    this.calls.push(trackers);
  }
  get current(): AnalyticsTrackers {
    return this.calls.at(-1) ?? { googleAnalyticsId: null, metaPixelId: null };
  }
}

function setUp() {
  const storage = new FakeStorage();
  const analytics = new FakeAnalytics();
  const store = new ConsentStore(storage, analytics);
  return { storage, analytics, store };
}

describe("ConsentStore", () => {
  it("opens the dialog when the reseller has no consent cookie (SPEC §4)", () => {
    const { store, analytics } = setUp();
    store.sync({ path: "/member/play", config: config("member"), role: null, identityPending: false });
    expect(store.isOpen).toBe(true);
    expect(store.view).toBe("summary");
    expect(analytics.current).toEqual({ googleAnalyticsId: null, metaPixelId: null });
  });

  it("keeps the dialog closed and loads nothing while the config or the user is not known yet", () => {
    const { store, analytics } = setUp();
    store.sync({ path: "/member/play", config: null, role: null, identityPending: false });
    expect(store.isOpen).toBe(false);
    store.sync({ path: "/member/play", config: config("member"), role: null, identityPending: true });
    expect(store.isOpen).toBe(false);
    expect(analytics.calls).toEqual([]);
  });

  it("accepts all: stores every offered option in the reseller's cookie, closes and loads the trackers", () => {
    const { store, storage, analytics } = setUp();
    store.sync({ path: "/member/play", config: config("member"), role: "TEACHER", identityPending: false });
    store.acceptAll();
    expect(storage.read("member")).toEqual(ALL);
    expect(store.isOpen).toBe(false);
    expect(analytics.current).toEqual({ googleAnalyticsId: "G-ABCD1234", metaPixelId: "1234567" });
  });

  it("keeps the dialog closed on the next load once consent is stored", () => {
    const { store, storage } = setUp();
    storage.write("member", NECESSARY);
    store.sync({ path: "/member/play", config: config("member"), role: null, identityPending: false });
    expect(store.isOpen).toBe(false);
  });

  it("saves the settings' toggles, off until the user turns them on", () => {
    const { store, storage, analytics } = setUp();
    store.sync({ path: "/member/play", config: config("member"), role: null, identityPending: false });
    store.openSettings();
    expect(store.view).toBe("settings");
    expect(store.toggles).toEqual({ analytics: false, marketing: false });
    store.setToggle("analytics", true);
    store.save();
    expect(storage.read("member")).toEqual({ GENERAL_CONSENT: true, ANALYTICS_CONSENT: true, MARKETING_CONSENT: false });
    expect(analytics.current).toEqual({ googleAnalyticsId: "G-ABCD1234", metaPixelId: null });
  });

  it("opens the settings later with the stored choice, and withdrawing it stops the trackers", () => {
    const { store, analytics } = setUp();
    store.sync({ path: "/member/play", config: config("member"), role: null, identityPending: false });
    store.acceptAll();
    store.openSettings();
    expect(store.isOpen).toBe(true);
    expect(store.toggles).toEqual({ analytics: true, marketing: true });
    store.setToggle("analytics", false);
    store.setToggle("marketing", false);
    store.save();
    expect(analytics.current).toEqual({ googleAnalyticsId: null, metaPixelId: null });
  });

  it("revokes a student's existing tracking consent, rewrites the cookie and offers only necessary (SPEC §4, §6)", () => {
    const { store, storage, analytics } = setUp();
    storage.write("member", ALL);
    store.sync({ path: "/member/play", config: config("member"), role: "STUDENT", identityPending: false });
    expect(storage.read("member")).toEqual(NECESSARY);
    expect(store.categories).toEqual(["necessary"]);
    expect(store.isOpen).toBe(false);
    expect(analytics.current).toEqual({ googleAnalyticsId: null, metaPixelId: null });
  });

  it("never gives a student tracking consent, even when the toggles say so", () => {
    const { store, storage } = setUp();
    store.sync({ path: "/member/play", config: config("member"), role: "STUDENT", identityPending: false });
    store.acceptAll();
    expect(storage.read("member")).toEqual(NECESSARY);
    store.openSettings();
    store.setToggle("analytics", true);
    store.setToggle("marketing", true);
    store.save();
    expect(storage.read("member")).toEqual(NECESSARY);
  });

  it("offers neither option in the sli context, nor to a student anywhere", () => {
    const { store } = setUp();
    store.sync({ path: "/sli/play", config: config("sli", true, "sli"), role: "TEACHER", identityPending: false });
    expect(store.categories).toEqual(["necessary"]);
    store.sync({ path: "/promo/sommar", config: config("member"), role: "STUDENT", identityPending: false });
    expect(store.contextType).toBe("student");
    expect(store.categories).toEqual(["necessary"]);
  });

  it("offers marketing only for member, promotion and campaign, and analytics only with a tracking id", () => {
    const { store } = setUp();
    store.sync({ path: "/kulturskolan-nord/play", config: config("customer_reseller"), role: null, identityPending: false });
    expect(store.categories).toEqual(["necessary", "analytics"]);
    store.sync({ path: "/promo/sommar", config: config("customer_reseller", false), role: null, identityPending: false });
    expect(store.contextType).toBe("promotion");
    expect(store.categories).toEqual(["necessary", "marketing"]);
    store.sync({ path: "/member/play", config: config("member", false), role: null, identityPending: false });
    expect(store.categories).toEqual(["necessary", "marketing"]);
  });

  it("shows the background overlay only on promotion and campaign pages (SPEC §4)", () => {
    const { store } = setUp();
    const overlay = ["/member/play", "/sli/play", "/promo/sommar", "/campaign/KOD123", "/try"].filter((path) => {
      store.sync({ path, config: config(path.startsWith("/sli") ? "sli" : "member"), role: null, identityPending: false });
      return store.showsOverlay;
    });
    expect(overlay).toEqual(["/promo/sommar", "/campaign/KOD123", "/try"]);
  });

  it("keeps one cookie per reseller", () => {
    const { store, storage } = setUp();
    store.sync({ path: "/member/play", config: config("member"), role: null, identityPending: false });
    store.acceptAll();
    store.sync({
      path: "/member/play",
      config: config("customer_reseller", true, "kulturskolan-nord"),
      role: null,
      identityPending: false,
    });
    expect(store.isOpen).toBe(true);
    expect(storage.read("kulturskolan-nord")).toBeNull();
  });

  it("closes without a choice on Escape: nothing stored, back on the next load", () => {
    const { store, storage } = setUp();
    store.sync({ path: "/member/play", config: config("member"), role: null, identityPending: false });
    store.dismiss();
    store.sync({ path: "/member/play", config: config("member"), role: "TEACHER", identityPending: false });
    expect(store.isOpen).toBe(false);
    expect(storage.writes).toEqual([]);
    const nextLoad = setUp();
    nextLoad.store.sync({ path: "/member/play", config: config("member"), role: null, identityPending: false });
    expect(nextLoad.store.isOpen).toBe(true);
  });
});
