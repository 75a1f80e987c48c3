import underPressure, { type FastifyUnderPressureOptions } from "@fastify/under-pressure";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { OverloadSettings } from "../config/config";
import { errorBody } from "./error-codes";

/** At most one warning per this many ms while shedding: the log must not become the next load. */
const WARN_EVERY_MS = 10_000;

/**
 * Issue 6 §5: under pressure the server answers at once — 503, `Retry-After` and the contract's
 * error body (SERVER.OVERLOADED, `components/responses/ServiceUnavailable`) — instead of queueing
 * requests without bound and answering all of them late. Two limits, both settings (config.ts):
 *
 * - the event loop, through @fastify/under-pressure: it samples the event-loop delay (and, when
 *   set, utilisation, heap and RSS) every `sampleIntervalMs`; while the last sample is past a
 *   threshold every new request is refused in its first hook, before any parsing or database work;
 * - the API operations in flight (`maxInFlight`), checked on each request: the work a request
 *   waits for is mostly the database pool's queue, which an event-loop figure does not see.
 *   Static files (media, the web app) are not counted: a long video download is not a queue.
 *
 * A refusal must cost as little as possible: under overload it is most of what the server sends.
 * So it is sent here rather than thrown (no error-handler line with a stack), its body is
 * serialised once, and it gets no access-log line of its own (http/access-log.ts asks
 * `wasShed`): a warning when shedding starts and then one every 10 s counts the refusals.
 */
export async function registerOverloadGuard(app: FastifyInstance, settings: OverloadSettings): Promise<void> {
  const retryAfter = String(settings.retryAfterSeconds);
  const body = JSON.stringify(errorBody("SERVER.OVERLOADED"));
  const tally = new RefusalTally(app);
  app.addHook("onClose", async () => tally.stop());
  const refusal = (request: FastifyRequest, reply: FastifyReply, pressure: string, value: number | undefined) => {
    tally.count(pressure, value);
    shed.add(request);
    void reply.code(503).header("retry-after", retryAfter).type("application/json; charset=utf-8");
    return body;
  };
  registerInFlightLimit(app, settings.maxInFlight, refusal);
  await registerEventLoopGuard(app, settings, refusal);
}

/** Requests answered with the overload 503 (weak: gone with the request). */
const shed = new WeakSet<FastifyRequest>();

/** Whether this request was refused by the overload guard (its access-log line is left out). */
export function wasShed(request: FastifyRequest): boolean {
  return shed.has(request);
}

/** Counts refusals; logs one warning when shedding starts and then the count every 10 s while it goes on. */
class RefusalTally {
  private refused = 0;
  private timer: NodeJS.Timeout | undefined;
  private last: { pressure: string; value: number | undefined } = { pressure: "", value: undefined };

  constructor(private readonly app: FastifyInstance) {}

  count(pressure: string, value: number | undefined): void {
    this.refused++;
    this.last = { pressure, value };
    if (this.timer !== undefined) return;
    this.app.log.warn({ pressure, value }, "overloaded: answering 503 SERVER.OVERLOADED");
    this.timer = setInterval(() => this.report(), WARN_EVERY_MS);
    this.timer.unref();
  }

  private report(): void {
    if (this.refused === 0) return this.stop();
    this.app.log.warn({ ...this.last, refused: this.refused, seconds: WARN_EVERY_MS / 1000 }, "overloaded: still shedding");
    this.refused = 0;
  }

  stop(): void {
    clearInterval(this.timer);
    this.timer = undefined;
  }
}

/** Readies the 503 on `reply` and returns its body (the JSON text) for the caller to send. */
type Refusal = (request: FastifyRequest, reply: FastifyReply, pressure: string, value: number | undefined) => string;

function registerInFlightLimit(app: FastifyInstance, maxInFlight: number, refusal: Refusal): void {
  if (maxInFlight <= 0) return;
  let inFlight = 0;
  const finished = () => {
    inFlight--;
  };
  app.addHook("onRequest", (request, reply, done) => {
    // Only the contract's operations (openapi-routes.ts puts the operationId in the route config).
    if ((request.routeOptions.config as { operationId?: string }).operationId === undefined) return done();
    if (inFlight >= maxInFlight) {
      // Answered here; `done` is not called, so no later hook or handler runs.
      void reply.send(refusal(request, reply, "inFlight", inFlight));
      return;
    }
    inFlight++;
    // 'close' comes exactly once per response, sent or abandoned by the client: the count cannot drift.
    reply.raw.once("close", finished);
    done();
  });
}

async function registerEventLoopGuard(app: FastifyInstance, settings: OverloadSettings, refusal: Refusal): Promise<void> {
  const { maxEventLoopDelayMs, maxEventLoopUtilization, maxHeapUsedBytes, maxRssBytes } = settings;
  // Every check off: no plugin at all (it would keep sampling the event loop for nothing).
  if (maxEventLoopDelayMs <= 0 && maxEventLoopUtilization <= 0 && maxHeapUsedBytes <= 0 && maxRssBytes <= 0) return;
  // The start itself (seeding, compiling 120 operations' validators) blocks the event loop for
  // seconds; the samples covering it say nothing about load. Refuse only from the second full
  // sample after the app is ready, else the first requests after a start would all get 503.
  let armed = false;
  app.addHook("onReady", async () => {
    setTimeout(() => (armed = true), 2 * settings.sampleIntervalMs + 10).unref();
  });
  // Returning nothing lets the request through; a value is sent as the body and ends the request
  // there (under-pressure's index.js `handlePressure`; its typings only declare `void`).
  const pressureHandler = (request: FastifyRequest, reply: FastifyReply, type: string, value: number | undefined) =>
    armed ? refusal(request, reply, type, value) : undefined;
  await app.register(underPressure, {
    sampleInterval: settings.sampleIntervalMs,
    maxEventLoopDelay: maxEventLoopDelayMs,
    maxEventLoopUtilization,
    maxHeapUsedBytes,
    maxRssBytes,
    retryAfter: settings.retryAfterSeconds,
    pressureHandler: pressureHandler as unknown as FastifyUnderPressureOptions["pressureHandler"],
  });
}
