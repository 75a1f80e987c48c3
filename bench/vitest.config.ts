import { defineConfig } from "vitest/config";

// The bench's own helpers (statistics, options, table, bundle parsing) have unit tests; the
// figures themselves are never asserted. Run with `npx vitest run --config bench/vitest.config.ts`
// until the root vitest.config.ts includes bench/**/*.test.ts.
export default defineConfig({
  test: {
    root: new URL("..", import.meta.url).pathname,
    include: ["bench/**/*.test.ts"],
    environment: "node",
    pool: "forks",
  },
});
