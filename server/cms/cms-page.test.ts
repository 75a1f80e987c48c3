import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { components } from "../../src/contract/api.gen";
import { DEMO_CMS_PAGES, DEMO_COLLECTIONS } from "../../src/fixtures/demo-cms";
import { compileSchema, createAjv } from "../http/openapi-ajv";
import { loadOpenApiDocument } from "../http/openapi-document";
import { bearer, loginAs } from "../testing/auth-helpers";
import { createTestApp, type TestApp } from "../testing/test-app";

type CmsPage = components["schemas"]["CmsPage"];
type CmsBlock = components["schemas"]["CmsBlock"];

const isCmsPage = compileSchema(createAjv(loadOpenApiDocument(), "response"), { $ref: "#/components/schemas/CmsPage" });

describe("CMS pages for readers and admins (SPEC §3, §4, §6; openapi getCmsPage)", () => {
  let t: TestApp;
  const tokens: Record<"admin" | "teacher" | "student", string> = { admin: "", teacher: "", student: "" };

  beforeAll(async () => {
    // The small catalogue: the series block and the collections' items need products.
    t = await createTestApp({ catalogue: "small" });
    tokens.admin = (await loginAs(t.app, "admin@skolmedia.test")).accessToken;
    tokens.teacher = (await loginAs(t.app, "larare@skolmedia.test")).accessToken;
    tokens.student = (await loginAs(t.app, "elev@skolmedia.test")).accessToken;
  }, 60_000);
  afterAll(async () => {
    await t.close();
  });

  const get = (url: string, as?: keyof typeof tokens) => t.app.inject({ method: "GET", url, headers: as ? bearer(tokens[as]) : {} });
  const blockOf = <K extends CmsBlock["kind"]>(page: CmsPage, kind: K) =>
    page.published?.blocks.find((block): block is Extract<CmsBlock, { kind: K }> => block.kind === kind);

  it("answers every demo page, draft and published, in the contract's shape", async () => {
    for (const { slug } of DEMO_CMS_PAGES) {
      for (const as of ["admin", "teacher"] as const) {
        const response = await get(`/v1/cms/pages/${slug}?reseller=sli`, as);
        if (response.statusCode === 404) continue; // the draft, for the teacher
        expect(isCmsPage(response.json()), `${slug} as ${as}: ${JSON.stringify(isCmsPage.errors)}`).toBe(true);
      }
    }
  });

  describe("by slug, for readers", () => {
    it("gives a visitor the published version of a public page, without the draft", async () => {
      const response = await get("/v1/cms/pages/om-oss?reseller=member");
      expect(response.statusCode).toBe(200);
      const page = response.json<CmsPage>();
      expect(page).toMatchObject({
        slug: "om-oss",
        name: "Om oss",
        isSystem: true,
        status: "PUBLISHED",
        resellerSlug: "member",
        draft: null,
      });
      expect(page.published?.blocks.map((block) => block.kind)).toEqual(["HEADER", "TEXT", "IMAGE_TEXT", "FORM"]);
    });

    it("asks a visitor to log in for a logged-in-only page (401) and serves it to any signed-in reader", async () => {
      expect((await get("/v1/cms/pages/for-larare")).statusCode).toBe(401);
      for (const as of ["student", "teacher"] as const) {
        const response = await get("/v1/cms/pages/for-larare", as);
        expect(response.statusCode, as).toBe(200);
        expect(response.json<CmsPage>().draft, as).toBeNull();
      }
    });

    it("never serves a page that is not published to anyone but an admin", async () => {
      expect((await get("/v1/cms/pages/hostlov-2026")).statusCode).toBe(404);
      expect((await get("/v1/cms/pages/hostlov-2026", "teacher")).statusCode).toBe(404);
      expect((await get("/v1/cms/pages/hostlov-2026", "student")).statusCode).toBe(404);
      const admin = await get("/v1/cms/pages/hostlov-2026", "admin");
      expect(admin.statusCode).toBe(200);
      expect(admin.json<CmsPage>()).toMatchObject({
        status: "DRAFT",
        published: null,
        draft: { blocks: [{ kind: "HEADER" }, { kind: "TEXT" }] },
      });
    });

    it("answers 404 for a slug no reseller has", async () => {
      expect((await get("/v1/cms/pages/finns-inte")).statusCode).toBe(404);
    });
  });

  describe("by numeric id, for admins", () => {
    it("gives an admin the draft and the published version", async () => {
      const { id } = (await get("/v1/cms/pages/alla-block")).json<CmsPage>();
      const page = (await get(`/v1/cms/pages/${id}`, "admin")).json<CmsPage>();
      expect(page.id).toBe(id);
      expect(page.draft?.blocks).toHaveLength(page.published?.blocks.length ?? -1);
      expect(page.hasUnpublishedChanges).toBe(false);
    });

    it("answers every other caller 404, as for a page that does not exist", async () => {
      const { id } = (await get("/v1/cms/pages/om-oss")).json<CmsPage>();
      expect((await get(`/v1/cms/pages/${id}`)).statusCode).toBe(404);
      expect((await get(`/v1/cms/pages/${id}`, "teacher")).statusCode).toBe(404);
    });

    it("does not look up a number past PostgreSQL's integer as an id", async () => {
      expect((await get("/v1/cms/pages/9999999999", "admin")).statusCode).toBe(404);
    });
  });

  describe("the reseller scope (SPEC §1)", () => {
    it("serves a reseller's own page, with links to its own pages", async () => {
      const page = (await get("/v1/cms/pages/om-oss?reseller=kulturskolan-nord")).json<CmsPage>();
      expect(page.resellerSlug).toBe("kulturskolan-nord");
      expect(JSON.stringify(page.published)).toContain("/kulturskolan-nord/pages/kom-igang");
    });

    it("falls back to member for an unknown or badly formed reseller, never a 400", async () => {
      for (const value of ["okand", "NOT A SLUG!", "../etc", "x".repeat(300), ""]) {
        const response = await get(`/v1/cms/pages/om-oss?reseller=${encodeURIComponent(value)}`);
        expect(response.statusCode, value).toBe(200);
        expect(response.json<CmsPage>().resellerSlug, value).toBe("member");
      }
    });
  });

  describe("blocks the server fills in when a page is read", () => {
    it("fills the featured collections in the block's order, with their item counts", async () => {
      const block = blockOf((await get("/v1/cms/pages/alla-block")).json<CmsPage>(), "FEATURED_COLLECTIONS");
      expect(block?.collections?.map((collection) => collection.id)).toEqual(block?.collectionIds);
      expect(block?.collections?.[0]).toMatchObject({ name: DEMO_COLLECTIONS[0]?.name, isPublic: true, creator: { isAdmin: true } });
      expect(block?.collections?.every((collection) => collection.itemCount > 0)).toBe(true);
    });

    it("fills the series from the catalogue", async () => {
      const block = blockOf((await get("/v1/cms/pages/alla-block")).json<CmsPage>(), "SERIES");
      expect(block?.series?.map((series) => series.id)).toEqual(block?.seriesIds);
      expect(block?.series?.[0]?.episodeCount).toBeGreaterThan(0);
    });

    it("gives a visitor an empty recently viewed list and a reader their own, newest first", async () => {
      expect(blockOf((await get("/v1/cms/pages/alla-block")).json<CmsPage>(), "RECENTLY_VIEWED_COLLECTIONS")?.collections).toEqual([]);
      const teacher = blockOf((await get("/v1/cms/pages/alla-block", "teacher")).json<CmsPage>(), "RECENTLY_VIEWED_COLLECTIONS");
      expect(teacher?.collections?.map((collection) => collection.id)).toEqual([4, 1, 6, 3]);
    });

    it("leaves out a featured collection that has been made private", async () => {
      await t.db.query("UPDATE collections SET is_public = false WHERE id = 2");
      try {
        const block = blockOf((await get("/v1/cms/pages/alla-block")).json<CmsPage>(), "FEATURED_COLLECTIONS");
        expect(block?.collections?.map((collection) => collection.id)).toEqual([1, 4]);
      } finally {
        await t.db.query("UPDATE collections SET is_public = true WHERE id = 2");
      }
    });

    it("replaces whatever a stored block carries in the filled-in fields", async () => {
      const forged = [
        { id: "x", kind: "RECENTLY_VIEWED_COLLECTIONS", title: null, settings: {}, collections: [{ id: 999, name: "Falsk" }] },
      ];
      await t.db.query(
        `INSERT INTO cms_pages (reseller_slug, name, slug, status, draft_blocks, published_blocks, published_at)
         VALUES ('member', 'Förfalskad', 'forfalskad', 'PUBLISHED', $1::jsonb, $1::jsonb, now())`,
        [JSON.stringify(forged)],
      );
      const page = (await get("/v1/cms/pages/forfalskad")).json<CmsPage>();
      expect(blockOf(page, "RECENTLY_VIEWED_COLLECTIONS")?.collections).toEqual([]);
    });
  });

  describe("GET /v1/cms/pages/{slug}/carousel", () => {
    it("answers the first slideshow of the page with the SlideInput defaults filled in", async () => {
      const response = await get("/v1/cms/pages/alla-block/carousel");
      expect(response.statusCode).toBe(200);
      const show = response.json<components["schemas"]["Slideshow"]>();
      expect(show).toMatchObject({ height: "high", container: "full-width", customHeightPercent: null });
      expect(show.slides.map((slide) => slide.id)).toEqual([1, 2]);
      expect(show.slides[1]).toMatchObject({ secondaryLink: null, textAlignment: "right" });
    });

    it("answers 404 for an unknown slug, a page without a slideshow, and a draft", async () => {
      expect((await get("/v1/cms/pages/finns-inte/carousel")).statusCode).toBe(404);
      expect((await get("/v1/cms/pages/om-oss/carousel")).statusCode).toBe(404);
      expect((await get("/v1/cms/pages/hostlov-2026/carousel", "admin")).statusCode).toBe(404);
    });

    it("asks a visitor to log in for a logged-in-only page", async () => {
      expect((await get("/v1/cms/pages/for-larare/carousel")).statusCode).toBe(401);
    });
  });

  describe("GET /v1/meta/pages/{slug}", () => {
    it("answers the page name, its first subtitle and picture, under sli by default (SPEC §7)", async () => {
      const response = await get("/v1/meta/pages/om-oss");
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        title: "Om oss",
        description: "Film, ljud och böcker för hela skoldagen – samlat på ett ställe.",
        imageUrl: "/images/om-oss-gemenskap-1440.jpg",
        canonicalPath: "/sli/pages/om-oss",
      });
    });

    it("gives only the name of a logged-in-only page, and 404 for a draft", async () => {
      expect((await get("/v1/meta/pages/for-larare?reseller=member")).json()).toEqual({
        title: "För lärare",
        description: null,
        imageUrl: null,
        canonicalPath: "/member/pages/for-larare",
      });
      expect((await get("/v1/meta/pages/hostlov-2026")).statusCode).toBe(404);
    });

    it("falls back to member for an unknown or badly formed reseller", async () => {
      for (const value of ["okand", "NOT A SLUG!"]) {
        const response = await get(`/v1/meta/pages/om-oss?reseller=${encodeURIComponent(value)}`);
        expect(response.statusCode, value).toBe(200);
        expect(response.json().canonicalPath, value).toBe("/member/pages/om-oss");
      }
    });
  });
});
