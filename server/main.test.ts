import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REPO_ROOT } from "./config/config";
import { DEMO_PASSWORD } from "./seed/demo-accounts.seed";

interface LogLine {
  msg?: string;
  [key: string]: unknown;
}

/** The real composition root in its own process: env config, PGlite data folder, seed, listen, SIGTERM. */
describe("server/main.ts as a process", () => {
  let child: ChildProcess;
  let dataDir: string;
  let base = "";
  const logs: LogLine[] = [];
  let exited: Promise<number | null>;

  beforeAll(async () => {
    ({ child, dataDir } = spawnMain({
      NODE_ENV: "test",
      // "incoming request" is a debug line (http/access-log.ts); the SIGTERM test waits for it.
      LOG_LEVEL: "debug",
      REDIS_URL: "",
    }));
    exited = new Promise((resolve) => child.once("exit", (code) => resolve(code)));
    let buffer = "";
    base = await new Promise<string>((resolve, reject) => {
      child.stdout?.on("data", (chunk: Buffer) => {
        buffer += chunk.toString();
        const lines = buffer.split("\n");
        buffer = lines.pop() ?? "";
        for (const line of lines) {
          const parsed = safeParse(line);
          logs.push(parsed);
          const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(parsed.msg ?? "");
          if (match?.[1]) resolve(match[1]);
        }
      });
      void exited.then((code) => reject(new Error(`server exited early with ${String(code)}`)));
    });
  });
  afterAll(() => {
    if (child.exitCode === null) child.kill("SIGKILL");
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("writes structured JSON logs and reports its database and operations", () => {
    const ready = logs.find((line) => line.msg === "ready");
    expect(ready).toMatchObject({ database: "pglite", mail: "outbox", rateLimit: "postgres" });
    expect(logs.every((line) => typeof line.level === "number")).toBe(true);
  });

  it("serves the API on its port", async () => {
    const response = await fetch(`${base}/v1/test`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "ok" });
  });

  it("finishes a request in flight on SIGTERM, then exits with 0 after closing the database", async () => {
    const inFlight = fetch(`${base}/api-token-auth`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "larare@skolmedia.test", password: DEMO_PASSWORD }),
    });
    // Signal only once the server has taken the request in (its "incoming request" log line): the
    // argon2 verification that follows takes tens of milliseconds, so the request is still in flight.
    await waitFor(() =>
      logs.some((line) => line.msg === "incoming request" && (line.req as { url?: string } | undefined)?.url === "/api-token-auth"),
    );
    child.kill("SIGTERM");
    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(await exited).toBe(0);
    expect(logs.some((line) => line.msg === "stopped")).toBe(true);
  });
});

describe("server/main.ts refusing unsafe start-ups", () => {
  it("exits with 1 in production without SMTP_URL and JWT_SECRET, naming both", async () => {
    const { code, stderr } = await runToExit({ NODE_ENV: "production", SMTP_URL: "", JWT_SECRET: "" });
    expect(code).toBe(1);
    expect(stderr).toContain("SMTP_URL is required in production");
    expect(stderr).toContain("JWT_SECRET is required in production");
  });

  it("exits with 1 and says so when REDIS_URL points at nothing", async () => {
    const { code, stderr } = await runToExit({ NODE_ENV: "test", REDIS_URL: "redis://127.0.0.1:1" });
    expect(code).toBe(1);
    expect(stderr).toContain("Redis at REDIS_URL is unreachable");
  });
});

/**
 * Starts server/main.ts in a process of its own on a fresh PGlite folder, without DATABASE_URL, with
 * `overrides` on top of the environment (an empty value removes that variable).
 */
function spawnMain(overrides: NodeJS.ProcessEnv): { child: ChildProcess; dataDir: string } {
  const dataDir = mkdtempSync(join(tmpdir(), "skolmedia-main-"));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: "0",
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    SKIP_BUILD: "1",
    SEED_CATALOGUE: "none",
    ...overrides,
  };
  delete env.DATABASE_URL;
  for (const [key, value] of Object.entries(overrides)) if (value === "") delete env[key];
  const child = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], { cwd: REPO_ROOT, env, stdio: ["ignore", "pipe", "pipe"] });
  return { child, dataDir };
}

/** Starts server/main.ts with `overrides` and waits for it to exit (it must, within the timeout). */
export async function runToExit(overrides: NodeJS.ProcessEnv, timeoutMs = 20_000): Promise<{ code: number | null; stderr: string }> {
  const { child, dataDir } = spawnMain(overrides);
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const timer = setTimeout(() => child.kill("SIGKILL"), timeoutMs);
  try {
    const code = await new Promise<number | null>((resolve) => child.once("exit", (exitCode) => resolve(exitCode)));
    return { code, stderr };
  } finally {
    clearTimeout(timer);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function waitFor(condition: () => boolean, timeoutMs = 10_000): Promise<void> {
  const started = Date.now();
  while (!condition()) {
    if (Date.now() - started > timeoutMs) throw new Error("condition not met in time");
    await new Promise((resolve) => setTimeout(resolve, 1));
  }
}

function safeParse(line: string): LogLine {
  try {
    return JSON.parse(line) as LogLine;
  } catch {
    return { msg: line };
  }
}
