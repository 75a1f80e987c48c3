import type { BenchOptions } from "../bench-options";
import type { BenchRow } from "../report";
import { settingsDetail, withBenchServer } from "./bench-server";
import { runLoad } from "./load";
import { peak, watchMemory } from "./memory-watch";
import { startProbe } from "./probe";
import type { BenchDatabase } from "./server-handle";

const PROBE_INTERVAL_MS = 50;
const ms = (value: number) => value.toFixed(1);
/** The guard's event-loop delay samples, e.g. "3–41 ms (guard 100 ms)". */
const delays = (samples: readonly number[]) =>
  samples.length === 0 ? "not sampled (guard off)" : `${ms(Math.min(...samples))}–${ms(Math.max(...samples))} ms`;

/**
 * Issue 6 §5 overload: measure the sustainable rate of `GET /v1/me` (closed loop, 50 connections),
 * then offer twice that rate from many connections and watch what the server does — quick 503s
 * with Retry-After and the error body instead of an ever longer queue — whether it stays up, and
 * whether its memory returns to the baseline afterwards. OVERLOAD_MAX_EVENT_LOOP_DELAY_MS=0 in
 * the environment runs the same with the guard off, for comparison.
 */
export async function benchOverload(options: BenchOptions, database: BenchDatabase): Promise<BenchRow[]> {
  return withBenchServer("overload", database, async ({ server, row, login }) => {
    const { accessToken } = await login();
    const headers = { authorization: `Bearer ${accessToken}` };
    await runLoad({ port: server.port, path: "/v1/me", headers, connections: options.connections, seconds: 2 });
    const baseline = await server.memory();

    const calm = watchMemory(server, 1_000);
    const sustainable = await runLoad({ port: server.port, path: "/v1/me", headers, connections: options.connections, seconds: 5 });
    const calmDelays = (await calm.stop()).eventLoopDelayMs;
    const offered = Math.round(2 * sustainable.requestsPerSecond);
    const rows: BenchRow[] = [
      row(
        "sustainable GET /v1/me (closed loop)",
        sustainable.requestsPerSecond,
        "req/s",
        `${options.connections} conns · p99 ${sustainable.p99} ms · event-loop delay ${delays(calmDelays)} · ${settingsDetail(server)}`,
      ),
    ];

    const memory = watchMemory(server, 1_000);
    const probe = startProbe(server.port, "/v1/me", accessToken, PROBE_INTERVAL_MS);
    const load = await runLoad({
      port: server.port,
      path: "/v1/me",
      headers,
      connections: options.overloadConnections,
      seconds: options.overloadSeconds,
      overallRate: offered,
    });
    const probed = await probe.stop();
    const during = await memory.stop();

    const count = (status: string) => load.statuses[status] ?? 0;
    const otherFailures = Object.entries(load.statuses)
      .filter(([status]) => status !== "200" && status !== "503")
      .reduce((sum, [, n]) => sum + n, 0);
    rows.push(
      row(
        "offered: 2 × sustainable",
        load.sent / load.seconds,
        "req/s",
        `target ${offered} req/s from ${options.overloadConnections} conns for ${options.overloadSeconds} s · ${load.sent} sent · event-loop delay ${delays(during.eventLoopDelayMs)}`,
      ),
      row("answered 200 under overload", count("200") / load.seconds, "req/s", `${count("200")} answers`),
      row(
        "answered 503 under overload",
        count("503") / load.seconds,
        "req/s",
        `${count("503")} answers (${((100 * count("503")) / Math.max(1, load.total)).toFixed(0)} %)`,
      ),
      row(
        "other failures under overload",
        otherFailures + load.errors,
        "count",
        `${otherFailures} other non-2xx · ${load.errors} errors (${load.timeouts} timeouts) · all answers p50 ${load.p50} · p99 ${load.p99} · max ${load.max} ms`,
      ),
    );
    const p503 = probed.byStatus["503"];
    const p200 = probed.byStatus["200"];
    const refusals = probed.samples.filter((sample) => sample.status === 503);
    const wellFormed = refusals.filter(
      (sample) => sample.errorBody && sample.code === "SERVER.OVERLOADED" && sample.retryAfter !== undefined,
    );
    rows.push(
      row(
        "probe: a 503's latency p99",
        p503?.p99 ?? 0,
        "ms",
        p503
          ? `p50 ${ms(p503.p50)} · max ${ms(p503.max)} ms · n=${p503.count} · ${wellFormed.length}/${refusals.length} with SERVER.OVERLOADED body and Retry-After ${refusals[0]?.retryAfter ?? "?"}`
          : "no 503 seen by the probe",
      ),
      row(
        "probe: a 200's latency p99",
        p200?.p99 ?? 0,
        "ms",
        p200
          ? `p50 ${ms(p200.p50)} · max ${ms(p200.max)} ms · n=${p200.count} · ${probed.failures} probe failures`
          : "no 200 seen by the probe",
      ),
    );

    // Afterwards: still up, back to answering 200, memory back to where it was.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    const recovered = await runLoad({ port: server.port, path: "/v1/me", headers, connections: options.connections, seconds: 3 });
    // Idle a little: what is still held then is retained, not in flight (sockets, buffers).
    await new Promise((resolve) => setTimeout(resolve, 10_000));
    const after = await server.memory();
    rows.push(
      row(
        "after: GET /v1/me again (closed loop)",
        recovered.requestsPerSecond,
        "req/s",
        `${recovered.non2xx} non-2xx · ${recovered.errors} errors · server ${server.alive() ? "up (no crash)" : "EXITED"}` +
          // run.ts exits non-zero on a FAILED row: a crash, a 5xx other than the 503, or no recovery.
          (!server.alive() || otherFailures + load.errors + recovered.non2xx + recovered.errors > 0 ? " · FAILED" : ""),
      ),
      row(
        "server RSS: baseline → peak → after +10 s idle (GC)",
        after.rssMiB - baseline.rssMiB,
        "MiB",
        `${ms(baseline.rssMiB)} → ${ms(peak(during.memory, "rssMiB"))} → ${ms(after.rssMiB)} MiB (value: after − baseline)`,
      ),
      row(
        "server heap used: baseline → peak → after +10 s idle (GC)",
        after.heapUsedMiB - baseline.heapUsedMiB,
        "MiB",
        `${ms(baseline.heapUsedMiB)} → ${ms(peak(during.memory, "heapUsedMiB"))} → ${ms(after.heapUsedMiB)} MiB (value: after − baseline)`,
      ),
    );
    const log = server.log();
    rows.push(
      row(
        "server log: warnings · errors",
        log.warnings + log.errors,
        "count",
        `${log.warnings} warnings · ${log.errors} errors · ${log.lines} lines${log.samples[0] ? ` · first: ${log.samples[0].slice(0, 160)}` : ""}`,
      ),
    );
    return rows;
  });
}
