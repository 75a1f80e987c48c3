import { describe, expect, it } from "vitest";
import { createApiClient } from "../shared/api-client";
import { RestCmsContentAdapter, retryAfterSeconds } from "./rest-cms-content.adapter";

function adapterAnswering(status: number, body: unknown, headers: Record<string, string> = {}) {
  const requests: Request[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    requests.push(new Request(input, init));
    const text = body === null ? null : JSON.stringify(body);
    return new Response(text, { status, headers: { "Content-Type": "application/json", ...headers } });
  };
  return { adapter: new RestCmsContentAdapter(createApiClient({ baseUrl: "http://api.test", fetch })), requests };
}

describe("the CMS REST adapter", () => {
  it("asks for a page by slug with the reseller", async () => {
    const { adapter, requests } = adapterAnswering(404, { code: "RESOURCE.NOT_FOUND", message: "No such page.", description: "" });
    const result = await adapter.page("alla-block", "member");
    expect(requests[0]?.url).toBe("http://api.test/v1/cms/pages/alla-block?reseller=member");
    expect(result).toMatchObject({ ok: false, error: { kind: "notFound", status: 404 } });
  });

  it("answers a private page without a token as unauthorized (SPEC §6)", async () => {
    const { adapter } = adapterAnswering(401, { code: "AUTH.UNAUTHENTICATED", message: "", description: "" });
    expect(await adapter.page("for-larare", "member")).toMatchObject({ ok: false, error: { kind: "unauthorized" } });
  });

  it("calls each app's own start page operation", async () => {
    for (const app of ["play", "boka", "lashornan"] as const) {
      const { adapter, requests } = adapterAnswering(200, { app, title: app, blocks: [] });
      expect(await adapter.appPage(app, "sli")).toEqual({ ok: true, value: { app, title: app, blocks: [] } });
      expect(requests[0]?.url).toBe(`http://api.test/v1/pages/app/${app}?reseller=sli`);
    }
  });

  it("sends a contact message and takes the 204 as sent", async () => {
    const { adapter, requests } = adapterAnswering(204, null);
    const message = { resellerSlug: "member", name: "Anna", email: "anna@skola.se", subject: null, message: "Hej" };
    expect(await adapter.submitContact(message)).toEqual({ ok: true, value: undefined });
    expect(requests[0]?.method).toBe("POST");
    expect(await requests[0]?.json()).toEqual(message);
  });

  it("reads Retry-After from a 429, so the form can say when to try again", async () => {
    const { adapter } = adapterAnswering(429, { code: "RATE_LIMITED", message: "Too many", description: "" }, { "Retry-After": "120" });
    const result = await adapter.submitContact({ name: "Anna", email: "anna@skola.se", message: "Hej" });
    expect(result).toMatchObject({ ok: false, error: { kind: "rateLimited", status: 429, retryAfterSeconds: 120 } });
  });

  it("reads delay-seconds only", () => {
    expect(retryAfterSeconds("30")).toBe(30);
    expect(retryAfterSeconds("Wed, 21 Oct 2026 07:28:00 GMT")).toBeNull();
    expect(retryAfterSeconds(null)).toBeNull();
    expect(retryAfterSeconds("-5")).toBeNull();
  });
});
