import { describe, expect, it } from "vitest";
import fc from "fast-check";
import type { AccessTokenClaims, Profile } from "./access-token-claims";
import { teacherClaims } from "./access-token-claims.test-helper";
import { destinationAfterLogin, destinationAfterProfileChoice, loginRedirectFor, shouldRedirectFromLogin } from "./login-destination";
import { safeNextPath } from "./safe-next";
import { isLoginPath, nextParam } from "../routing/account-routes";

const profile = (id: number): Profile => ({ id, name: `P${id}`, isActive: id === 1, lastUsed: null });
const claims = (over: Partial<AccessTokenClaims> = {}): AccessTokenClaims => teacherClaims({ profiles: [profile(1)], ...over });

describe("destinationAfterLogin", () => {
  it("sends an active account without next to /{reseller}/play", () => {
    expect(destinationAfterLogin({ claims: claims(), next: null, reseller: "member" })).toBe("/member/play");
    expect(destinationAfterLogin({ claims: claims({ resellerSlug: "sli" }), next: null, reseller: "sli" })).toBe("/sli/play");
  });

  it("uses the token's reseller when the login page had none of its own (plain /login)", () => {
    expect(destinationAfterLogin({ claims: claims({ resellerSlug: "sli" }), next: null, reseller: "member" })).toBe("/sli/play");
  });

  it("sends an active account to next when given", () => {
    expect(destinationAfterLogin({ claims: claims(), next: "/member/collections?x=1", reseller: "member" })).toBe(
      "/member/collections?x=1",
    );
  });

  it("sends an account with more than one profile to /profiles keeping next URL-encoded", () => {
    const two = claims({ profiles: [profile(1), profile(2)] });
    expect(destinationAfterLogin({ claims: two, next: "/member/play/search?q=a b", reseller: "member" })).toBe(
      "/profiles?next=%2Fmember%2Fplay%2Fsearch%3Fq%3Da%20b",
    );
    expect(destinationAfterLogin({ claims: two, next: null, reseller: "member" })).toBe("/profiles");
  });

  it("keeps an account with exactly one profile off the profile chooser", () => {
    expect(destinationAfterLogin({ claims: claims({ profiles: [profile(1)] }), next: null, reseller: "member" })).toBe("/member/play");
  });

  it("sends an inactive account to the activation page of its own reseller", () => {
    const inactive = claims({ isActive: false, resellerSlug: "sli", profiles: [profile(1), profile(2)] });
    expect(destinationAfterLogin({ claims: inactive, next: "/member/settings", reseller: "member" })).toBe("/sli/activate-account");
  });

  it("ignores a next that points at another site", () => {
    for (const next of ["https://evil.test/", "//evil.test", "/\\evil.test", "javascript:alert(1)", "member/play", ""]) {
      expect(destinationAfterLogin({ claims: claims(), next, reseller: "member" })).toBe("/member/play");
      expect(destinationAfterLogin({ claims: claims({ profiles: [profile(1), profile(2)] }), next, reseller: "member" })).toBe("/profiles");
    }
  });

  it("ignores a next that is itself a login or logout page", () => {
    expect(destinationAfterLogin({ claims: claims(), next: "/member/login?next=%2Fx", reseller: "member" })).toBe("/member/play");
    expect(destinationAfterLogin({ claims: claims(), next: "/member/logout", reseller: "member" })).toBe("/member/play");
  });

  it("always lands on a same-site path whatever next holds", () => {
    fc.assert(
      fc.property(fc.option(fc.string()), fc.boolean(), fc.nat(3), (next, isActive, profiles) => {
        const c = claims({ isActive, profiles: Array.from({ length: profiles }, (_, i) => profile(i + 1)) });
        const to = destinationAfterLogin({ claims: c, next, reseller: "member" });
        expect(to.startsWith("/")).toBe(true);
        expect(to.startsWith("//")).toBe(false);
        expect(to.includes("\\")).toBe(false);
      }),
    );
  });
});

describe("safeNextPath", () => {
  it("keeps same-site paths with query and hash", () => {
    expect(safeNextPath("/member/play/products/12-abc?preview=true#t")).toBe("/member/play/products/12-abc?preview=true#t");
  });

  it("rejects control characters that browsers strip before resolving", () => {
    expect(safeNextPath("/\t/evil.test")).toBeNull();
  });
});

describe("destinationAfterProfileChoice", () => {
  it("goes to the kept next, or to play", () => {
    expect(destinationAfterProfileChoice("/member/settings", "member")).toBe("/member/settings");
    expect(destinationAfterProfileChoice(null, "sli")).toBe("/sli/play");
    expect(destinationAfterProfileChoice("https://x.test", "sli")).toBe("/sli/play");
  });
});

describe("login redirects", () => {
  it("does not redirect a login path that already has a next again", () => {
    expect(shouldRedirectFromLogin("/member/login?next=%2Fmember%2Fsettings")).toBe(false);
    expect(shouldRedirectFromLogin("/login?next=%2Fsli%2Fplay")).toBe(false);
  });

  it("redirects other paths, and login paths without a next", () => {
    expect(shouldRedirectFromLogin("/member/settings")).toBe(true);
    expect(shouldRedirectFromLogin("/member/login")).toBe(true);
    expect(shouldRedirectFromLogin("/member/login?next=")).toBe(true);
    expect(shouldRedirectFromLogin("/member/play?next=%2Fx")).toBe(true);
  });

  it("sends the user to login with the current path and query as next", () => {
    expect(loginRedirectFor("/member/settings?tab=2", "member")).toBe("/member/login?next=%2Fmember%2Fsettings%3Ftab%3D2");
    expect(loginRedirectFor("/sli/play", "sli")).toBe("/login?next=%2Fsli%2Fplay");
  });

  it("leaves a user who is already on a login page where they are", () => {
    expect(loginRedirectFor("/member/login?next=%2Fmember%2Fplay", "member")).toBeNull();
    expect(loginRedirectFor("/login", "sli")).toBeNull();
  });

  it("never nests a login next inside another", () => {
    fc.assert(
      fc.property(fc.webPath(), fc.constantFrom("member", "root", "sli"), (path, reseller) => {
        const to = loginRedirectFor(path, reseller);
        if (to === null) return;
        const next = nextParam(to);
        // the login address carries a next only when it is a safe, non-login path
        if (next !== null) {
          expect(isLoginPath(next)).toBe(false);
          expect(safeNextPath(next)).toBe(next);
          expect(shouldRedirectFromLogin(to)).toBe(false);
        }
      }),
    );
  });
});
