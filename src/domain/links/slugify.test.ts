import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { slugify } from "./slugify";

describe("slugify", () => {
  it("lowercases", () => {
    expect(slugify("Vilda DJUR")).toBe("vilda-djur");
  });

  it("turns å and ä into a and ö into o, in either case", () => {
    expect(slugify("Vår gröna ö")).toBe("var-grona-o");
    expect(slugify("ÅÄÖ åäö")).toBe("aao-aao");
    expect(slugify("Älgarna på Öland")).toBe("algarna-pa-oland");
  });

  it("turns whitespace into hyphens", () => {
    expect(slugify("a b\tc\nd")).toBe("a-b-c-d");
  });

  it("drops other non-word characters", () => {
    expect(slugify("Hej! Vad heter du? (del 2)")).toBe("hej-vad-heter-du-del-2");
    expect(slugify("100% rätt & fel: #1")).toBe("100-ratt-fel-1");
  });

  it("trims repeated and edge hyphens", () => {
    expect(slugify("  -- Hej -- då --  ")).toBe("hej-da");
    expect(slugify("a - b")).toBe("a-b");
  });

  it("keeps digits and underscores", () => {
    expect(slugify("Mattecoach_1 Del 12")).toBe("mattecoach_1-del-12");
  });

  it("keeps the base letter of other accented letters", () => {
    expect(slugify("Café Müller")).toBe("cafe-muller");
  });

  it("returns an empty slug for a title without word characters", () => {
    expect(slugify("")).toBe("");
    expect(slugify("?!  --  …")).toBe("");
  });

  it("always yields lowercase ASCII words joined by single hyphens", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme" }), (title) => {
        expect(slugify(title)).toMatch(/^([a-z0-9_]+(-[a-z0-9_]+)*)?$/);
      }),
    );
  });

  it("is idempotent", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme" }), (title) => {
        expect(slugify(slugify(title))).toBe(slugify(title));
      }),
    );
  });

  it("does not depend on letter case", () => {
    fc.assert(
      fc.property(fc.string(), (title) => {
        expect(slugify(title.toUpperCase())).toBe(slugify(title.toLowerCase()));
      }),
    );
  });
});
