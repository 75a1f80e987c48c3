import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { components } from "../../src/contract/api.gen";
import { bearer, loginAs } from "../testing/auth-helpers";
import { createTestApp, type TestApp } from "../testing/test-app";
import { HISTORY_KEPT } from "./history.service";

type HistoryItem = components["schemas"]["SearchHistoryItem"];

describe("the search history (openapi listSearchHistory, deleteSearchHistoryByQuery, deleteRecentSearch; SPEC §3, §7)", () => {
  let t: TestApp;
  let teacher: string;
  let other: string;

  beforeAll(async () => {
    t = await createTestApp();
    teacher = (await loginAs(t.app, "larare@skolmedia.test")).accessToken;
    other = (await loginAs(t.app, "profiler@skolmedia.test")).accessToken;
  });
  afterAll(async () => {
    await t.close();
  });

  // Each committed search a second later, so "newest first" is the order they were sent in.
  const search = async (searchTerm: string, token = teacher) => {
    t.clock.advance(1000);
    const response = await t.app.inject({
      method: "POST",
      url: "/v1/track/search/userevents",
      headers: bearer(token),
      payload: { app: "play", searchTerm, queryParameters: [{ key: "type", value: "5" }] },
      remoteAddress: "10.9.0.1",
    });
    expect(response.statusCode, response.body).toBe(204);
  };
  const history = async (token = teacher, query = ""): Promise<HistoryItem[]> => {
    const response = await t.app.inject({ method: "GET", url: `/v1/search/history${query}`, headers: bearer(token) });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<HistoryItem[]>();
  };
  const texts = async (token = teacher) => (await history(token)).map((item) => item.queryString);
  const clear = () => t.db.query("DELETE FROM search_history");

  it("lists the user's committed searches newest first, each text once however it was cased or spaced", async () => {
    await clear();
    await search("Vikingar");
    await search("fotosyntes");
    await search("  VIKINGAR ");
    expect(await texts()).toEqual(["VIKINGAR", "fotosyntes"]);
    await search("");
    await search("   ");
    expect(await texts()).toEqual(["VIKINGAR", "fotosyntes"]);
  });

  it("keeps the newest 50 searches and honours the limit (20 by default)", async () => {
    await clear();
    for (let i = 1; i <= HISTORY_KEPT + 5; i++) await search(`sökning ${i}`);
    expect((await history()).length).toBe(20);
    const all = await history(teacher, "?limit=100");
    expect(all.length).toBe(HISTORY_KEPT);
    expect(all[0]?.queryString).toBe(`sökning ${HISTORY_KEPT + 5}`);
    expect(all.at(-1)?.queryString).toBe("sökning 6");
  });

  it("forgets every entry with a text (URL-encoded, any case) and answers 204 also when there is none", async () => {
    await clear();
    await search("Nils Holgersson & vänner?");
    await search("klimat");
    const remove = (queryString: string, token = teacher) =>
      t.app.inject({ method: "DELETE", url: `/v1/search/history?queryString=${encodeURIComponent(queryString)}`, headers: bearer(token) });
    expect((await remove("nils holgersson & VÄNNER?", other)).statusCode).toBe(204);
    expect(await texts()).toEqual(["klimat", "Nils Holgersson & vänner?"]);
    expect((await remove("nils holgersson & VÄNNER?")).statusCode).toBe(204);
    expect(await texts()).toEqual(["klimat"]);
    expect((await remove("finns inte")).statusCode).toBe(204);
  });

  it("forgets one item by id for its owner only; another user's id is a 404 and the item stays", async () => {
    await clear();
    await search("vulkaner");
    await search("jordbävningar", other);
    const [mine] = await history();
    const [theirs] = await history(other);
    const remove = (id: number, token = teacher) =>
      t.app.inject({ method: "DELETE", url: `/v1/me/recent-searches/${id}`, headers: bearer(token) });
    const refused = await remove(theirs!.id);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toMatchObject({ code: "RESOURCE.NOT_FOUND" });
    expect(refused.body).not.toContain("jordbävningar");
    expect(await texts(other)).toEqual(["jordbävningar"]);
    expect((await remove(mine!.id)).statusCode).toBe(204);
    expect(await texts()).toEqual([]);
    expect((await remove(mine!.id)).statusCode).toBe(404);
  });

  it("asks a visitor to sign in", async () => {
    expect((await t.app.inject({ method: "GET", url: "/v1/search/history" })).statusCode).toBe(401);
    expect((await t.app.inject({ method: "DELETE", url: "/v1/me/recent-searches/1" })).statusCode).toBe(401);
    expect((await t.app.inject({ method: "DELETE", url: "/v1/search/history?queryString=a" })).statusCode).toBe(401);
  });

  it("goes with the account (ON DELETE CASCADE)", async () => {
    await clear();
    await search("kvarstår", other);
    const { rows } = await t.db.query<{ id: number }>(
      "INSERT INTO users (email, role, reseller_slug) VALUES ('borta@skolmedia.test', 'TEACHER', 'member') RETURNING id",
    );
    const id = rows[0]!.id;
    await t.db.query("INSERT INTO search_history (user_id, query_string, query_key, searched_at) VALUES ($1, 'x', 'x', now())", [id]);
    await t.db.query("DELETE FROM users WHERE id = $1", [id]);
    expect((await t.db.query("SELECT query_string FROM search_history")).rows).toEqual([{ query_string: "kvarstår" }]);
  });
});
