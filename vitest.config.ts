import { defineConfig } from "vitest/config";

// Unit, property, server and contract tests. Browser-like tests opt in to jsdom with
// a `// @vitest-environment jsdom` docblock; everything else runs in node.
export default defineConfig({
  test: {
    globals: true,
    environment: "node",
    include: ["src/**/*.test.{ts,tsx}", "server/**/*.test.ts", "tests/**/*.test.ts", "scripts/**/*.test.ts", "bench/**/*.test.ts"],
    exclude: ["node_modules", "dist", "e2e"],
    setupFiles: ["tests/setup.ts"],
    globalSetup: ["tests/global-setup.ts"],
    testTimeout: 30000,
    hookTimeout: 120000,
    pool: "forks",
    env: { PACT_DO_NOT_TRACK: "true" },
  },
});
