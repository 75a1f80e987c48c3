import { describe, expect, it } from "vitest";
import { FluidSimulation } from "./fluid-simulation";

describe("the decorative fluid simulation", () => {
  it("starts empty", () => {
    expect(new FluidSimulation(16).totalDye()).toBe(0);
  });

  it("puts dye where it is added and fades it out over time", () => {
    const fluid = new FluidSimulation(16, { fadePerSecond: 0.5 });
    fluid.addDye(0.5, 0.5, 100);
    fluid.step(1 / 30);
    const first = fluid.totalDye();
    expect(first).toBeGreaterThan(0);
    expect(fluid.dyeAt(8, 8)).toBeGreaterThan(fluid.dyeAt(1, 1));
    for (let frame = 0; frame < 120; frame++) fluid.step(1 / 30);
    expect(fluid.totalDye()).toBeLessThan(first / 4);
  });

  it("carries dye along the velocity", () => {
    const fluid = new FluidSimulation(32, { fadePerSecond: 1 });
    fluid.addDye(0.25, 0.5, 200);
    fluid.step(1 / 30);
    for (let frame = 0; frame < 20; frame++) {
      fluid.addVelocity(0.25 + frame / 80, 0.5, 300, 0);
      fluid.step(1 / 30);
    }
    let left = 0;
    let right = 0;
    for (let j = 1; j <= 32; j++) {
      for (let i = 1; i <= 8; i++) left += fluid.dyeAt(i, j);
      for (let i = 10; i <= 32; i++) right += fluid.dyeAt(i, j);
    }
    expect(right).toBeGreaterThan(left);
  });

  it("stays finite for points outside the grid and large forces", () => {
    const fluid = new FluidSimulation(8);
    fluid.addDye(-3, 7, 1e6);
    fluid.addVelocity(2, -1, 1e4, -1e4);
    for (let frame = 0; frame < 30; frame++) fluid.step(1 / 30);
    expect(Number.isFinite(fluid.totalDye())).toBe(true);
  });
});
