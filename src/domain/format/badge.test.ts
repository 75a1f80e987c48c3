import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { badgeFor, badgeLabel, type Badge } from "./badge";

const now = Date.parse("2026-11-22T12:00:00Z");
const day = 24 * 60 * 60 * 1000;

describe("product badges", () => {
  it("is Coming before the product becomes available", () => {
    expect(badgeFor({ availableFrom: "2026-12-01", recommended: true, lastChance: true }, now)).toBe("COMING");
  });

  it("is Outgoing with the last-chance flag or when it leaves within 30 days", () => {
    expect(badgeFor({ lastChance: true, recommended: true }, now)).toBe("OUTGOING");
    expect(badgeFor({ availableTo: now + 30 * day }, now)).toBe("OUTGOING");
    expect(badgeFor({ availableTo: now + 31 * day }, now)).toBe("NORMAL");
  });

  it("is Staff pick when recommended", () => {
    expect(badgeFor({ recommended: true, availableFrom: now - day }, now)).toBe("STAFF_PICK");
  });

  it("is New within 30 days of becoming available", () => {
    expect(badgeFor({ availableFrom: new Date(now - 30 * day) }, now)).toBe("NEW");
    expect(badgeFor({ availableFrom: now - 31 * day }, now)).toBe("NORMAL");
  });

  it("is Normal with no flags and ignores unreadable dates", () => {
    expect(badgeFor({}, now)).toBe("NORMAL");
    expect(badgeFor({ availableFrom: "inte ett datum", availableTo: "snart" }, now)).toBe("NORMAL");
  });

  it("has Swedish and English labels, and none for Normal", () => {
    expect(badgeLabel("OUTGOING", "sv")).toBe("Sista chansen");
    expect(badgeLabel("COMING", "en")).toBe("Coming");
    expect(badgeLabel("NORMAL", "sv")).toBeNull();
  });

  it("never calls a product Coming once it is available, nor New before", () => {
    fc.assert(
      fc.property(fc.integer({ min: -400, max: 400 }), fc.boolean(), fc.boolean(), (offsetDays, lastChance, recommended) => {
        const badge: Badge = badgeFor({ availableFrom: now + offsetDays * day, lastChance, recommended }, now);
        if (offsetDays > 0) expect(badge).toBe("COMING");
        else expect(badge).not.toBe("COMING");
        if (lastChance && offsetDays <= 0) expect(badge).toBe("OUTGOING");
      }),
    );
  });
});
