import { defineConfig } from "vitest/config";

// Pact contract tests (ARCHITECTURE §4.10), kept out of the unit run. Two projects, run one after
// the other by `npm run test:pact`: the consumer writes contracts/pacts/*.json, the provider
// verifies them against the real server. Files run one at a time: they share one pact file.
export default defineConfig({
  test: {
    globals: true,
    environment: "node",
    setupFiles: ["tests/setup.ts"],
    testTimeout: 60_000,
    hookTimeout: 180_000,
    pool: "forks",
    fileParallelism: false,
    env: { PACT_DO_NOT_TRACK: "true" },
    projects: [
      {
        extends: true,
        test: { name: "consumer", include: ["contracts/consumer/**/*.pact.test.ts"], globalSetup: ["contracts/consumer/clean-pacts.ts"] },
      },
      {
        extends: true,
        test: { name: "provider", include: ["contracts/provider/**/*.pact.test.ts"] },
      },
    ],
  },
});
