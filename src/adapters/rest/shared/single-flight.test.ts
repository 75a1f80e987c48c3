import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { SingleFlight } from "./single-flight";

describe("SingleFlight", () => {
  it("runs the work once for callers that arrive while it is in flight", async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 30 }), async (callers) => {
        let runs = 0;
        const flight = new SingleFlight(async () => {
          runs += 1;
          await new Promise((resolve) => setTimeout(resolve, 1));
          return runs;
        });
        const outcomes = await Promise.all(Array.from({ length: callers }, () => flight.run()));
        expect(runs).toBe(1);
        expect(new Set(outcomes)).toEqual(new Set([1]));
      }),
      { numRuns: 20 },
    );
  });

  it("is cleared once it settles, so a later caller starts a new run", async () => {
    let runs = 0;
    const flight = new SingleFlight(async () => ++runs);
    expect(await flight.run()).toBe(1);
    expect(flight.isRunning).toBe(false);
    expect(await flight.run()).toBe(2);
  });

  it("shares a failure with every waiting caller and clears itself", async () => {
    let runs = 0;
    const flight = new SingleFlight(async () => {
      runs += 1;
      throw new Error("boom");
    });
    const settled = await Promise.allSettled([flight.run(), flight.run(), flight.run()]);
    expect(settled.every((s) => s.status === "rejected")).toBe(true);
    expect(runs).toBe(1);
    expect(flight.isRunning).toBe(false);
  });
});

describe("SingleFlight with an input", () => {
  it("runs with the input of the caller that started it; joiners share that run", async () => {
    const inputs: string[] = [];
    const flight = new SingleFlight(async (input: string) => {
      inputs.push(input);
      await new Promise((resolve) => setTimeout(resolve, 1));
      return input.toUpperCase();
    });
    const outcomes = await Promise.all([flight.run("first"), flight.run("second")]);
    expect(inputs).toEqual(["first"]);
    expect(outcomes).toEqual(["FIRST", "FIRST"]);
    expect(await flight.run("later")).toBe("LATER");
  });
});
