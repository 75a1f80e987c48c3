import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { issueCodes } from "../validation/validation-result";
import { parseAlertDate, validateAlertForm, type AlertFormInput } from "./alert-form";

const form: AlertFormInput = {
  message: "Driftstörning i kväll",
  link: "/member/pages/drift",
  displayFrom: "2026-11-22",
  expiresAt: "2026-11-29",
};

describe("parseAlertDate", () => {
  it("reads real calendar dates written yyyy-mm-dd", () => {
    expect(parseAlertDate("1970-01-02")).toBe(1);
    expect(parseAlertDate("2024-02-29")).not.toBeNull();
  });

  it("refuses dates that do not exist or are written otherwise", () => {
    for (const text of [
      "2026-02-29",
      "2026-02-30",
      "2026-13-01",
      "2026-00-10",
      "2026-04-31",
      "2026-1-01",
      "22/11/2026",
      "2026-11-22T10:00",
      "",
    ]) {
      expect(parseAlertDate(text)).toBeNull();
    }
  });

  it("reads back every date it could have written", () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date("1000-01-01T00:00:00Z"), max: new Date("9999-12-31T00:00:00Z"), noInvalidDate: true }),
        (date) => {
          const text = date.toISOString().slice(0, 10);
          expect(parseAlertDate(text)).toBe(Math.floor(date.getTime() / 86_400_000));
        },
      ),
    );
  });
});

describe("validateAlertForm", () => {
  it("accepts a complete alert of at most 7 days", () => {
    expect(validateAlertForm(form)).toEqual({ ok: true, issues: [] });
  });

  it("requires every field", () => {
    expect(issueCodes(validateAlertForm({ message: "", link: " ", displayFrom: "", expiresAt: "" }))).toEqual([
      "ALERT.MESSAGE_REQUIRED",
      "ALERT.LINK_REQUIRED",
      "ALERT.DISPLAY_FROM_REQUIRED",
      "ALERT.EXPIRES_AT_REQUIRED",
    ]);
  });

  it("requires yyyy-mm-dd dates that exist", () => {
    const result = validateAlertForm({ ...form, displayFrom: "2026-11-31", expiresAt: "29/11/2026" });
    expect(result.issues.map((i) => [i.field, i.code])).toEqual([
      ["displayFrom", "ALERT.DATE_INVALID"],
      ["expiresAt", "ALERT.DATE_INVALID"],
    ]);
  });

  it("requires display-from before expires-at, on both fields", () => {
    const same = validateAlertForm({ ...form, expiresAt: "2026-11-22" });
    expect(same.issues.map((i) => [i.field, i.code])).toEqual([
      ["displayFrom", "ALERT.FROM_NOT_BEFORE_EXPIRES"],
      ["expiresAt", "ALERT.EXPIRES_NOT_AFTER_FROM"],
    ]);
    expect(validateAlertForm({ ...form, expiresAt: "2026-11-21" }).ok).toBe(false);
  });

  it("allows exactly 7 days and refuses 8", () => {
    expect(validateAlertForm({ ...form, displayFrom: "2026-12-28", expiresAt: "2027-01-04" }).ok).toBe(true);
    expect(issueCodes(validateAlertForm({ ...form, expiresAt: "2026-11-30" }))).toEqual(["ALERT.TOO_LONG"]);
  });

  it("accepts a pair of dates exactly when they are 1 to 7 days apart", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 50_000 }), fc.integer({ min: -20, max: 20 }), (fromDay, gap) => {
        const iso = (day: number) => new Date(day * 86_400_000).toISOString().slice(0, 10);
        const result = validateAlertForm({ ...form, displayFrom: iso(fromDay), expiresAt: iso(fromDay + gap) });
        expect(result.ok).toBe(gap >= 1 && gap <= 7);
      }),
    );
  });
});
