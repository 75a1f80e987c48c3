import { fork, type ChildProcess } from "node:child_process";
import { fileURLToPath } from "node:url";
import type { MemorySample, ParentMessage, ServerMessage } from "./server-protocol";

const ENTRY = fileURLToPath(new URL("./server-process.ts", import.meta.url));
const START_TIMEOUT_MS = 120_000;

/** The server child as the bench sees it: its loopback port, its memory, and a way to stop it. */
export interface ServerHandle {
  port: number;
  database: string;
  startMs: number;
  memoryAtStart: MemorySample;
  memory(): Promise<MemorySample>;
  close(): Promise<void>;
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
 * Forks bench/http/server-process.ts and waits until it listens on 127.0.0.1. Its database is
 * in-memory PGlite, or a fresh schema on DATABASE_URL (createTestApp decides by that variable).
 */
export async function startServer(database: BenchDatabase): Promise<ServerHandle> {
  const env = { ...process.env };
  if (database === "pglite") delete env.DATABASE_URL;
  else if (!env.DATABASE_URL?.trim()) throw new Error("a PostgreSQL server needs DATABASE_URL");
  const child = fork(ENTRY, [], { execArgv: ["--import", "tsx", "--expose-gc"], env, stdio: ["ignore", "inherit", "inherit", "ipc"] });
  const tell = (message: ParentMessage) => child.send(message);
  let ready: Extract<ServerMessage, { type: "ready" }>;
  try {
    ready = await nextMessage(child, "ready", START_TIMEOUT_MS);
  } catch (error) {
    child.kill("SIGKILL");
    throw error;
  }
  return {
    port: ready.port,
    database: ready.database,
    startMs: ready.startMs,
    memoryAtStart: ready.memory,
    async memory() {
      const answer = nextMessage(child, "memory", 10_000);
      tell({ type: "memory" });
      return (await answer).memory;
    },
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
