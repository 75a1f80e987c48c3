// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { BrowserAnalyticsLoader, GTAG_SCRIPT_URL, META_PIXEL_SCRIPT_URL, type TrackerWindow } from "./analytics-loader";

const GA = "G-KSN4Q7DEMO";
const PIXEL = "381204557721903";

function setUp() {
  const win: TrackerWindow = {};
  const loader = new BrowserAnalyticsLoader(document, win);
  const scripts = () => [...document.head.querySelectorAll("script")].map((script) => script.src);
  return { win, loader, scripts };
}

/** gtag() queues arguments objects; as arrays for comparing. */
const commands = (win: TrackerWindow) => (win.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>));

afterEach(() => {
  document.head.innerHTML = "";
  for (const cookie of document.cookie.split(";")) document.cookie = `${cookie.split("=")[0]?.trim()}=; Max-Age=0; Path=/`;
});

describe("BrowserAnalyticsLoader", () => {
  it("loads nothing until a tracker is asked for", () => {
    const { win, loader, scripts } = setUp();
    loader.apply({ googleAnalyticsId: null, metaPixelId: null });
    expect(scripts()).toEqual([]);
    expect(win.dataLayer).toBeUndefined();
    expect(win.fbq).toBeUndefined();
  });

  it("loads gtag.js for the reseller's id and configures it with anonymised IP and no ad features", () => {
    const { win, loader, scripts } = setUp();
    loader.apply({ googleAnalyticsId: GA, metaPixelId: null });
    expect(scripts()).toEqual([`${GTAG_SCRIPT_URL}?id=${GA}`]);
    const config = commands(win).find((command) => command[0] === "config");
    expect(config).toEqual(["config", GA, { anonymize_ip: true, allow_google_signals: false, allow_ad_personalization_signals: false }]);
    expect(win[`ga-disable-${GA}`]).toBe(false);
  });

  it("loads the Meta pixel script once and queues init and a page view for the reseller's pixel", () => {
    const { win, loader, scripts } = setUp();
    loader.apply({ googleAnalyticsId: null, metaPixelId: PIXEL });
    loader.apply({ googleAnalyticsId: null, metaPixelId: PIXEL });
    expect(scripts()).toEqual([META_PIXEL_SCRIPT_URL]);
    expect(win.fbq?.queue).toEqual([
      ["consent", "grant"],
      ["init", PIXEL],
      ["track", "PageView"],
    ]);
  });

  it("switches both trackers off and expires their cookies when consent is withdrawn", () => {
    const { win, loader, scripts } = setUp();
    loader.apply({ googleAnalyticsId: GA, metaPixelId: PIXEL });
    document.cookie = "_ga=GA1.1.1; Path=/";
    document.cookie = "_fbp=fb.1.1; Path=/";
    document.cookie = "consent_member=kept; Path=/";
    loader.apply({ googleAnalyticsId: null, metaPixelId: null });
    expect(win[`ga-disable-${GA}`]).toBe(true);
    expect(win.fbq?.queue.at(-1)).toEqual(["consent", "revoke"]);
    expect(document.cookie).toBe("consent_member=kept");
    // Nothing more is fetched.
    expect(scripts()).toHaveLength(2);
  });

  it("switches a tracker on again without fetching its script twice", () => {
    const { win, loader, scripts } = setUp();
    loader.apply({ googleAnalyticsId: GA, metaPixelId: null });
    loader.apply({ googleAnalyticsId: null, metaPixelId: null });
    loader.apply({ googleAnalyticsId: GA, metaPixelId: null });
    expect(win[`ga-disable-${GA}`]).toBe(false);
    expect(scripts()).toEqual([`${GTAG_SCRIPT_URL}?id=${GA}`]);
  });
});
