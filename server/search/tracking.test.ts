import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { purgeExpired } from "../db/housekeeping";
import type { RateLimitStore } from "../rate-limit/rate-limit-store.port";
import { bearer, loginAs } from "../testing/auth-helpers";
import { createTestApp, type TestApp } from "../testing/test-app";
import { SEARCH_EVENT_LIMIT } from "./tracking.service";

const EVENT = { app: "play", searchTerm: "fotosyntes", queryParameters: [{ key: "type", value: "5" }] };

describe("POST /v1/track/search/userevents (openapi trackSearchUserEvent; SPEC §4, §7)", () => {
  let t: TestApp;
  let teacher: string;
  beforeAll(async () => {
    t = await createTestApp();
    teacher = (await loginAs(t.app, "larare@skolmedia.test")).accessToken;
  });
  afterAll(async () => {
    await t.close();
  });

  const track = (body: unknown, options: { token?: string; address?: string } = {}) =>
    t.app.inject({
      method: "POST",
      url: "/v1/track/search/userevents",
      payload: body as object,
      headers: options.token ? bearer(options.token) : {},
      remoteAddress: options.address ?? "10.7.0.1",
    });
  const events = async () => (await t.db.query("SELECT app, search_term, query_parameters FROM search_events ORDER BY id")).rows;

  it("keeps the app, the term and the parameters, with no user id or address, and NUL made storable", async () => {
    await t.db.query("DELETE FROM search_events");
    expect((await track(EVENT, { token: teacher })).statusCode).toBe(204);
    expect((await track({ app: "boka", searchTerm: "a\u0000b", queryParameters: [{ key: "q\u0000", value: "v" }] })).statusCode).toBe(204);
    expect(await events()).toEqual([
      { app: "play", search_term: "fotosyntes", query_parameters: [{ key: "type", value: "5" }] },
      { app: "boka", search_term: "a\uFFFDb", query_parameters: [{ key: "q\uFFFD", value: "v" }] },
    ]);
    const columns = (
      await t.db.query<{ column_name: string }>("SELECT column_name FROM information_schema.columns WHERE table_name = 'search_events'")
    ).rows;
    expect(columns.map((c) => c.column_name).sort()).toEqual(["app", "created_at", "id", "query_parameters", "search_term"]);
  });

  it("refuses what the contract does not allow", async () => {
    for (const body of [
      { app: "play", searchTerm: "x" },
      { ...EVENT, app: "netflix" },
      { ...EVENT, searchTerm: "x".repeat(201) },
      { ...EVENT, extra: 1 },
    ]) {
      expect((await track(body)).statusCode).toBe(400);
    }
  });

  it("answers 429 with Retry-After past the limit per client address", async () => {
    for (let i = 0; i < SEARCH_EVENT_LIMIT.max; i++) expect((await track(EVENT, { address: "10.7.0.2" })).statusCode).toBe(204);
    const refused = await track(EVENT, { address: "10.7.0.2" });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers["retry-after"]).toBeDefined();
    expect((await track(EVENT, { address: "10.7.0.3" })).statusCode).toBe(204);
  });

  it("never fails a search: an event the table refuses is dropped, and the history is still written", async () => {
    await t.db.query("DELETE FROM search_history");
    // A lone surrogate: valid JSON text for the contract, refused by jsonb.
    const response = await track(
      { ...EVENT, searchTerm: "solsystemet", queryParameters: [{ key: "x", value: "\ud800" }] },
      { token: teacher },
    );
    expect(response.statusCode).toBe(204);
    expect((await t.db.query("SELECT query_string FROM search_history")).rows).toEqual([{ query_string: "solsystemet" }]);
  });

  it("deletes events after 90 days and keeps younger ones (housekeeping)", async () => {
    await t.db.query("DELETE FROM search_events");
    expect((await track(EVENT, { address: "10.7.0.4" })).statusCode).toBe(204);
    t.clock.advance(60 * 86_400_000);
    expect((await track(EVENT, { address: "10.7.0.4" })).statusCode).toBe(204);
    t.clock.advance(31 * 86_400_000);
    expect(await purgeExpired(t.db, t.clock.now())).toMatchObject({ searchEvents: 1 });
    expect((await events()).length).toBe(1);
  });
});

describe("search events when the counter store is down", () => {
  let t: TestApp;
  const down: RateLimitStore = {
    kind: "postgres",
    peek: () => Promise.reject(new Error("down")),
    hit: () => Promise.reject(new Error("down")),
    release: () => Promise.reject(new Error("down")),
    reset: () => Promise.reject(new Error("down")),
    close: () => Promise.resolve(),
  };
  beforeAll(async () => {
    t = await createTestApp({ rateLimitStore: () => down });
  });
  afterAll(async () => {
    await t.close();
  });

  it("answers 204 and drops the event rather than a 503 (tracking never fails a search)", async () => {
    const response = await t.app.inject({ method: "POST", url: "/v1/track/search/userevents", payload: EVENT });
    expect(response.statusCode).toBe(204);
    expect((await t.db.query("SELECT count(*)::int AS n FROM search_events")).rows).toEqual([{ n: 0 }]);
  });
});
