import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { GDPR_EXTRACT_AVAILABLE_MS, canOrderGdprExtract, gdprExtractStatus } from "./gdpr-extract";

const DAY = 86_400_000;

describe("GDPR extract (SPEC §4, §9)", () => {
  it("is not ordered without an order", () => {
    expect(gdprExtractStatus(null, 0)).toEqual({ status: "NOT_ORDERED" });
  });

  it("is processing until the file is ready", () => {
    expect(gdprExtractStatus({ orderedAt: 1000, readyAt: null }, 10 * DAY)).toEqual({ status: "PROCESSING", orderedAt: 1000 });
  });

  it("is available for 14 days from when it was ready", () => {
    expect(GDPR_EXTRACT_AVAILABLE_MS).toBe(14 * DAY);
    const order = { orderedAt: 0, readyAt: DAY };
    expect(gdprExtractStatus(order, 15 * DAY - 1)).toEqual({ status: "AVAILABLE", orderedAt: 0, availableUntil: 15 * DAY });
    expect(gdprExtractStatus(order, 15 * DAY)).toEqual({ status: "EXPIRED", orderedAt: 0, expiredAt: 15 * DAY });
  });

  it("can be ordered when none exists or the last one expired, not while one is pending or available", () => {
    expect(canOrderGdprExtract({ status: "NOT_ORDERED" })).toBe(true);
    expect(canOrderGdprExtract({ status: "EXPIRED", orderedAt: 0, expiredAt: 1 })).toBe(true);
    expect(canOrderGdprExtract({ status: "PROCESSING", orderedAt: 0 })).toBe(false);
    expect(canOrderGdprExtract({ status: "AVAILABLE", orderedAt: 0, availableUntil: 1 })).toBe(false);
  });

  it("is available exactly in the 14 days after it was ready", () => {
    fc.assert(
      fc.property(fc.nat({ max: 4e12 }), fc.integer({ min: -30 * DAY, max: 30 * DAY }), (readyAt, offset) => {
        const status = gdprExtractStatus({ orderedAt: readyAt, readyAt }, readyAt + offset);
        expect(status.status).toBe(offset < 14 * DAY ? "AVAILABLE" : "EXPIRED");
      }),
    );
  });
});
