import { Bench } from "tinybench";
import { ageFromYearOfBirth } from "../../src/domain/access/age";
import { buildSuggestionGroups } from "../../src/domain/combobox/suggestion-groups";
import { slugify } from "../../src/domain/links/slugify";
import { parseSearchAddress } from "../../src/domain/search-address/parse-search-address";
import type { SearchAddress } from "../../src/domain/search-address/search-address";
import { serialiseSearchAddress } from "../../src/domain/search-address/serialise-search-address";
import type { BenchRow } from "../report";
import { catalogueTitles, searchQueries, suggestionSources } from "./domain-inputs";

/** Keeps results alive so the JIT cannot drop the calls being measured. */
let sink = 0;

interface Case {
  name: string;
  /** Calls per task iteration: each iteration walks a whole input list, so the timer is not the bottleneck. */
  batch: number;
  fn: () => void;
}

function cases(): Case[] {
  const titles = catalogueTitles();
  const queries = searchQueries();
  const addresses: SearchAddress[] = queries.map((query) => parseSearchAddress(query).value);
  const sources = suggestionSources();
  const years = Array.from({ length: 40 }, (_, i) => (i === 0 ? null : 1985 + i));
  const dates = [new Date("2026-03-15T12:00:00Z"), new Date("2026-09-01T00:00:00Z")];
  return [
    { name: "slugify", batch: titles.length, fn: () => titles.forEach((title) => (sink += slugify(title).length)) },
    {
      name: "parseSearchAddress",
      batch: queries.length,
      fn: () => queries.forEach((query) => (sink += parseSearchAddress(query).value.type.length)),
    },
    {
      name: "serialiseSearchAddress",
      batch: addresses.length,
      fn: () => addresses.forEach((address) => (sink += serialiseSearchAddress(address).length)),
    },
    {
      name: "buildSuggestionGroups (busy dropdown)",
      batch: sources.length,
      fn: () => sources.forEach((source) => (sink += buildSuggestionGroups(source).length)),
    },
    {
      name: "ageFromYearOfBirth",
      batch: years.length * dates.length,
      fn: () => dates.forEach((now) => years.forEach((year) => (sink += ageFromYearOfBirth(year, now)))),
    },
  ];
}

/** Section 5: calls per second of the domain rules that run on every keystroke, link or token. */
export async function benchDomain(timeMs: number): Promise<BenchRow[]> {
  const all = cases();
  const bench = new Bench({ time: timeMs, warmupTime: Math.min(100, timeMs), throws: true });
  for (const { name, fn } of all) bench.add(name, fn);
  await bench.run();
  const rows = all.map(({ name, batch }): BenchRow => {
    const result = bench.getTask(name)?.result;
    if (result === undefined || !("period" in result)) throw new Error(`domain bench ${name} did not complete`);
    // period is the mean time of one iteration (one batch) in ms.
    return {
      section: "domain",
      name,
      value: (batch * 1000) / result.period,
      unit: "ops/s",
      detail: `${((result.period * 1e6) / batch).toFixed(0)} ns/call · ±${result.latency.rme.toFixed(1)} % · ${result.latency.samplesCount} samples of ${batch}`,
    };
  });
  if (sink === -1) console.log(sink);
  return rows;
}
