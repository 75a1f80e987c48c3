import { availableParallelism } from "node:os";
import { configDefaults, defineConfig } from "vitest/config";

// Unit, property, server and contract tests. Browser-like tests opt in to jsdom with
// a `// @vitest-environment jsdom` docblock; everything else runs in node.
//
// Two projects (issue 7 §2, figures in the README's "How `npm test` is split"):
// - `pure`: the domain's rules and the demo fixtures. Both are pure (ARCHITECTURE §4.2, enforced by
//   .dependency-cruiser.cjs), so their files share a worker without isolation: a fresh worker per
//   file cost more than the tests themselves (measured 48 s isolated → 8 s shared for the domain).
// - `isolated`: everything else, a fresh worker per file (stores, the DOM, module mocks, servers).
//   Test databases are made once per run (tests/global-setup.ts) and cloned per file.
// Worker threads, not forks: they start about twice as fast and every test here runs in them
// (PGlite, argon2, jsdom). VITEST_MAX_WORKERS overrides the worker count (default: one per core).
const PURE = ["src/domain/**/*.test.ts", "src/fixtures/**/*.test.ts"];

export default defineConfig({
  test: {
    globals: true,
    environment: "node",
    setupFiles: ["tests/setup.ts"],
    testTimeout: 30000,
    hookTimeout: 120000,
    pool: "threads",
    // Vitest's default for `run` is one worker fewer than the cores: a single worker on 2 cores.
    maxWorkers: Number(process.env.VITEST_MAX_WORKERS) || availableParallelism(),
    env: { PACT_DO_NOT_TRACK: "true" },
    projects: [
      { extends: true, test: { name: "pure", include: PURE, isolate: false } },
      {
        extends: true,
        test: {
          name: "isolated",
          include: ["src/**/*.test.{ts,tsx}", "server/**/*.test.ts", "tests/**/*.test.ts", "scripts/**/*.test.ts", "bench/**/*.test.ts"],
          exclude: [...configDefaults.exclude, "dist/**", "e2e/**", ...PURE],
          globalSetup: ["tests/global-setup.ts"],
        },
      },
    ],
  },
});
