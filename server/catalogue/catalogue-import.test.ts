import { readFileSync } from "node:fs";
import { join } from "node:path";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { buildSubjectTree } from "../seed/catalogue-subjects";
import { badLine, goodLine, KNOWN_SERIES, KNOWN_SUBJECTS, mixedFile, renderFile } from "./catalogue-import-fixtures";
import { parseCatalogueLines } from "./catalogue-import";

const context = { subjectIds: new Set(KNOWN_SUBJECTS), seriesIds: new Set(KNOWN_SERIES) };

describe("parseCatalogueLines", () => {
  it("reads a minimal line with the documented defaults", () => {
    const { products, errors } = parseCatalogueLines('{"id": 42, "app": "play", "kind": "film", "title": "Den långa resan"}', context);
    expect(errors).toEqual([]);
    expect(products).toEqual([
      expect.objectContaining({
        id: 42,
        title: "Den långa resan",
        description: "",
        tags: [],
        series: null,
        searchScope: 1,
        mediaManifest: null,
        flags: { recommended: false, lastChance: false, staffPick: false, coming: false, new: false },
      }),
    ]);
  });

  it("reports each bad line with its 1-based number and reason, and still keeps the good ones", () => {
    const text = [
      '{"id": 1, "app": "play", "kind": "clip", "title": "Fotosyntesen"}',
      "",
      "inte json",
      '{"id": 2, "app": "boka", "kind": "ebook", "title": "Fel app"}',
      '{"id": 3, "app": "lashornan", "kind": "ebook", "title": "Allt om vulkaner", "pageCount": 64}',
    ].join("\n");
    const { products, errors, lines } = parseCatalogueLines(text, context);
    expect(products.map((p) => p.id)).toEqual([1, 3]);
    expect(errors).toEqual([
      { line: 3, reason: expect.stringMatching(/^not valid JSON/) },
      { line: 4, reason: 'kind: "ebook" does not belong to app "boka" (allowed: physical)' },
    ]);
    expect(lines).toBe(4);
  });

  it("names every wrong field of a line in one reason", () => {
    const { errors } = parseCatalogueLines('{"id": -1, "app": "play", "kind": "film", "title": "", "prodYear": 1500}', context);
    expect(errors[0]?.reason).toMatch(/id: .*; title: .*; prodYear: /);
  });

  it("lets a later line with the same id replace the earlier one", () => {
    const text = [
      '{"id": 5, "app": "play", "kind": "clip", "title": "Först"}',
      '{"id": 5, "app": "play", "kind": "clip", "title": "Sist"}',
    ].join("\n");
    expect(parseCatalogueLines(text, context).products.map((p) => p.title)).toEqual(["Sist"]);
  });

  it("creates a series named on an episode line, even for episodes listed before it", () => {
    const text = [
      '{"id": 20, "app": "play", "kind": "episode", "title": "Del 1", "series": {"id": 900, "season": 1, "episode": 1}}',
      '{"id": 21, "app": "play", "kind": "episode", "title": "Del 2", "series": {"id": 900, "title": "Havet", "season": 2, "episode": 1}}',
    ].join("\n");
    const parsed = parseCatalogueLines(text, context);
    expect(parsed.errors).toEqual([]);
    expect(parsed.series).toEqual([{ id: 900, app: "play", title: "Havet", description: "", seasons: 2 }]);
  });

  it("accepts CRLF line endings", () => {
    const text = '{"id": 1, "app": "play", "kind": "clip", "title": "A"}\r\n{"id": 2, "app": "play", "kind": "clip", "title": "B"}\r\n';
    expect(parseCatalogueLines(text, context).products).toHaveLength(2);
  });

  it("keeps exactly the good lines and reports exactly the bad ones, at their line numbers (property)", () => {
    fc.assert(
      fc.property(mixedFile(1000), (entries) => {
        const parsed = parseCatalogueLines(renderFile(entries), context);
        const goodIds = entries.flatMap((e) => (e.kind === "good" ? [e.line.id] : []));
        const badLines = entries.flatMap((e, i) => (e.kind === "bad" ? [i + 1] : []));
        expect(parsed.products.map((p) => p.id)).toEqual(goodIds);
        expect(parsed.errors.map((e) => e.line)).toEqual(badLines);
        parsed.errors.forEach((error) => {
          const entry = entries[error.line - 1];
          if (entry?.kind === "bad") expect(error.reason).toMatch(entry.mentions);
        });
      }),
      { numRuns: 200 },
    );
  });

  it("accepts every generated good line and rejects every generated bad line on its own", () => {
    fc.assert(fc.property(goodLine(77), (line) => parseCatalogueLines(JSON.stringify(line), context).errors.length === 0));
    fc.assert(fc.property(badLine, (bad) => parseCatalogueLines(bad.text, context).errors.length === 1));
  });
});

describe("the documented example (docs/catalogue-import.md)", () => {
  it("imports without a bad line against the seeded subjects tree", () => {
    const doc = readFileSync(join(import.meta.dirname, "..", "..", "docs", "catalogue-import.md"), "utf8");
    const example = /```json\n([\s\S]*?)```/.exec(doc)?.[1] ?? "";
    const seeded = { subjectIds: new Set(buildSubjectTree().subjects.map((s) => s.id)), seriesIds: new Set<number>() };
    const parsed = parseCatalogueLines(example, seeded);
    expect(parsed.errors).toEqual([]);
    expect(parsed.products.map((p) => p.kind)).toEqual(["documentary", "episode", "ebook", "physical"]);
    expect(parsed.series.map((s) => s.title)).toEqual(["Havet runt oss"]);
  });
});
