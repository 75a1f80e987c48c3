export const SECTIONS = ["auth", "overload", "database", "web", "lighthouse", "domain", "search", "soak"] as const;
export type Section = (typeof SECTIONS)[number];
/** What a plain `npm run bench` runs; the soak runs only when named (`npm run bench -- soak`). */
export const DEFAULT_SECTIONS: readonly Section[] = ["auth", "overload", "database", "web", "lighthouse", "domain", "search"];

/** Every count and duration of the run; `--quick` shrinks them so a run takes well under a minute. */
export interface BenchOptions {
  quick: boolean;
  sections: readonly Section[];
  logins: number;
  refreshes: number;
  serialRequests: number;
  concurrentLogins: number;
  loginConnections: number;
  /** Concurrent keep-alive connections of the throughput runs (issue 6 §5 measures at 50). */
  connections: number;
  loadSeconds: number;
  /** Overload: seconds of load at twice the sustainable rate, and the connections that offer it. */
  overloadSeconds: number;
  overloadConnections: number;
  /** Soak: a steady offered rate held for this long, so at most soakRate × soakSeconds requests. */
  soakSeconds: number;
  soakRate: number;
  domainMs: number;
  /** Lighthouse runs per page (the median is reported). */
  lighthouseRuns: number;
  /** Search (issue 9): seconds of load per call, its concurrent connections, and the 1,000,000-product run (`--search-1m`). */
  searchSeconds: number;
  searchConnections: number;
  search1m: boolean;
}

const FULL = {
  logins: 60,
  refreshes: 200,
  serialRequests: 1000,
  concurrentLogins: 60,
  loginConnections: 4,
  connections: 50,
  loadSeconds: 10,
  overloadSeconds: 15,
  overloadConnections: 1000,
  soakSeconds: 180,
  soakRate: 2000,
  domainMs: 500,
  lighthouseRuns: 3,
  searchSeconds: 10,
  searchConnections: 20,
};
const QUICK = {
  logins: 15,
  refreshes: 50,
  serialRequests: 200,
  concurrentLogins: 16,
  loginConnections: 4,
  connections: 50,
  loadSeconds: 3,
  overloadSeconds: 5,
  overloadConnections: 500,
  soakSeconds: 30,
  soakRate: 1000,
  domainMs: 150,
  lighthouseRuns: 1,
  searchSeconds: 3,
  searchConnections: 20,
};

/**
 * `npm run bench -- [--quick] [--search-1m] [--only=auth,overload,…] [section…]`: sections named
 * without `--` (`npm run bench -- soak`) are the same as `--only=`. `--search-1m` adds the search
 * section's 1,000,000-product run (its seeding takes many minutes, so it is not in the default run).
 */
const KNOWN_FLAGS = ["--quick", "--search-1m"];

export function parseBenchOptions(argv: readonly string[]): BenchOptions {
  const quick = argv.includes("--quick");
  const only = argv.find((arg) => arg.startsWith("--only="));
  const named = [
    ...(only === undefined ? [] : only.slice("--only=".length).split(",")),
    ...argv.filter((arg) => !arg.startsWith("--")),
  ].filter((name) => name !== "");
  let sections: Section[] = [...DEFAULT_SECTIONS];
  if (named.length > 0) {
    const unknown = named.filter((name) => !(SECTIONS as readonly string[]).includes(name));
    if (unknown.length > 0) throw new Error(`unknown section(s) ${unknown.join(", ")}; choose from ${SECTIONS.join(", ")}`);
    sections = [...new Set(named)] as Section[];
  }
  const unknownFlags = argv.filter((arg) => arg.startsWith("--") && !KNOWN_FLAGS.includes(arg) && !arg.startsWith("--only="));
  if (unknownFlags.length > 0) throw new Error(`unknown option(s) ${unknownFlags.join(", ")}`);
  return { quick, sections, ...(quick ? QUICK : FULL), search1m: argv.includes("--search-1m") };
}
