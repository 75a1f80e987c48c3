import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { percentile, summarise, timeSerially } from "./stats";

const sortedSamples = fc
  .array(fc.double({ min: 0, max: 1e6, noNaN: true }), { minLength: 1, maxLength: 200 })
  .map((xs) => [...xs].sort((a, b) => a - b));

describe("percentile", () => {
  it("is the nearest-rank sample: p50 of 1..10 is 5, p95 and p99 are 10", () => {
    const samples = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
    expect([percentile(samples, 50), percentile(samples, 95), percentile(samples, 99)]).toEqual([5, 10, 10]);
  });

  it("always returns a measured sample with at least p % of the samples at or below it", () => {
    fc.assert(
      fc.property(sortedSamples, fc.double({ min: 0.001, max: 100, noNaN: true }), (sorted, p) => {
        const value = percentile(sorted, p);
        expect(sorted).toContain(value);
        expect(sorted.filter((x) => x <= value).length / sorted.length).toBeGreaterThanOrEqual(p / 100 - 1e-9);
      }),
    );
  });

  it("refuses an empty sample set instead of printing NaN", () => {
    expect(() => percentile([], 50)).toThrow(/no samples/);
  });
});

describe("summarise", () => {
  it("orders p50 ≤ p95 ≤ p99 ≤ max whatever order the samples came in", () => {
    fc.assert(
      fc.property(fc.array(fc.double({ min: 0, max: 1e6, noNaN: true }), { minLength: 1, maxLength: 200 }), (samples) => {
        const s = summarise(samples);
        expect(s.count).toBe(samples.length);
        expect(s.p50).toBeLessThanOrEqual(s.p95);
        expect(s.p95).toBeLessThanOrEqual(s.p99);
        expect(s.p99).toBeLessThanOrEqual(s.max);
        expect(s.max).toBe(Math.max(...samples));
      }),
    );
  });
});

describe("timeSerially", () => {
  it("runs the calls one after another and times each", async () => {
    let running = 0;
    let overlapped = false;
    const samples = await timeSerially(5, async () => {
      running++;
      if (running > 1) overlapped = true;
      await new Promise((resolve) => setTimeout(resolve, 5));
      running--;
    });
    expect(overlapped).toBe(false);
    expect(samples).toHaveLength(5);
    // setTimeout may fire a little early on some timers, never much.
    for (const ms of samples) expect(ms).toBeGreaterThanOrEqual(4);
  });
});
