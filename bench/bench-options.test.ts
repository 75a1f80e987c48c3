import { describe, expect, it } from "vitest";
import { parseBenchOptions, SECTIONS } from "./bench-options";

describe("parseBenchOptions", () => {
  it("runs every section at full size by default", () => {
    const options = parseBenchOptions([]);
    expect(options.quick).toBe(false);
    expect(options.sections).toEqual([...SECTIONS]);
  });

  it("shrinks every count and duration with --quick", () => {
    const full = parseBenchOptions([]);
    const quick = parseBenchOptions(["--quick"]);
    expect(quick.quick).toBe(true);
    for (const key of ["logins", "refreshes", "serialRequests", "concurrentLogins", "loadSeconds", "domainMs"] as const) {
      expect(quick[key]).toBeLessThan(full[key]);
    }
  });

  it("keeps only the sections named with --only, in the order given", () => {
    expect(parseBenchOptions(["--only=web,auth"]).sections).toEqual(["web", "auth"]);
  });

  it("refuses an unknown section or flag instead of silently measuring nothing", () => {
    expect(() => parseBenchOptions(["--only=speed"])).toThrow(/unknown section/);
    expect(() => parseBenchOptions(["--fast"])).toThrow(/unknown option/);
  });
});
