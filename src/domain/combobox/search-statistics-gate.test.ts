import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { armStatistics, initialStatisticsGate, takeStatistics, type StatisticsGate } from "./search-statistics-gate";

describe("search statistics gate", () => {
  it("fires once per typed query", () => {
    const armed = armStatistics(initialStatisticsGate, "matte", 5);
    const first = takeStatistics(armed);
    expect(first.fire).toBe(true);
    expect(takeStatistics(first.gate).fire).toBe(false);
    expect(takeStatistics(armStatistics(first.gate, "matte", 5)).fire).toBe(false);
  });

  it("does not fire before anything is typed", () => {
    expect(takeStatistics(initialStatisticsGate).fire).toBe(false);
  });

  it("re-arms when the text changes", () => {
    const fired = takeStatistics(armStatistics(initialStatisticsGate, "matte", 5)).gate;
    expect(takeStatistics(armStatistics(fired, "matematik", 5)).fire).toBe(true);
  });

  it("re-arms when the type changes", () => {
    const fired = takeStatistics(armStatistics(initialStatisticsGate, "matte", 5)).gate;
    expect(takeStatistics(armStatistics(fired, "matte", 6)).fire).toBe(true);
  });

  it("fires exactly once for each run of equal queries", () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ text: fc.constantFrom("a", "ab"), type: fc.constantFrom(5, 6), commits: fc.nat({ max: 3 }) }), {
          maxLength: 12,
        }),
        (steps) => {
          let gate: StatisticsGate = initialStatisticsGate;
          let fired = 0;
          let expected = 0;
          let previous: string | null = null;
          let firedForRun = false;
          for (const step of steps) {
            const keyOf = `${step.text}|${step.type}`;
            if (keyOf !== previous) firedForRun = false;
            previous = keyOf;
            gate = armStatistics(gate, step.text, step.type);
            for (let i = 0; i < step.commits; i += 1) {
              const result = takeStatistics(gate);
              gate = result.gate;
              if (result.fire) fired += 1;
              if (!firedForRun) {
                expected += 1;
                firedForRun = true;
              }
            }
          }
          expect(fired).toBe(expected);
        },
      ),
    );
  });
});
