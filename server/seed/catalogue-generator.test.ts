import { existsSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { KINDS_BY_APP, PRODUCT_KINDS } from "../catalogue/catalogue-product";
import { generateCatalogue } from "./catalogue-generator";
import { CatalogueRandom } from "./catalogue-random";
import { lowerFirst, swedishIsbn, TitleRegistry } from "./catalogue-text";

const full = generateCatalogue("full");
const small = generateCatalogue("small");
const MEDIA_ROOT = join(import.meta.dirname, "..");

describe("the generated demo catalogue", () => {
  it("is the same on every run (seeded, no clock)", () => {
    expect(generateCatalogue("small")).toEqual(small);
    expect(generateCatalogue("full").products.slice(-50)).toEqual(full.products.slice(-50));
  });

  it("has at least 5,000 products in full and about 200 in small", () => {
    expect(full.products.length).toBeGreaterThanOrEqual(5000);
    expect(small.products.length).toBeGreaterThanOrEqual(150);
    expect(small.products.length).toBeLessThanOrEqual(260);
  });

  it.each([
    ["full", full],
    ["small", small],
  ] as const)("covers every kind in its own app (%s)", (_size, catalogue) => {
    const kinds = new Set(catalogue.products.map((p) => p.kind));
    expect([...kinds].sort()).toEqual([...PRODUCT_KINDS].sort());
    for (const p of catalogue.products) expect(KINDS_BY_APP[p.app]).toContain(p.kind);
  });

  it("numbers products 1..N", () => {
    expect(full.products.map((p) => p.id)).toEqual(full.products.map((_p, i) => i + 1));
  });

  it("gives every series its seasons and every season episodes numbered from 1 without gaps", () => {
    for (const series of full.series) {
      const episodes = full.products.filter((p) => p.series?.id === series.id);
      expect(episodes.length).toBeGreaterThan(0);
      expect(new Set(episodes.map((p) => p.series?.season)).size).toBe(series.seasons);
      for (let season = 1; season <= series.seasons; season += 1) {
        const numbers = episodes.filter((p) => p.series?.season === season).map((p) => p.series?.episode);
        expect(numbers).toEqual(numbers.map((_n, i) => i + 1));
      }
    }
    for (const p of full.products) expect(p.series !== null).toBe(p.kind === "episode");
  });

  it("links products only to subjects of the tree, whose paths run from the root", () => {
    const byId = new Map(full.subjects.map((s) => [s.id, s]));
    for (const s of full.subjects) {
      expect(s.path.at(-1)).toBe(s.id);
      expect(s.parentId === null ? s.path.length : s.path.at(-2)).toBe(s.parentId === null ? 1 : s.parentId);
    }
    for (const p of full.products) for (const id of p.subjectIds) expect(byId.has(id)).toBe(true);
    expect(full.subjects.filter((s) => s.parentId === null).map((s) => s.title)).toEqual(
      expect.arrayContaining(["Historia", "Samhällskunskap", "Biologi", "Matematik", "Sex och samlevnad", "Källkritik"]),
    );
  });

  it("keeps titles distinct within an app (episodes within their series)", () => {
    const keys = full.products.map((p) => (p.series ? `series-${p.series.id}:${p.title}` : `${p.app}:${p.title}`));
    expect(new Set(keys).size).toBe(keys.length);
  });

  it("writes Swedish titles and descriptions", () => {
    for (const p of full.products) {
      expect(p.title.trim().length).toBeGreaterThan(2);
      expect(p.description.length).toBeGreaterThan(40);
      expect(p.description).not.toMatch(/\{\w+\}/);
    }
    const text = full.products.map((p) => p.description).join(" ");
    expect(text).toMatch(/å/);
    expect(text).toMatch(/ä/);
    expect(text).toMatch(/ö/);
  });

  it("has age limits of 11 and 15, never below the recommended age", () => {
    const limits = new Set(full.products.map((p) => p.ageRestriction));
    expect(limits).toContain(11);
    expect(limits).toContain(15);
    for (const p of full.products) if (p.ageRestriction !== null) expect(p.ageRecommendation).toBeGreaterThanOrEqual(p.ageRestriction);
  });

  it("gives time to films and audio, and pages or time to books", () => {
    for (const p of full.products) {
      if (p.app === "play") expect(p.durationSeconds).toBeGreaterThan(0);
      if (p.kind === "ebook") expect(p.pageCount).toBeGreaterThan(0);
      if (p.kind === "audiobook") expect(p.durationSeconds).toBeGreaterThan(0);
    }
  });

  it("points playable Play products at sample streams that exist on disk", () => {
    const playable = full.products.filter((p) => p.mediaManifest !== null);
    expect(playable.length).toBeGreaterThan(1000);
    for (const p of playable) expect(p.app).toBe("play");
    for (const path of new Set(playable.flatMap((p) => [p.mediaManifest, ...p.subtitleTracks.map((t) => t.src)]))) {
      expect(existsSync(join(MEDIA_ROOT, path ?? ""))).toBe(true);
    }
  });

  it("sets every badge flag on some products", () => {
    for (const flag of ["recommended", "lastChance", "staffPick", "coming", "new"] as const) {
      expect(full.products.some((p) => p.flags[flag])).toBe(true);
    }
    for (const p of full.products) if (p.flags.coming) expect(p.mediaManifest).toBeNull();
  });
});

describe("catalogue text helpers", () => {
  it("lower-cases a theme but keeps a proper noun", () => {
    expect(lowerFirst("Fotosyntesen")).toBe("fotosyntesen");
    expect(lowerFirst("Gustav Vasa och reformationen")).toBe("Gustav Vasa och reformationen");
  });

  it("makes ISBN-13 numbers with a valid check digit", () => {
    for (const serial of [1, 42, 1234567]) {
      const digits = swedishIsbn(serial).replace(/-/g, "");
      expect(digits).toMatch(/^97891\d{8}$/);
      const sum = [...digits].reduce((total, d, i) => total + Number(d) * (i % 2 === 0 ? 1 : 3), 0);
      expect(sum % 10).toBe(0);
    }
  });

  it("numbers a repeated title as a part", () => {
    const titles = new TitleRegistry();
    expect([titles.unique("play", "Ljus"), titles.unique("play", "Ljus"), titles.unique("boka", "Ljus")]).toEqual([
      "Ljus",
      "Ljus, del 2",
      "Ljus",
    ]);
  });

  it("draws integers within bounds from the seeded generator", () => {
    const random = new CatalogueRandom(7);
    const draws = Array.from({ length: 1000 }, () => random.int(3, 5));
    expect(new Set(draws)).toEqual(new Set([3, 4, 5]));
    expect(new CatalogueRandom(7).next()).toBe(new CatalogueRandom(7).next());
  });
});
