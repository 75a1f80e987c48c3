import { describe, expect, it } from "vitest";
import { CmsPageStore } from "./cms-page.store";
import { cmsPage, FakeCmsGateway, failure } from "./cms-test-doubles";
import { LoadCmsPageUseCase } from "./load-cms-page.use-case";

function setUp() {
  const gateway = new FakeCmsGateway();
  const store = new CmsPageStore(new LoadCmsPageUseCase(gateway));
  return { gateway, store };
}

const visitor = { slug: "om-oss", reseller: "member", viewer: "visitor" };

describe("the CMS page store", () => {
  it("is loading until the page comes, then holds its published blocks and head", async () => {
    const { gateway, store } = setUp();
    let open = () => {};
    gateway.gate = new Promise((resolve) => (open = resolve));
    const loading = store.load(visitor);
    expect(store.entry(visitor).isLoading).toBe(true);
    open();
    await loading;
    const entry = store.entry(visitor);
    expect(entry.isLoading).toBe(false);
    expect(entry.outcome).toMatchObject({ kind: "ok", value: { name: "Om oss", blocks: [{ kind: "HEADER" }] } });
    expect(entry.meta?.description).toBe("Om tjänsten");
  });

  it("shows the access-denied view for a private page without a signed-in reader (SPEC §6)", async () => {
    const { gateway, store } = setUp();
    gateway.pageResult = failure("unauthorized", 401);
    await store.load(visitor);
    expect(store.entry(visitor).outcome).toEqual({ kind: "denied" });
  });

  it("shows not found for an unknown page and for a page never published", async () => {
    const { gateway, store } = setUp();
    gateway.pageResult = failure("notFound", 404);
    await store.load(visitor);
    expect(store.entry(visitor).outcome).toEqual({ kind: "not-found" });
    gateway.pageResult = { ok: true, value: cmsPage({ published: null }) };
    const other = { ...visitor, slug: "utkast" };
    await store.load(other);
    expect(store.entry(other).outcome).toEqual({ kind: "not-found" });
  });

  it("keeps a page's error apart and asks again on the next visit", async () => {
    const { gateway, store } = setUp();
    gateway.pageResult = failure("server", 503);
    await store.load(visitor);
    expect(store.entry(visitor).outcome?.kind).toBe("error");
    gateway.pageResult = { ok: true, value: cmsPage() };
    await store.load(visitor);
    expect(store.entry(visitor).outcome?.kind).toBe("ok");
  });

  it("asks again when the reader signs in, and not for a page it already has", async () => {
    const { gateway, store } = setUp();
    await store.load(visitor);
    await store.load(visitor);
    await store.load({ ...visitor, viewer: "user:2" });
    expect(gateway.calls.filter((call) => call.startsWith("page "))).toEqual(["page member/om-oss", "page member/om-oss"]);
  });

  it("shows the page without its head when the metadata cannot be had", async () => {
    const { gateway, store } = setUp();
    gateway.metaResult = failure("notFound", 404);
    await store.load(visitor);
    expect(store.entry(visitor).outcome?.kind).toBe("ok");
    expect(store.entry(visitor).meta).toBeNull();
  });
});
