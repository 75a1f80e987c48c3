import { describe, expect, it } from "vitest";
import { accept, reject, runTransitions } from "./transition";
import type { TransitionResult } from "./transition";

// A counter that refuses to go below zero, to test the runner on its own.
const counter = (n: number, e: "inc" | "dec"): TransitionResult<number, "BELOW_ZERO", string> =>
  e === "inc" ? accept(n + 1, [`now ${n + 1}`]) : n === 0 ? reject(n, "BELOW_ZERO") : accept(n - 1);

describe("running transitions", () => {
  it("folds events, collecting effects and the errors of refused events", () => {
    expect(runTransitions(counter, 0, ["dec", "inc", "inc", "dec"])).toEqual({
      state: 1,
      errors: ["BELOW_ZERO"],
      effects: ["now 1", "now 2"],
    });
  });

  it("returns the initial state for no events", () => {
    expect(runTransitions(counter, 5, [])).toEqual({ state: 5, errors: [], effects: [] });
  });
});
