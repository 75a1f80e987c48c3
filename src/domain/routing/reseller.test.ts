import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { DEFAULT_RESELLER, resellerSegment, resolveReseller } from "./reseller";

const known = ["member", "root", "sli", "kommunen"] as const;

describe("resolveReseller", () => {
  it("defaults to member", () => {
    expect(DEFAULT_RESELLER).toBe("member");
    expect(resolveReseller(null, known)).toBe("member");
    expect(resolveReseller(undefined, known)).toBe("member");
    expect(resolveReseller("", known)).toBe("member");
  });

  it("keeps a known reseller", () => {
    expect(resolveReseller("sli", known)).toBe("sli");
    expect(resolveReseller("kommunen", known)).toBe("kommunen");
  });

  it("ignores case and spaces in a typed slug", () => {
    expect(resolveReseller(" SLI ", known)).toBe("sli");
  });

  it("falls back to member for an invalid slug", () => {
    expect(resolveReseller("okand", known)).toBe("member");
    expect(resolveReseller("../sli", known)).toBe("member");
  });

  it("always returns member or one of the known resellers", () => {
    fc.assert(
      fc.property(fc.option(fc.string()), (slug) => {
        const r = resolveReseller(slug, known);
        expect(r === "member" || known.includes(r as (typeof known)[number])).toBe(true);
      }),
    );
  });
});

describe("resellerSegment", () => {
  it("uses member for a blank or malformed reseller", () => {
    expect(resellerSegment("")).toBe("member");
    expect(resellerSegment("a/b")).toBe("member");
    expect(resellerSegment("Sli")).toBe("sli");
  });
});
