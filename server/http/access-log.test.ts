import { Writable } from "node:stream";
import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../config/config";
import { AccessLogController } from "./access-log";
import { registerOverloadGuard } from "./overload";

type LogLine = Record<string, unknown>;

function collector(): { stream: Writable; lines: LogLine[] } {
  const lines: LogLine[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      for (const line of chunk.toString().split("\n").filter(Boolean)) lines.push(JSON.parse(line) as LogLine);
      callback();
    },
  });
  return { stream, lines };
}

async function logOf(level: string): Promise<LogLine[]> {
  const { stream, lines } = collector();
  const app = Fastify({ logger: { level, stream }, logController: new AccessLogController() });
  app.get("/v1/test", async () => ({ status: "ok" }));
  await app.inject({ method: "GET", url: "/v1/test?x=1" });
  await app.close();
  return lines.filter((line) => line.reqId !== undefined);
}

describe("the access log (issue 6 §5: half the log lines per request)", () => {
  it("writes one line per request at info, with the request, the status and the time", async () => {
    const lines = await logOf("info");
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 30,
      msg: "request completed",
      req: { method: "GET", url: "/v1/test?x=1" },
      res: { statusCode: 200 },
      responseTime: expect.any(Number),
    });
  });

  it("adds the incoming-request line at debug", async () => {
    expect((await logOf("debug")).map((line) => line.msg)).toEqual(["incoming request", "request completed"]);
  });

  it("writes no line per request refused by the overload guard, only its warning", async () => {
    const { stream, lines } = collector();
    const app = Fastify({ logger: { level: "info", stream }, logController: new AccessLogController() });
    await registerOverloadGuard(app, { ...loadConfig({}).overload, maxEventLoopDelayMs: 0, maxInFlight: 1 });
    let release = () => undefined as void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    app.get("/v1/test", { config: { operationId: "getTest" } }, async () => {
      await gate;
      return { status: "ok" };
    });
    const held = app.inject({ method: "GET", url: "/v1/test" });
    await new Promise((resolve) => setTimeout(resolve, 20));
    for (let i = 0; i < 5; i++) expect((await app.inject({ method: "GET", url: "/v1/test" })).statusCode).toBe(503);
    release();
    expect((await held).statusCode).toBe(200);
    await app.close();
    expect(lines.filter((line) => line.msg === "request completed")).toHaveLength(1);
    expect(lines.filter((line) => line.level === 40).map((line) => line.msg)).toEqual(["overloaded: answering 503 SERVER.OVERLOADED"]);
  });
});
