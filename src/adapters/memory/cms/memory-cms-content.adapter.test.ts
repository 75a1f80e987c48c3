import { describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS, demoClaims } from "../../../fixtures/demo-accounts";
import type { Clock } from "../../../ports/shared/clock.port";
import { encodeUnsignedJwt } from "../../browser/auth/jwt-claims.decoder";
import { MemoryTokenStore } from "../auth/memory-token.store";
import { MemoryCmsContentAdapter } from "./memory-cms-content.adapter";

function setUp() {
  let now = Date.parse("2026-09-01T08:00:00Z");
  const clock: Clock = { now: () => now, schedule: () => () => undefined };
  const tokens = new MemoryTokenStore();
  const adapter = new MemoryCmsContentAdapter(tokens, clock);
  const signIn = () =>
    tokens.setAccessToken(encodeUnsignedJwt({ ...demoClaims(DEMO_ACCOUNTS.teacher), exp: Math.floor(now / 1000) + 900 }));
  return { adapter, signIn, advance: (ms: number) => (now += ms) };
}

const message = { name: "Anna", email: "anna@skola.se", subject: null, message: "Hej" };

describe("the in-memory CMS content (the server's rules the web app depends on)", () => {
  it("serves a public page's published blocks, with the featured collections filled in", async () => {
    const { adapter } = setUp();
    const result = await adapter.page("alla-block", "member");
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.draft).toBeNull();
    const kinds = new Set(result.value.published?.blocks.map((block) => block.kind));
    expect(kinds.size).toBe(10);
    const featured = result.value.published?.blocks.find((block) => block.kind === "FEATURED_COLLECTIONS");
    expect(featured?.kind === "FEATURED_COLLECTIONS" && featured.collections?.map((c) => c.id)).toEqual([1, 2, 4]);
  });

  it("answers a private page 401 to a visitor and serves it to a signed-in reader (SPEC §6)", async () => {
    const { adapter, signIn } = setUp();
    expect(await adapter.page("for-larare", "member")).toMatchObject({ ok: false, error: { kind: "unauthorized", status: 401 } });
    signIn();
    expect(await adapter.page("for-larare", "member")).toMatchObject({ ok: true, value: { visibility: "private" } });
  });

  it("answers 404 for an unknown page and for a draft never published", async () => {
    const { adapter } = setUp();
    expect(await adapter.page("finns-inte", "member")).toMatchObject({ ok: false, error: { kind: "notFound" } });
    expect(await adapter.page("hostlov-2026", "member")).toMatchObject({ ok: false, error: { kind: "notFound" } });
  });

  it("falls back to member for an unknown reseller, links included (SPEC §1)", async () => {
    const { adapter } = setUp();
    const result = await adapter.page("om-oss", "finns-inte");
    expect(result).toMatchObject({ ok: true, value: { resellerSlug: "member" } });
    expect(JSON.stringify(result)).toContain("/member/pages/kom-igang");
  });

  it("gives each app a start page that opens with its slideshow", async () => {
    const { adapter } = setUp();
    for (const app of ["play", "boka", "lashornan"] as const) {
      const result = await adapter.appPage(app, "member");
      expect(result.ok && result.value.blocks[0]?.kind).toBe("SLIDESHOW");
    }
  });

  it("takes five contact messages in 15 minutes, then answers 429 with Retry-After", async () => {
    const { adapter, advance } = setUp();
    for (let i = 0; i < 5; i += 1) expect((await adapter.submitContact(message)).ok).toBe(true);
    const refused = await adapter.submitContact(message);
    expect(refused).toMatchObject({ ok: false, error: { kind: "rateLimited", status: 429, retryAfterSeconds: 900 } });
    advance(15 * 60 * 1000 + 1);
    expect((await adapter.submitContact(message)).ok).toBe(true);
    expect(adapter.sentMessages).toHaveLength(6);
  });

  it("refuses a subject that is not one of the form's", async () => {
    const { adapter } = setUp();
    expect(await adapter.submitContact({ ...message, subject: "Något annat" })).toMatchObject({ ok: false, error: { kind: "validation" } });
  });
});
