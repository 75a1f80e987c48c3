import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { isBot, isCachedRoute, shouldScrollToTop } from "./route-policies";

describe("isBot", () => {
  it("recognises the six crawlers in any case", () => {
    for (const ua of [
      "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
      "Mozilla/5.0 (compatible; bingbot/2.0)",
      "facebookexternalhit/1.1",
      "Twitterbot/1.0",
      "Slackbot-LinkExpanding 1.0",
      "Mozilla/5.0 (Macintosh) AppleWebKit/605 (KHTML, like Gecko) Version/17 Safari/605 (Applebot/0.1)",
      "APPLEBOT",
    ]) {
      expect(isBot(ua)).toBe(true);
    }
  });

  it("treats browsers and a missing user agent as people", () => {
    expect(isBot("Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/130 Safari/537.36")).toBe(false);
    expect(isBot(null)).toBe(false);
    expect(isBot("")).toBe(false);
  });

  it("finds a crawler name wherever it appears", () => {
    fc.assert(
      fc.property(fc.string(), fc.constantFrom("googlebot", "BingBot", "Slackbot"), fc.string(), (a, bot, b) => {
        expect(isBot(`${a}${bot}${b}`)).toBe(true);
      }),
    );
  });
});

describe("shouldScrollToTop", () => {
  it("scrolls after a route change", () => {
    expect(shouldScrollToTop("/member/play")).toBe(true);
    expect(shouldScrollToTop("/member/pages/research")).toBe(true);
  });

  it("does not scroll when the path ends with search", () => {
    expect(shouldScrollToTop("/member/play/search")).toBe(false);
    expect(shouldScrollToTop("/member/play/search/")).toBe(false);
    expect(shouldScrollToTop("/member/play/search?q=a&page=2")).toBe(false);
  });
});

describe("isCachedRoute", () => {
  it("is true only for the home path", () => {
    expect(isCachedRoute("/")).toBe(true);
    expect(isCachedRoute("/?reseller=sli")).toBe(true);
    expect(isCachedRoute("/play")).toBe(false);
    expect(isCachedRoute("/member")).toBe(false);
    expect(isCachedRoute("")).toBe(false);
  });
});
