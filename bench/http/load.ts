import autocannon from "autocannon";

export interface LoadOptions {
  port: number;
  path: string;
  connections: number;
  /** Stop after this long… */
  seconds: number;
  /** …or after this many requests, whichever the caller chose (amount wins in autocannon). */
  amount?: number;
  /** Offered load, requests per second over all connections (open loop while connections are free). */
  overallRate?: number;
  method?: "GET" | "POST";
  headers?: Record<string, string>;
  body?: unknown;
  /** A cycle of requests each connection sends in turn (instead of path/method/body alone). */
  requests?: autocannon.Request[];
  /** Seconds before a request counts as timed out. */
  timeoutSeconds?: number;
}

export interface LoadResult {
  requestsPerSecond: number;
  total: number;
  /** Requests sent (including those never answered). */
  sent: number;
  seconds: number;
  /** autocannon's latency histogram, in ms (whole-millisecond resolution). */
  p50: number;
  p97_5: number;
  p99: number;
  max: number;
  non2xx: number;
  /** Answers by status code ("200", "503", …). */
  statuses: Record<string, number>;
  errors: number;
  timeouts: number;
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
    ...(options.overallRate !== undefined ? { overallRate: options.overallRate } : {}),
    ...(options.requests !== undefined ? { requests: options.requests } : {}),
    method: options.method ?? "GET",
    headers,
    ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
    timeout: options.timeoutSeconds ?? 10,
  });
  const completed = result["2xx"] + result.non2xx;
  const statuses: Record<string, number> = {};
  for (const [status, stats] of Object.entries(result.statusCodeStats ?? {})) statuses[status] = stats.count ?? 0;
  return {
    requestsPerSecond: completed / result.duration,
    total: completed,
    sent: result.requests.sent,
    seconds: result.duration,
    p50: result.latency.p50,
    p97_5: result.latency.p97_5,
    p99: result.latency.p99,
    max: result.latency.max,
    non2xx: result.non2xx,
    statuses,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}
