import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { buildIdSlug, parseIdSlug, parseNumericId } from "./id-slug";
import { slugify } from "./slugify";

describe("id and slug segments", () => {
  it("joins the id and the slugified title with a hyphen", () => {
    expect(buildIdSlug(1234, "Vår gröna ö")).toBe("1234-var-grona-o");
  });

  it("is the id alone without a title, or when the title has no word characters", () => {
    expect(buildIdSlug(7)).toBe("7");
    expect(buildIdSlug(7, null)).toBe("7");
    expect(buildIdSlug("7", "?!")).toBe("7");
  });

  it("reads the id before the first hyphen and the slug after it", () => {
    expect(parseIdSlug("1234-var-grona-o")).toEqual({ id: "1234", slug: "var-grona-o" });
    expect(parseIdSlug("1234")).toEqual({ id: "1234", slug: null });
    expect(parseIdSlug("1234-")).toEqual({ id: "1234", slug: null });
  });

  it("rejects a segment that does not start with an id", () => {
    expect(parseIdSlug("")).toBeNull();
    expect(parseIdSlug("-abc")).toBeNull();
    expect(parseIdSlug("12.5-abc")).toBeNull();
  });

  it("reads a positive whole-number id", () => {
    expect(parseNumericId("1234-abc")).toBe(1234);
    expect(parseNumericId("0")).toBeNull();
    expect(parseNumericId("abc-1")).toBeNull();
    expect(parseNumericId("99999999999999999999")).toBeNull();
  });

  it("parses back what it builds", () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.nat(), fc.stringMatching(/^[A-Za-z0-9_]{1,12}$/)),
        fc.option(fc.string({ unit: "grapheme" })),
        (id, title) => {
          const slug = title ? slugify(title) : "";
          expect(parseIdSlug(buildIdSlug(id, title))).toEqual({ id: String(id), slug: slug === "" ? null : slug });
        },
      ),
    );
  });

  it("reads the same numeric id whatever the title", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }), fc.string(), (id, title) => {
        expect(parseNumericId(buildIdSlug(id, title))).toBe(id);
      }),
    );
  });
});
