import { describe, expect, it } from "vitest";
import { parseSeedCatalogue } from "../config/config";
import { generateCatalogue, generateCatalogueBatches } from "./catalogue-generator";

describe("the bench catalogues (issue 9 'Speed': SEED_CATALOGUE=100k|1m)", () => {
  it("makes exactly 100,000 products, numbered 1..N, in batches with each series before its episodes, in the full catalogue's proportions", () => {
    const full = generateCatalogue("full").products;
    const share = (products: readonly { kind: string }[], kind: string) => products.filter((p) => p.kind === kind).length / products.length;
    const counts = new Map<string, number>();
    const seen = new Set<number>();
    let next = 1;
    for (const batch of generateCatalogueBatches("100k")) {
      for (const series of batch.series) seen.add(series.id);
      for (const p of batch.products) {
        expect(p.id).toBe(next++);
        if (p.series) expect(seen.has(p.series.id)).toBe(true);
        counts.set(p.kind, (counts.get(p.kind) ?? 0) + 1);
      }
    }
    expect(next - 1).toBe(100_000);
    for (const kind of new Set(full.map((p) => p.kind))) {
      expect(Math.abs((counts.get(kind) ?? 0) / 100_000 - share(full, kind)), kind).toBeLessThan(0.015);
    }
  }, 60_000);

  it("begins with the same products as the full catalogue (the same seeded draws)", () => {
    const [first] = generateCatalogueBatches("100k", 100);
    expect(first?.products.slice(0, 50)).toEqual(generateCatalogue("full").products.slice(0, 50));
  });

  it("reads SEED_CATALOGUE as a size or none, anything else as full", () => {
    expect(["small", "full", "100k", "1m", "none", " 1m ", undefined, "", "10m", "FULL"].map(parseSeedCatalogue)).toEqual([
      "small",
      "full",
      "100k",
      "1m",
      "none",
      "1m",
      "full",
      "full",
      "full",
      "full",
    ]);
  });
});
