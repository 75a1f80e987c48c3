import autocannon from "autocannon";

export interface LoadOptions {
  port: number;
  path: string;
  connections: number;
  /** Stop after this long… */
  seconds: number;
  /** …or after this many requests, whichever the caller chose (amount wins in autocannon). */
  amount?: number;
  method?: "GET" | "POST";
  headers?: Record<string, string>;
  body?: unknown;
}

export interface LoadResult {
  requestsPerSecond: number;
  total: number;
  /** autocannon's latency histogram, in ms (whole-millisecond resolution). */
  p50: number;
  p97_5: number;
  p99: number;
  non2xx: number;
  errors: number;
}

/** N concurrent keep-alive clients against 127.0.0.1 only, bounded in time (and count when given). */
export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  const headers: Record<string, string> = { accept: "application/json", ...options.headers };
  if (options.body !== undefined) headers["content-type"] = "application/json";
  const result = await autocannon({
    url: `http://127.0.0.1:${options.port}${options.path}`,
    connections: options.connections,
    duration: options.seconds,
    ...(options.amount !== undefined ? { amount: options.amount } : {}),
    method: options.method ?? "GET",
    headers,
    ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
    timeout: 10,
  });
  const completed = result["2xx"] + result.non2xx;
  return {
    requestsPerSecond: completed / result.duration,
    total: completed,
    p50: result.latency.p50,
    p97_5: result.latency.p97_5,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}
