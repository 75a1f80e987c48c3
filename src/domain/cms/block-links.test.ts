import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { orderBlockLinks, type LinkVariant } from "./block-links";

const link = (variant: LinkVariant, text: string) => ({ variant, text });

describe("orderBlockLinks (SPEC §3: primary before secondary)", () => {
  it("puts a primary link stored after a secondary one first", () => {
    expect(orderBlockLinks([link("secondary", "Läs om oss"), link("primary", "Kom igång")]).map((l) => l.text)).toEqual([
      "Kom igång",
      "Läs om oss",
    ]);
  });

  it("keeps the stored order within each variant", () => {
    const ordered = orderBlockLinks([link("secondary", "a"), link("primary", "b"), link("secondary", "c"), link("primary", "d")]);
    expect(ordered.map((l) => l.text)).toEqual(["b", "d", "a", "c"]);
  });

  it("gives no links for a block without any", () => {
    expect(orderBlockLinks(undefined)).toEqual([]);
    expect(orderBlockLinks(null)).toEqual([]);
  });

  it("never shows a secondary link before a primary one, and loses or adds none", () => {
    const links = fc.array(fc.record({ variant: fc.constantFrom<LinkVariant>("primary", "secondary"), text: fc.string() }), {
      maxLength: 8,
    });
    fc.assert(
      fc.property(links, (input) => {
        const ordered = orderBlockLinks(input);
        const firstSecondary = ordered.findIndex((l) => l.variant === "secondary");
        const lastPrimary = ordered.map((l) => l.variant).lastIndexOf("primary");
        expect(firstSecondary === -1 || lastPrimary < firstSecondary).toBe(true);
        expect(ordered).toHaveLength(input.length);
        expect(new Set(ordered)).toEqual(new Set(input));
      }),
    );
  });
});
