import { Agent, request } from "node:http";
import { summarise, type LatencySummary } from "../stats";

export interface LoadFigures extends LatencySummary {
  requestsPerSecond: number;
  /** Answers by status code ("200", "429", …); anything but 200 is a failed request here. */
  statuses: Record<string, number>;
  errors: number;
}

function get(agent: Agent, port: number, path: string, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    // Loopback only: the bench never sends traffic anywhere else.
    const req = request({ host: "127.0.0.1", port, path, headers, agent, timeout: 10_000 }, (res) => {
      res.resume();
      res.on("end", () => resolve(res.statusCode ?? 0));
      res.on("error", reject);
    });
    req.on("timeout", () => req.destroy(new Error(`GET ${path} timed out`)));
    req.on("error", reject);
    req.end();
  });
}

/**
 * A closed loop of `connections` keep-alive connections, each sending the next request of the
 * cycle as soon as its answer is in, for `seconds`. Every request's latency is kept, so p95 is a
 * measured figure (autocannon reports p97.5, not p95).
 */
export async function closedLoop(options: {
  port: number;
  paths: readonly string[];
  headers: Record<string, string>;
  connections: number;
  seconds: number;
}): Promise<LoadFigures> {
  const agent = new Agent({ keepAlive: true, maxSockets: options.connections });
  const samples: number[] = [];
  const statuses: Record<string, number> = {};
  let errors = 0;
  let next = 0;
  const started = performance.now();
  const deadline = started + options.seconds * 1000;
  const worker = async () => {
    while (performance.now() < deadline) {
      const path = options.paths[next++ % options.paths.length] ?? "/";
      const sent = process.hrtime.bigint();
      try {
        const status = await get(agent, options.port, path, { accept: "application/json", ...options.headers });
        samples.push(Number(process.hrtime.bigint() - sent) / 1e6);
        statuses[status] = (statuses[status] ?? 0) + 1;
      } catch {
        errors++;
      }
    }
  };
  try {
    await Promise.all(Array.from({ length: options.connections }, worker));
  } finally {
    agent.destroy();
  }
  const seconds = (performance.now() - started) / 1000;
  if (samples.length === 0) throw new Error(`no answer in ${options.seconds} s (${errors} errors)`);
  return { ...summarise(samples), requestsPerSecond: samples.length / seconds, statuses, errors };
}
