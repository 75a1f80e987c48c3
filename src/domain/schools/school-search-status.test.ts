import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { schoolSearchTransition } from "./school-search-status";
import type { SchoolSearchEvent } from "./school-search-status";
import { runTransitions } from "../workflows/transition";

describe("school search status (SPEC §4)", () => {
  it("goes from idle to loading to results", () => {
    const run = runTransitions(schoolSearchTransition, "IDLE", [{ type: "SEARCH" }, { type: "LOADED", count: 3 }]);
    expect(run.state).toBe("RESULTS");
  });

  it("shows the empty state when nothing matches", () => {
    expect(runTransitions(schoolSearchTransition, "IDLE", [{ type: "SEARCH" }, { type: "LOADED", count: 0 }]).state).toBe("EMPTY");
  });

  it("shows an empty list and reports the error when the search fails (SPEC §8)", () => {
    const result = schoolSearchTransition("LOADING", { type: "FAILED" });
    expect(result).toEqual({ ok: true, state: "EMPTY", effects: ["REPORT_ERROR"] });
  });

  it("ignores a late answer after the box was closed", () => {
    const result = schoolSearchTransition("IDLE", { type: "LOADED", count: 4 });
    expect(result).toEqual({ ok: false, error: "SCHOOL_SEARCH.NOT_LOADING", state: "IDLE" });
  });

  it("always ends in a known status", () => {
    const event: fc.Arbitrary<SchoolSearchEvent> = fc.oneof(
      fc.constant({ type: "SEARCH" as const }),
      fc.constant({ type: "FAILED" as const }),
      fc.constant({ type: "CLOSE" as const }),
      fc.nat({ max: 30 }).map((count) => ({ type: "LOADED" as const, count })),
    );
    fc.assert(
      fc.property(fc.array(event), (events) => {
        const { state } = runTransitions(schoolSearchTransition, "IDLE", events);
        expect(["IDLE", "LOADING", "RESULTS", "EMPTY"]).toContain(state);
      }),
    );
  });
});
