import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { BRANDS } from "../shared/brand";
import { visitorAccountLinks } from "./account-links";

const visitorOn = (location: string, brand: (typeof BRANDS)[number] = "default", reseller = "member") =>
  visitorAccountLinks({ brand, loggedIn: false, location, reseller });

describe("visitorAccountLinks (SPEC §6: login and signup buttons)", () => {
  it("shows both to a visitor on the default and education-streaming brands, login bringing them back", () => {
    for (const brand of ["default", "education-streaming"] as const) {
      expect(visitorOn("/member/play?q=a", brand)).toEqual({
        login: "/member/login?next=%2Fmember%2Fplay%3Fq%3Da",
        signup: "/member/signup",
      });
    }
  });

  it("shows neither on the film-library brand: two of the three brands show them", () => {
    expect(visitorOn("/member/play", "film-library")).toEqual({ login: null, signup: null });
    expect(BRANDS.filter((brand) => visitorOn("/member/play", brand).signup !== null)).toHaveLength(2);
  });

  it("shows neither once logged in", () => {
    fc.assert(
      fc.property(fc.constantFrom(...BRANDS), (brand) => {
        expect(visitorAccountLinks({ brand, loggedIn: true, location: "/member/play", reseller: "member" })).toEqual({
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
    expect(visitorOn("/sli/play", "default", "sli")).toEqual({ login: "/login?next=%2Fsli%2Fplay", signup: "/signup" });
  });

  it("does not make a logout page the place to come back to", () => {
    expect(visitorOn("/member/logout?next=%2Fmember%2Fplay").login).toBe("/member/login");
  });
});
