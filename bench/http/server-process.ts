// The server under load runs in its own process, so the load generator (autocannon, in the parent)
// does not share its event loop, and its memory figures are the server's alone.
import { createTestApp, type TestApp } from "../../server/testing/test-app";
import { memorySample, type ParentMessage, type ServerMessage } from "./server-protocol";

/** Retained memory, not garbage waiting for the collector: started with --expose-gc by the bench. */
function settledMemory() {
  globalThis.gc?.();
  return memorySample();
}

function send(message: ServerMessage): void {
  process.send?.(message);
}

async function main(): Promise<void> {
  const started = performance.now();
  // The full catalogue, as `npm start` seeds it, so the memory figures are those of a real start.
  const testApp: TestApp = await createTestApp({ catalogue: "full" });
  await testApp.app.listen({ port: 0, host: "127.0.0.1" });
  const address = testApp.app.server.address();
  if (address === null || typeof address === "string") throw new Error("server has no TCP address");
  const startMs = performance.now() - started;

  process.on("message", (message: ParentMessage) => {
    if (message.type === "memory") send({ type: "memory", memory: settledMemory() });
    if (message.type === "close") void testApp.close().finally(() => process.exit(0));
  });
  // If the bench dies, do not outlive it.
  process.on("disconnect", () => void testApp.close().finally(() => process.exit(0)));
  send({ type: "ready", port: address.port, database: testApp.db.kind, startMs, memory: settledMemory() });
}

main().catch((error: unknown) => {
  send({ type: "failed", error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  process.exit(1);
});
