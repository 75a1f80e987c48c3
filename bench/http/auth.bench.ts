import type { BenchOptions } from "../bench-options";
import type { BenchRow } from "../report";
import { summarise, timeSerially, type LatencySummary } from "../stats";
import { CREDENTIALS, settingsDetail, withBenchServer, type TokenPair } from "./bench-server";
import { runLoad, type LoadResult } from "./load";
import type { BenchDatabase } from "./server-handle";
import type { MemorySample } from "./server-protocol";

const ms = (value: number) => `${value.toFixed(1)}`;
const latencyDetail = (s: LatencySummary) => `p95 ${ms(s.p95)} · p99 ${ms(s.p99)} · max ${ms(s.max)} ms · n=${s.count}`;
const loadDetail = (r: LoadResult, connections: number) =>
  `${connections} conns · p50 ${r.p50} · p97.5 ${r.p97_5} · p99 ${r.p99} ms · n=${r.total}` +
  (r.non2xx + r.errors > 0 ? ` · FAILED ${r.non2xx} non-2xx, ${r.errors} errors` : "");

function memoryRows(label: string, when: string, memory: MemorySample): BenchRow[] {
  return [
    { section: "memory", name: `${label}: server RSS ${when} (after GC)`, value: memory.rssMiB, unit: "MiB" },
    {
      section: "memory",
      name: `${label}: server heap used ${when} (after GC)`,
      value: memory.heapUsedMiB,
      unit: "MiB",
      detail: `heap total ${memory.heapTotalMiB.toFixed(1)} · external ${memory.externalMiB.toFixed(1)} (array buffers ${memory.arrayBuffersMiB.toFixed(1)}) MiB`,
    },
  ];
}

/**
 * Section 1 and 3: the auth calls over real HTTP on loopback against a server process of its own
 * (migrated and seeded with the full catalogue), and that process's memory before and after load.
 */
export async function benchAuth(options: BenchOptions, database: BenchDatabase): Promise<BenchRow[]> {
  return withBenchServer("auth", database, async ({ server, client, label, row, login: logIn }) => {
    const rows: BenchRow[] = [
      row("server start (migrate + seed full + listen)", server.startMs, "ms", `database ${server.database}, ${settingsDetail(server)}`),
      ...memoryRows(label, "after start + seed", server.memoryAtStart),
    ];
    // Warm-up: first requests compile routes' validators and fill the JIT.
    let pair = await logIn();
    for (let i = 0; i < 50; i++) await client.expect(200, "GET", "/v1/me", { token: pair.accessToken });

    const login = summarise(
      await timeSerially(options.logins, async () => {
        pair = await logIn();
      }),
    );
    rows.push(row("login p50 (argon2id verify, serial)", login.p50, "ms", latencyDetail(login)));

    const refresh = summarise(
      await timeSerially(options.refreshes, async () => {
        // Rotation: each refresh must present the token the previous one returned.
        pair = await client.expect<TokenPair>(200, "POST", "/api-token-refresh", { body: { refreshToken: pair.refreshToken } });
      }),
    );
    rows.push(row("refresh p50 (rotation, serial)", refresh.p50, "ms", latencyDetail(refresh)));

    const token = pair.accessToken;
    const me = summarise(
      await timeSerially(options.serialRequests, async () => {
        await client.expect(200, "GET", "/v1/me", { token });
      }),
    );
    rows.push(row("GET /v1/me p50 (serial)", me.p50, "ms", latencyDetail(me)));

    const logins = await runLoad({
      port: server.port,
      path: "/api-token-auth",
      method: "POST",
      body: CREDENTIALS,
      connections: options.loginConnections,
      seconds: options.loadSeconds,
      amount: options.concurrentLogins,
    });
    rows.push(row("login throughput", logins.requestsPerSecond, "req/s", loadDetail(logins, options.loginConnections)));

    const meLoad = await runLoad({
      port: server.port,
      path: "/v1/me",
      headers: { authorization: `Bearer ${token}` },
      connections: options.connections,
      seconds: options.loadSeconds,
    });
    rows.push(row("GET /v1/me throughput", meLoad.requestsPerSecond, "req/s", loadDetail(meLoad, options.connections)));

    // The machine's floor on the same run: the cheapest route through the same server (no token,
    // no database). Other load on the machine lowers both; their ratio is the steadier figure.
    const probe = await runLoad({ port: server.port, path: "/v1/test", connections: options.connections, seconds: options.loadSeconds });
    rows.push(row("GET /v1/test throughput (floor)", probe.requestsPerSecond, "req/s", loadDetail(probe, options.connections)));
    rows.push(
      row(
        "GET /v1/me as a share of the floor",
        (100 * meLoad.requestsPerSecond) / probe.requestsPerSecond,
        "%",
        `${Math.round(meLoad.requestsPerSecond)} ÷ ${Math.round(probe.requestsPerSecond)} req/s`,
      ),
    );
    const log = server.log();
    rows.push(
      row(
        "server log written during the run",
        log.bytes / 2 ** 20,
        "MiB",
        `${log.lines} lines · ${log.warnings} warnings · ${log.errors} errors (stdout, a pipe)`,
      ),
    );

    rows.push(...memoryRows(label, "after load", await server.memory()));
    return rows;
  });
}
