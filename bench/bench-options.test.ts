import { describe, expect, it } from "vitest";
import { DEFAULT_SECTIONS, parseBenchOptions } from "./bench-options";

describe("parseBenchOptions", () => {
  it("runs every section but the soak at full size by default", () => {
    const options = parseBenchOptions([]);
    expect(options.quick).toBe(false);
    expect(options.sections).toEqual([...DEFAULT_SECTIONS]);
    expect(options.sections).not.toContain("soak");
  });

  it("runs the sections named without dashes (npm run bench -- soak)", () => {
    expect(parseBenchOptions(["soak"]).sections).toEqual(["soak"]);
    expect(parseBenchOptions(["--quick", "overload", "soak"]).sections).toEqual(["overload", "soak"]);
  });

  it("bounds the soak to minutes and its requests to rate × time", () => {
    for (const options of [parseBenchOptions([]), parseBenchOptions(["--quick"])]) {
      expect(options.soakSeconds).toBeLessThanOrEqual(5 * 60);
      expect(options.soakSeconds * options.soakRate).toBeLessThanOrEqual(500_000);
    }
  });

  it("shrinks every count and duration with --quick", () => {
    const full = parseBenchOptions([]);
    const quick = parseBenchOptions(["--quick"]);
    expect(quick.quick).toBe(true);
    for (const key of [
      "logins",
      "refreshes",
      "serialRequests",
      "concurrentLogins",
      "loadSeconds",
      "overloadSeconds",
      "soakSeconds",
      "domainMs",
    ] as const) {
      expect(quick[key]).toBeLessThan(full[key]);
    }
  });

  it("measures search at 100,000 products by default and adds 1,000,000 with --search-1m (issue 9)", () => {
    expect(parseBenchOptions([]).sections).toContain("search");
    expect(parseBenchOptions(["--only=search"])).toMatchObject({ sections: ["search"], search1m: false, searchConnections: 20 });
    expect(parseBenchOptions(["--only=search", "--search-1m"]).search1m).toBe(true);
  });

  it("keeps only the sections named with --only, in the order given", () => {
    expect(parseBenchOptions(["--only=web,auth"]).sections).toEqual(["web", "auth"]);
  });

  it("refuses an unknown section or flag instead of silently measuring nothing", () => {
    expect(() => parseBenchOptions(["--only=speed"])).toThrow(/unknown section/);
    expect(() => parseBenchOptions(["speed"])).toThrow(/unknown section/);
    expect(() => parseBenchOptions(["--fast"])).toThrow(/unknown option/);
  });
});
