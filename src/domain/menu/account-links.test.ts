import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { BRANDS } from "../shared/brand";
import { showsLoginButtons, visitorAccountLinks } from "./account-links";

const visitorOn = (location: string, showLoginButtons = true, reseller = "member") =>
  visitorAccountLinks({ showLoginButtons, loggedIn: false, location, reseller });

describe("showsLoginButtons (SPEC §6: two of the branded variants)", () => {
  it("is true for the default and education-streaming brands, false for film-library", () => {
    expect(BRANDS.map((brand) => [brand, showsLoginButtons(brand)])).toEqual([
      ["default", true],
      ["education-streaming", true],
      ["film-library", false],
    ]);
  });
});

describe("visitorAccountLinks (SPEC §6: login and signup buttons)", () => {
  it("shows both to a visitor where the reseller config shows them, login bringing them back", () => {
    expect(visitorOn("/member/play?q=a")).toEqual({
      login: "/member/login?next=%2Fmember%2Fplay%3Fq%3Da",
      signup: "/member/signup",
    });
  });

  it("shows neither where the reseller config says showLoginButtons: false", () => {
    expect(visitorOn("/member/play", false)).toEqual({ login: null, signup: null });
  });

  it("shows neither once logged in", () => {
    fc.assert(
      fc.property(fc.boolean(), (showLoginButtons) => {
        expect(visitorAccountLinks({ showLoginButtons, loggedIn: true, location: "/member/play", reseller: "member" })).toEqual({
          login: null,
          signup: null,
        });
      }),
    );
  });

  it("has no login button on the login page, whatever its form (the same rule as isLoginPath)", () => {
    for (const location of ["/member/login", "/login", "/sli/login/", "/member/login?next=%2Fx"]) {
      expect(visitorOn(location).login).toBeNull();
      expect(visitorOn(location).signup).not.toBeNull();
    }
  });

  it("keeps a deeper path ending in login as a page to come back to", () => {
    expect(visitorOn("/member/pages/login").login).toBe("/member/login?next=%2Fmember%2Fpages%2Flogin");
  });

  it("uses the plain /login and /signup for resellers other than member and root (SPEC §2)", () => {
    expect(visitorOn("/sli/play", true, "sli")).toEqual({ login: "/login?next=%2Fsli%2Fplay", signup: "/signup" });
  });

  it("does not make a logout page the place to come back to", () => {
    expect(visitorOn("/member/logout?next=%2Fmember%2Fplay").login).toBe("/member/login");
  });
});
