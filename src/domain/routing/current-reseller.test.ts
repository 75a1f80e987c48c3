import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { currentReseller } from "./current-reseller";
import { isResellerSlugShape } from "./reseller";

describe("currentReseller (SPEC §1 reseller context)", () => {
  it("takes the reseller segment of the path first", () => {
    expect(currentReseller({ pathname: "/sli/play", search: "?reseller=root", tokenReseller: "member" })).toBe("sli");
  });

  it("takes the reseller query parameter when the path has no reseller", () => {
    expect(currentReseller({ pathname: "/profiles", search: "?reseller=kulturskolan-nord", tokenReseller: "sli" })).toBe(
      "kulturskolan-nord",
    );
  });

  it("falls back to the signed-in user's reseller, then to member", () => {
    expect(currentReseller({ pathname: "/profiles", search: "", tokenReseller: "sli" })).toBe("sli");
    expect(currentReseller({ pathname: "/profiles", search: "" })).toBe("member");
  });

  it("falls back to member for an invalid slug in the query", () => {
    expect(currentReseller({ pathname: "/", search: "?reseller=%3Cscript%3E" })).toBe("member");
  });

  it("always yields a lower-case, slug-shaped reseller, whatever the address", () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.option(fc.string()), (pathname, search, tokenReseller) => {
        const reseller = currentReseller({ pathname: `/${pathname}`, search, tokenReseller });
        expect(isResellerSlugShape(reseller)).toBe(true);
        expect(reseller).toBe(reseller.toLowerCase());
      }),
    );
  });
});
