import { summarise, type LatencySummary } from "../stats";
import { JsonClient } from "./json-client";

/** One request of the probe: what a newcomer met while the server was under load. */
export interface ProbeSample {
  status: number;
  ms: number;
  /** A non-2xx answer carried the contract's error body {code, message, description}. */
  errorBody: boolean;
  code?: string;
  retryAfter?: string;
}

export interface ProbeResult {
  samples: ProbeSample[];
  /** Latency of the answers with this status, e.g. byStatus["503"]. */
  byStatus: Record<string, LatencySummary>;
  /** Requests that failed without an answer (socket error, 10 s timeout). */
  failures: number;
}

const isErrorBody = (body: unknown): body is { code: string; message: string; description: string } =>
  typeof body === "object" &&
  body !== null &&
  ["code", "message", "description"].every((key) => typeof (body as Record<string, unknown>)[key] === "string");

/**
 * A single keep-alive client that sends `GET path` every `intervalMs` (one at a time) until
 * stopped, timing each answer. Beside a load run it shows what one more user gets: a quick answer
 * (200 or a 503 to retry) or a long wait in a queue.
 */
export function startProbe(port: number, path: string, token: string, intervalMs: number): { stop(): Promise<ProbeResult> } {
  const client = new JsonClient(port);
  const samples: ProbeSample[] = [];
  let failures = 0;
  let running = true;
  const loop = (async () => {
    while (running) {
      const started = performance.now();
      try {
        const answer = await client.call<unknown>("GET", path, { token });
        const retryAfter = answer.headers["retry-after"];
        samples.push({
          status: answer.status,
          ms: performance.now() - started,
          errorBody: isErrorBody(answer.body),
          ...(isErrorBody(answer.body) ? { code: answer.body.code } : {}),
          ...(typeof retryAfter === "string" ? { retryAfter } : {}),
        });
      } catch {
        failures++;
      }
      const wait = intervalMs - (performance.now() - started);
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      client.close();
      const byStatus: Record<string, LatencySummary> = {};
      for (const status of new Set(samples.map((sample) => sample.status))) {
        byStatus[String(status)] = summarise(samples.filter((sample) => sample.status === status).map((sample) => sample.ms));
      }
      return { samples, byStatus, failures };
    },
  };
}
