import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { pathReseller, resellerRedirect } from "./reseller-redirect";

const browser = "Mozilla/5.0 (X11; Linux x86_64) Chrome/130";
const bot = "Mozilla/5.0 (compatible; Googlebot/2.1)";
const segment = fc.stringMatching(/^[a-z0-9-]{1,8}$/);
const resellerPath = fc
  .tuple(
    fc.constantFrom("member", "sli", "root", "kommunen"),
    fc.array(segment, { maxLength: 3 }),
    fc.constantFrom("", "?q=a", "?next=%2Fx"),
  )
  .map(([reseller, rest, query]) => `/${[reseller, ...rest].join("/")}${query}`);

describe("resellerRedirect", () => {
  it("sends a logged-in user to the same path with the token's reseller", () => {
    expect(resellerRedirect({ path: "/member/play/search?q=a", tokenReseller: "sli", userAgent: browser, loggedIn: true })).toBe(
      "/sli/play/search?q=a",
    );
    expect(resellerRedirect({ path: "/sli/pages/om-oss", tokenReseller: "member", userAgent: browser, loggedIn: true })).toBe(
      "/member/pages/om-oss",
    );
  });

  it("leaves the bare reseller page alone", () => {
    expect(resellerRedirect({ path: "/member", tokenReseller: "sli", userAgent: browser, loggedIn: true })).toBeNull();
    expect(resellerRedirect({ path: "/member/", tokenReseller: "sli", userAgent: browser, loggedIn: true })).toBeNull();
  });

  it("serves the page when the resellers match", () => {
    expect(resellerRedirect({ path: "/sli/play", tokenReseller: "sli", userAgent: browser, loggedIn: true })).toBeNull();
    expect(resellerRedirect({ path: "/SLI/play", tokenReseller: "sli", userAgent: browser, loggedIn: true })).toBeNull();
  });

  it("sends a logged-in user on a landing route without reseller to /{reseller}/play", () => {
    expect(resellerRedirect({ path: "/", tokenReseller: "sli", userAgent: browser, loggedIn: true })).toBe("/sli/play");
    expect(resellerRedirect({ path: "/play", tokenReseller: "member", userAgent: browser, loggedIn: true })).toBe("/member/play");
  });

  it("lets bots skip both redirects", () => {
    expect(resellerRedirect({ path: "/", tokenReseller: "sli", userAgent: bot, loggedIn: true })).toBeNull();
    expect(resellerRedirect({ path: "/member/play", tokenReseller: "sli", userAgent: bot, loggedIn: true })).toBeNull();
  });

  it("does not redirect visitors who are not logged in", () => {
    expect(resellerRedirect({ path: "/", tokenReseller: null, userAgent: browser, loggedIn: false })).toBeNull();
    expect(resellerRedirect({ path: "/member/play", tokenReseller: "sli", userAgent: browser, loggedIn: false })).toBeNull();
  });

  it("serves promotion, campaign, profile and login pages as they are", () => {
    for (const path of ["/promo/sommar", "/campaign/ABC", "/try-it", "/profiles?next=%2F", "/login", "/unsubscribe"]) {
      expect(resellerRedirect({ path, tokenReseller: "sli", userAgent: browser, loggedIn: true })).toBeNull();
    }
  });

  it("only counts known resellers when the list is given", () => {
    const knownResellers = ["member", "sli", "tryckeriet"];
    expect(resellerRedirect({ path: "/tryckeriet/play", tokenReseller: "sli", userAgent: browser, loggedIn: true, knownResellers })).toBe(
      "/sli/play",
    );
    expect(resellerRedirect({ path: "/okand/play", tokenReseller: "sli", userAgent: browser, loggedIn: true, knownResellers })).toBeNull();
  });

  it("ignores a token reseller that could not be a path segment", () => {
    expect(resellerRedirect({ path: "/member/play", tokenReseller: "//evil.test", userAgent: browser, loggedIn: true })).toBeNull();
  });

  it("never redirects to another site, and a redirect needs no second redirect", () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.webPath({ size: "small" }), resellerPath),
        fc.constantFrom("member", "sli", "root"),
        (path, tokenReseller) => {
          const to = resellerRedirect({ path, tokenReseller, userAgent: browser, loggedIn: true });
          if (to === null) return;
          expect(to.startsWith(`/${tokenReseller}/`)).toBe(true);
          expect(resellerRedirect({ path: to, tokenReseller, userAgent: browser, loggedIn: true })).toBeNull();
        },
      ),
    );
  });
});

describe("pathReseller", () => {
  it("reads the reseller segment of a path", () => {
    expect(pathReseller("/sli/play")).toBe("sli");
    expect(pathReseller("/")).toBeNull();
    expect(pathReseller("/promo/x")).toBeNull();
    expect(pathReseller("/profiles")).toBeNull();
  });
});
