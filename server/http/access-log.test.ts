import { Writable } from "node:stream";
import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { AccessLogController } from "./access-log";

async function logOf(level: string): Promise<Array<Record<string, unknown>>> {
  const lines: Array<Record<string, unknown>> = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      for (const line of chunk.toString().split("\n").filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
      callback();
    },
  });
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
});
