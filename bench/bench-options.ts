export const SECTIONS = ["auth", "database", "web", "domain"] as const;
export type Section = (typeof SECTIONS)[number];

/** Every count and duration of the run; `--quick` shrinks them so a run takes well under a minute. */
export interface BenchOptions {
  quick: boolean;
  sections: readonly Section[];
  logins: number;
  refreshes: number;
  serialRequests: number;
  concurrentLogins: number;
  loginConnections: number;
  connections: number;
  loadSeconds: number;
  domainMs: number;
}

const FULL = {
  logins: 60,
  refreshes: 200,
  serialRequests: 1000,
  concurrentLogins: 60,
  loginConnections: 4,
  connections: 10,
  loadSeconds: 10,
  domainMs: 500,
};
const QUICK = {
  logins: 15,
  refreshes: 50,
  serialRequests: 200,
  concurrentLogins: 16,
  loginConnections: 4,
  connections: 10,
  loadSeconds: 3,
  domainMs: 150,
};

/** `npm run bench -- [--quick] [--only=auth,database,web,domain]` */
export function parseBenchOptions(argv: readonly string[]): BenchOptions {
  const quick = argv.includes("--quick");
  const only = argv.find((arg) => arg.startsWith("--only="));
  let sections: Section[] = [...SECTIONS];
  if (only !== undefined) {
    const wanted = only
      .slice("--only=".length)
      .split(",")
      .filter((name) => name !== "");
    const unknown = wanted.filter((name) => !(SECTIONS as readonly string[]).includes(name));
    if (unknown.length > 0) throw new Error(`unknown section(s) ${unknown.join(", ")}; choose from ${SECTIONS.join(", ")}`);
    sections = wanted as Section[];
  }
  const unknownFlags = argv.filter((arg) => arg.startsWith("--") && arg !== "--quick" && !arg.startsWith("--only="));
  if (unknownFlags.length > 0) throw new Error(`unknown option(s) ${unknownFlags.join(", ")}`);
  return { quick, sections, ...(quick ? QUICK : FULL) };
}
