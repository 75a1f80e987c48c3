import { fork, type ChildProcess } from "node:child_process";
import { fileURLToPath } from "node:url";
import type { MemorySample, ParentMessage, ServerMessage, ServerSettings } from "./server-protocol";

const ENTRY = fileURLToPath(new URL("./server-process.ts", import.meta.url));
const START_TIMEOUT_MS = 120_000;

/** The server child as the bench sees it: its loopback port, its memory, and a way to stop it. */
export interface ServerHandle {
  port: number;
  database: string;
  startMs: number;
  memoryAtStart: MemorySample;
  settings: ServerSettings;
  /** After a full GC by default; `{ gc: false }` samples it as it is (during load). */
  memory(options?: { gc?: boolean }): Promise<MemorySample>;
  /** Memory as it is, with the overload guard's last event-loop delay sample (when the guard is on). */
  pressure(): Promise<{ memory: MemorySample; eventLoopDelayMs?: number }>;
  /** What the server wrote to stdout (its JSON log) so far. */
  log(): ServerLog;
  /** Whether the process is still running (no crash). */
  alive(): boolean;
  close(): Promise<void>;
}

export interface ServerLog {
  bytes: number;
  lines: number;
  /** Lines at warn (40) and above, the first few of each kind kept for the report. */
  warnings: number;
  errors: number;
  samples: string[];
}

const KEPT_SAMPLES = 5;

/**
 * The child's stdout is a pipe read here, as a log shipper reads `npm start` in production (never
 * a terminal, whose speed would be measured too). Only warn/error lines are looked at.
 */
function collectLog(child: ChildProcess): ServerLog {
  const log: ServerLog = { bytes: 0, lines: 0, warnings: 0, errors: 0, samples: [] };
  let partial = "";
  child.stdout?.on("data", (chunk: Buffer) => {
    log.bytes += chunk.length;
    const text = partial + chunk.toString("utf8");
    const lines = text.split("\n");
    partial = lines.pop() ?? "";
    log.lines += lines.length;
    for (const line of lines) {
      const level = /^\{"level":(\d+)/.exec(line)?.[1];
      if (level === undefined || Number(level) < 40) continue;
      if (Number(level) >= 50) log.errors++;
      else log.warnings++;
      if (log.samples.length < KEPT_SAMPLES) log.samples.push(line.slice(0, 400));
    }
  });
  return log;
}

function nextMessage<T extends ServerMessage["type"]>(
  child: ChildProcess,
  type: T,
  timeoutMs: number,
): Promise<Extract<ServerMessage, { type: T }>> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => finish(new Error(`server did not answer "${type}" within ${timeoutMs} ms`)), timeoutMs);
    const onMessage = (message: ServerMessage) => {
      if (message.type === "failed") finish(new Error(`server failed to start:\n${message.error}`));
      else if (message.type === type) finish(null, message as Extract<ServerMessage, { type: T }>);
    };
    const onExit = (code: number | null) => finish(new Error(`server exited with code ${code} before "${type}"`));
    function finish(error: Error | null, message?: Extract<ServerMessage, { type: T }>) {
      clearTimeout(timer);
      child.off("message", onMessage);
      child.off("exit", onExit);
      if (error) reject(error);
      else resolve(message as Extract<ServerMessage, { type: T }>);
    }
    child.on("message", onMessage);
    child.once("exit", onExit);
  });
}

export type BenchDatabase = "pglite" | "postgres";

/**
 * Forks bench/http/server-process.ts — the product as `npm start` composes it — and waits until it
 * listens on 127.0.0.1. Its database is a fresh schema on DATABASE_URL or PGlite in a temporary
 * folder (bench-database.ts). `env` adds settings (e.g. OVERLOAD_*) to the bench's environment;
 * a start that seeds a large catalogue (SEED_CATALOGUE=100k) is given a longer `startTimeoutMs`.
 */
export async function startServer(
  database: BenchDatabase,
  extraEnv: NodeJS.ProcessEnv = {},
  startTimeoutMs = START_TIMEOUT_MS,
): Promise<ServerHandle> {
  const env = { ...process.env, ...extraEnv };
  if (database === "pglite") delete env.DATABASE_URL;
  else if (!env.DATABASE_URL?.trim()) throw new Error("a PostgreSQL server needs DATABASE_URL");
  const child = fork(ENTRY, [], { execArgv: ["--import", "tsx", "--expose-gc"], env, stdio: ["ignore", "pipe", "inherit", "ipc"] });
  const log = collectLog(child);
  const tell = (message: ParentMessage) => child.send(message);
  let ready: Extract<ServerMessage, { type: "ready" }>;
  try {
    ready = await nextMessage(child, "ready", startTimeoutMs);
  } catch (error) {
    child.kill("SIGKILL");
    throw error;
  }
  return {
    port: ready.port,
    database: ready.database,
    startMs: ready.startMs,
    memoryAtStart: ready.memory,
    settings: ready.settings,
    async memory(options = {}) {
      const answer = nextMessage(child, "memory", 10_000);
      tell({ type: "memory", gc: options.gc ?? true });
      return (await answer).memory;
    },
    async pressure() {
      const answer = nextMessage(child, "memory", 10_000);
      tell({ type: "memory", gc: false });
      const { memory, eventLoopDelayMs } = await answer;
      return { memory, ...(eventLoopDelayMs === undefined ? {} : { eventLoopDelayMs }) };
    },
    log: () => ({ ...log, samples: [...log.samples] }),
    alive: () => child.exitCode === null && child.signalCode === null,
    async close() {
      if (child.exitCode !== null) return;
      const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
      tell({ type: "close" });
      const timer = setTimeout(() => child.kill("SIGKILL"), 15_000);
      await exited;
      clearTimeout(timer);
    },
  };
}
