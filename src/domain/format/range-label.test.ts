import { describe, expect, it } from "vitest";
import { rangeValueLabel } from "./range-label";

describe("range value labels", () => {
  it("tops the duration range out at 'more than 1 hour'", () => {
    expect(rangeValueLabel(70, "TIME", "en")).toBe("more than 1 hour");
    expect(rangeValueLabel(70, "TIME", "sv")).toBe("mer än 1 timme");
  });

  it("labels other durations in Swedish units from minutes", () => {
    expect(rangeValueLabel(45, "TIME", "sv")).toBe("45 min");
    expect(rangeValueLabel(65, "TIME", "en")).toBe("1 tim 5 min");
    expect(rangeValueLabel(0, "TIME", "sv")).toBe("0 min");
  });

  it("labels pages as sid and sidor", () => {
    expect(rangeValueLabel(1, "PAGES", "sv")).toBe("1 sid");
    expect(rangeValueLabel(200, "PAGES", "sv")).toBe("200 sidor");
  });
});
