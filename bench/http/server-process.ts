// The server under load runs in its own process, so the load generator (autocannon, in the parent)
// does not share its event loop, and its memory figures are the server's alone. It is the product
// as `npm start` composes it (server/compose.ts: logger, security headers, overload guard, routes,
// static files, settings from the environment); only the database is the bench's own.
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { composeServer, type ComposedServer } from "../../server/compose";
import { loadConfig, type ServerConfig } from "../../server/config/config";
import { openBenchDatabase, type BenchDatabaseHandle } from "./bench-database";
import { memorySample, type ParentMessage, type ServerMessage } from "./server-protocol";

/** Retained memory, not garbage waiting for the collector: started with --expose-gc by the bench. */
function settledMemory() {
  globalThis.gc?.();
  return memorySample();
}

function send(message: ServerMessage): void {
  process.send?.(message);
}

/**
 * The built web app when there is one; otherwise a one-page stand-in, so static serving is
 * registered as in a real start (the bench never builds the web app itself).
 */
function webAppDir(config: ServerConfig): { distDir: string; cleanup(): void } {
  if (existsSync(join(config.distDir, "index.html"))) return { distDir: config.distDir, cleanup: () => undefined };
  const distDir = mkdtempSync(join(tmpdir(), "skolmedia-bench-dist-"));
  writeFileSync(join(distDir, "index.html"), "<!doctype html><html><head><title>Skolmedia</title></head><body></body></html>\n");
  return { distDir, cleanup: () => rmSync(distDir, { recursive: true, force: true }) };
}

let database: BenchDatabaseHandle | undefined;
let server: ComposedServer | undefined;
let removeWebApp = () => undefined as void;
let closing: Promise<void> | undefined;
/** Stops the server and removes the bench's schema or data folder and web app stand-in (once). */
const close = () =>
  (closing ??= (async () => {
    await server?.close();
    await database?.drop();
    removeWebApp();
  })());

async function main(): Promise<void> {
  const started = performance.now();
  const fromEnvironment = loadConfig(process.env);
  const web = webAppDir(fromEnvironment);
  removeWebApp = web.cleanup;
  const config: ServerConfig = { ...fromEnvironment, port: 0, host: "127.0.0.1", skipBuild: true, distDir: web.distDir };
  // If the bench dies, do not outlive it.
  process.on("disconnect", () => void close().finally(() => process.exit(0)));
  process.on("message", (message: ParentMessage) => {
    if (message.type === "memory") {
      const memory = message.gc === false ? memorySample() : settledMemory();
      // The overload guard's last sample (when it is on): the figure it sheds load by.
      const pressure = server?.app.hasDecorator("memoryUsage") ? server.app.memoryUsage() : undefined;
      send({ type: "memory", memory, ...(pressure ? { eventLoopDelayMs: pressure.eventLoopDelay } : {}) });
    }
    if (message.type === "close") void close().finally(() => process.exit(0));
  });

  database = await openBenchDatabase(config);
  server = await composeServer(config, { database: database.db });
  await server.app.listen({ port: config.port, host: config.host });
  const address = server.app.server.address();
  if (address === null || typeof address === "string") throw new Error("server has no TCP address");
  const startMs = performance.now() - started;
  send({
    type: "ready",
    port: address.port,
    database: database.db.kind,
    startMs,
    memory: settledMemory(),
    settings: {
      logLevel: config.logLevel,
      databasePoolSize: config.databasePoolSize,
      preparedStatements: config.databasePreparedStatements,
      overload: {
        maxEventLoopDelayMs: config.overload.maxEventLoopDelayMs,
        maxEventLoopUtilization: config.overload.maxEventLoopUtilization,
        sampleIntervalMs: config.overload.sampleIntervalMs,
        retryAfterSeconds: config.overload.retryAfterSeconds,
      },
    },
  });
}

main().catch(async (error: unknown) => {
  send({ type: "failed", error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  await close().catch(() => undefined);
  process.exit(1);
});
