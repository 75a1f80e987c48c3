import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { RESELLER_PLACEHOLDER, fillResellerPlaceholder } from "./reseller-placeholder";

describe("fillResellerPlaceholder", () => {
  it("leads a stored link into the reader's reseller", () => {
    expect(fillResellerPlaceholder("/{reseller}/play/search", "sli")).toBe("/sli/play/search");
  });

  it("replaces every placeholder and leaves other links as they are", () => {
    expect(fillResellerPlaceholder("/{reseller}/x?back=/{reseller}/play", "member")).toBe("/member/x?back=/member/play");
    expect(fillResellerPlaceholder("https://www.skolverket.se/", "member")).toBe("https://www.skolverket.se/");
  });

  it("leaves no placeholder behind for any reseller slug", () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom("/", "a", RESELLER_PLACEHOLDER, "?")),
        fc.stringMatching(/^[a-z0-9][a-z0-9_-]{0,20}$/),
        (parts, slug) => {
          expect(fillResellerPlaceholder(parts.join(""), slug)).not.toContain(RESELLER_PLACEHOLDER);
        },
      ),
    );
  });
});
