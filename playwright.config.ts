import { tmpdir } from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";

// End-to-end journeys against the real product (issue 2 §7): the SPA built by vite and served by
// server/main.ts with the API on one origin, on a fresh embedded PostgreSQL (PGlite) database.
// E2E_PORT lets two checkouts run their journeys side by side.
const PORT = Number(process.env.E2E_PORT ?? 3100);
const BASE_URL = `http://localhost:${PORT}`;
// A fixed folder per port, emptied on every start: fresh data without piling up temp folders.
const DATA_DIR = path.join(tmpdir(), `skolmedia-e2e-${PORT}`);

const DESKTOP_CHROMIUM = { ...devices["Desktop Chrome"], channel: undefined, viewport: { width: 1280, height: 800 } };

export default defineConfig({
  testDir: "e2e",
  outputDir: "test-results/e2e",
  // Tests share no data (support/signed-in.ts: a stored session nobody renews, data made per test
  // through the API), so the workers take tests, not whole files: the long files no longer decide the end.
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [["list"], ["html", { open: "never", outputFolder: "playwright-report" }]] : [["list"]],
  use: {
    baseURL: BASE_URL,
    locale: "sv-SE",
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    // ARCHITECTURE §5: Debian's Chromium, never a downloaded browser.
    launchOptions: {
      executablePath: "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--disable-quic",
        "--no-first-run",
      ],
    },
  },
  // `setup` signs each role in once (e2e/auth.setup.ts); the journeys start from those states.
  projects: [
    { name: "setup", testMatch: /auth\.setup\.ts$/, use: DESKTOP_CHROMIUM },
    { name: "chromium", dependencies: ["setup"], use: DESKTOP_CHROMIUM },
  ],
  webServer: {
    // Build once, then start the real server without its own build step (SKIP_BUILD=1).
    command: `rm -rf "${DATA_DIR}" && node node_modules/vite/bin/vite.js build --logLevel warn && node --import tsx server/main.ts`,
    url: `${BASE_URL}/v1/test`,
    reuseExistingServer: false,
    timeout: 240_000,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      PORT: String(PORT),
      HOST: "127.0.0.1",
      SKIP_BUILD: "1",
      DATA_DIR,
      // The demo pictures (server/seed/demo-images.seed.ts) outside DATA_DIR, which each start empties:
      // drawn on the first run only, shared by the servers of every port (files are renamed into place).
      IMAGE_DIR: path.join(tmpdir(), "skolmedia-e2e-images"),
      // Always the embedded database, even where CI exports DATABASE_URL for the server tests.
      DATABASE_URL: "",
      REDIS_URL: "",
      SMTP_URL: "",
      SEED_CATALOGUE: "small",
      LOG_LEVEL: "warn",
      // The journeys test screens, not load shedding (server/http/overload.ts has its own tests);
      // Chromium, the build and the server share two cores here, so a slow event-loop sample must
      // not turn a script request into a 503.
      OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: "0",
      // Every journey logs in from 127.0.0.1, some with a wrong password on purpose: the default
      // limits (20 failures per address, 5 per account in 15 minutes) would answer 429 as the suite grows.
      LOGIN_LIMIT_ACCOUNT: "1000",
      LOGIN_LIMIT_ADDRESS: "10000",
      LOGIN_LIMIT_PASSCODE: "1000",
      LOGIN_LIMIT_PASSCODE_ADDRESS: "10000",
    },
  },
});
