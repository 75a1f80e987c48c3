import { Agent, request } from "node:http";

/**
 * A minimal keep-alive JSON client for the latency loops: node:http with one socket, so a sample
 * is the server's time plus loopback, not a client library's start-up work.
 */
export class JsonClient {
  private readonly agent = new Agent({ keepAlive: true, maxSockets: 1 });

  constructor(private readonly port: number) {}

  call<T>(
    method: "GET" | "POST",
    path: string,
    options: { body?: unknown; token?: string } = {},
  ): Promise<{ status: number; body: T; headers: Record<string, string | string[] | undefined> }> {
    const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
    const headers: Record<string, string> = { accept: "application/json" };
    if (payload !== undefined) headers["content-type"] = "application/json";
    if (options.token !== undefined) headers.authorization = `Bearer ${options.token}`;
    return new Promise((resolve, reject) => {
      // Loopback only: the bench never sends traffic anywhere else.
      const req = request({ host: "127.0.0.1", port: this.port, method, path, headers, agent: this.agent, timeout: 10_000 }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => {
          const text = Buffer.concat(chunks).toString("utf8");
          resolve({ status: res.statusCode ?? 0, body: (text === "" ? undefined : JSON.parse(text)) as T, headers: res.headers });
        });
        res.on("error", reject);
      });
      req.on("timeout", () => req.destroy(new Error(`${method} ${path} timed out`)));
      req.on("error", reject);
      req.end(payload);
    });
  }

  /** Like call, but a status other than `expected` is an error (a bench of failures is no bench). */
  async expect<T>(expected: number, method: "GET" | "POST", path: string, options: { body?: unknown; token?: string } = {}): Promise<T> {
    const answer = await this.call<T>(method, path, options);
    if (answer.status !== expected)
      throw new Error(`${method} ${path}: expected ${expected}, got ${answer.status} ${JSON.stringify(answer.body)}`);
    return answer.body;
  }

  close(): void {
    this.agent.destroy();
  }
}
