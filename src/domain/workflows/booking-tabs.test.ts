import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { BOOKING_TABS, bookingTabKind, bookingTabNumber, parseOrderListKind } from "./booking-tabs";

describe("booking tabs (SPEC §2, §7)", () => {
  it("numbers the tabs 1 current (active), 2 past, 3 overdue", () => {
    expect([1, 2, 3].map((n) => bookingTabKind(n as 1 | 2 | 3))).toEqual(["active", "past", "overdue"]);
  });

  it("turns a tab number into its list and back", () => {
    for (const tab of BOOKING_TABS) expect(bookingTabNumber(bookingTabKind(tab.number))).toBe(tab.number);
  });

  it("reads the orders parameter, defaulting to active", () => {
    expect(parseOrderListKind("past")).toBe("past");
    expect(parseOrderListKind("OVERDUE")).toBe("overdue");
    expect(parseOrderListKind(null)).toBe("active");
    expect(parseOrderListKind("all")).toBe("active");
  });

  it("reads any text as one of the three lists", () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(["active", "past", "overdue"]).toContain(parseOrderListKind(text));
      }),
    );
  });
});
