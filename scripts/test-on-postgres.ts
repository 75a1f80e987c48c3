// Runs the database tests (server/) again on the real PostgreSQL server named by DATABASE_URL.
// Without DATABASE_URL there is nothing to add: `test:unit` already ran them on PGlite.
import { spawnSync } from "node:child_process";

const url = process.env.DATABASE_URL?.trim();
if (!url) {
  console.log("test:pg: DATABASE_URL is not set; the database tests ran on PGlite only.");
  process.exit(0);
}
console.log(`test:pg: running the database tests on ${url.replace(/\/\/[^@]*@/, "//***@")}`);
const result = spawnSync(process.execPath, ["node_modules/vitest/vitest.mjs", "run", "server"], { stdio: "inherit", env: process.env });
process.exit(result.status ?? 1);
