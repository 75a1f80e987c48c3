import { describe, expect, it } from "vitest";
import { formatValue, renderTable, type BenchRow } from "./report";

describe("formatValue", () => {
  it("gives short latencies two decimals and throughputs none", () => {
    expect(formatValue(1.234, "ms")).toBe("1.23 ms");
    expect(formatValue(23.46, "ms")).toBe("23.5 ms");
    expect(formatValue(31997.4, "req/s")).toBe("31,997 req/s");
    expect(formatValue(925.24, "KiB")).toBe("925.2 KiB");
  });
});

describe("renderTable", () => {
  it("prints a header, a rule and one aligned line per row", () => {
    const rows: BenchRow[] = [
      { section: "auth", name: "login p50", value: 23.1, unit: "ms", detail: "n=60" },
      { section: "domain", name: "slugify", value: 475229, unit: "ops/s" },
    ];
    const lines = renderTable(rows).split("\n");
    expect(lines).toHaveLength(4);
    expect(lines[0]).toMatch(/^section \| measure +\| +value \| detail$/);
    expect(lines[2]).toContain("login p50");
    expect(lines[3]).toContain("475,229 ops/s");
    // The value column is right-aligned: both values end at the same column.
    const end = (line: string | undefined, text: string) => (line ?? "").indexOf(text) + text.length;
    expect(end(lines[2], "23.1 ms")).toBe(end(lines[3], "475,229 ops/s"));
  });
});
