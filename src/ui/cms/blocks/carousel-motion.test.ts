import { describe, expect, it } from "vitest";
import { CAROUSEL_EMBLA_DURATION, emblaDurationFor, emblaMoveMs } from "./carousel-motion";

describe("the carousel's motion (SPEC §9: carousel 600 ms)", () => {
  it("moves from one slide to the next in 600 ms, to within a frame", () => {
    expect(Math.abs(emblaMoveMs(CAROUSEL_EMBLA_DURATION) - 600)).toBeLessThanOrEqual((1000 / 60) * 2);
  });

  it("takes longer for a larger duration value, as embla's docs say", () => {
    expect(emblaMoveMs(30)).toBeGreaterThan(emblaMoveMs(22));
    expect(emblaDurationFor(1200)).toBeGreaterThan(emblaDurationFor(600));
  });
});
