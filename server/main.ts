import { composeServer } from "./compose";
import { loadConfig, productionConfigProblems } from "./config/config";

/** The composition root as a process: environment → composeServer → listen; SIGTERM/SIGINT → graceful stop. */
async function main(): Promise<void> {
  const config = loadConfig();
  const problems = productionConfigProblems(config);
  if (problems.length > 0) {
    for (const problem of problems)
      process.stderr.write(`${JSON.stringify({ level: 60, time: Date.now(), msg: `refusing to start: ${problem}` })}\n`);
    process.exit(1);
  }
  const server = await composeServer(config);
  const { app } = server;

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, "shutting down: finishing in-flight requests");
    // Never hang forever on a stuck connection.
    const timer = setTimeout(() => process.exit(1), 15_000);
    timer.unref();
    try {
      await server.close();
      app.log.info("stopped");
    } catch (error) {
      app.log.error({ err: error }, "error while shutting down");
      process.exitCode = 1;
    }
  };
  process.once("SIGTERM", () => void stop("SIGTERM"));
  process.once("SIGINT", () => void stop("SIGINT"));

  await app.listen({ port: config.port, host: config.host });
}

main().catch((error: unknown) => {
  process.stderr.write(
    `${JSON.stringify({ level: 60, msg: "failed to start", err: String(error instanceof Error ? error.stack : error) })}\n`,
  );
  process.exit(1);
});
