import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { components } from "../../src/contract/api.gen";
import { DEMO_APP_FEATURED, DEMO_APP_META, DEMO_APP_SLIDESHOWS, DEMO_COLLECTIONS } from "../../src/fixtures/demo-cms";
import { bearer, loginAs } from "../testing/auth-helpers";
import { createTestApp, type TestApp } from "../testing/test-app";

type Schemas = components["schemas"];
const APPS = ["play", "lashornan", "boka"] as const;

describe("the app start pages and their parts (SPEC §2, §3 Slide, §6 featured collections)", () => {
  let t: TestApp;
  let teacher = "";

  beforeAll(async () => {
    t = await createTestApp({ catalogue: "small" });
    teacher = (await loginAs(t.app, "larare@skolmedia.test")).accessToken;
  }, 60_000);
  afterAll(async () => {
    await t.close();
  });

  const get = (url: string, token?: string) => t.app.inject({ method: "GET", url, headers: token ? bearer(token) : {} });

  describe("GET /v1/cms/app/{app}/carousel/slides", () => {
    it("answers each app's slideshow with its slides in order", async () => {
      for (const app of APPS) {
        const show = (await get(`/v1/cms/app/${app}/carousel/slides`)).json<Schemas["Slideshow"]>();
        const fixture = DEMO_APP_SLIDESHOWS[app];
        expect(show, app).toMatchObject({
          height: fixture.height,
          customHeightPercent: fixture.customHeightPercent,
          container: fixture.container,
        });
        expect(
          show.slides.map(({ id: _id, ...slide }) => slide),
          app,
        ).toEqual(fixture.slides);
      }
    });

    it("answers one slide by id, and 404 for another app's slide or an unknown one", async () => {
      const [first] = (await get("/v1/cms/app/play/carousel/slides")).json<Schemas["Slideshow"]>().slides;
      expect((await get(`/v1/cms/app/play/carousel/slides/${first?.id}`)).json()).toEqual(first);
      expect((await get(`/v1/cms/app/boka/carousel/slides/${first?.id}`)).statusCode).toBe(404);
      expect((await get("/v1/cms/app/play/carousel/slides/2147483647")).statusCode).toBe(404);
    });
  });

  describe("featured collections and toplists", () => {
    it("answers each app's featured collections in order, with products from the catalogue", async () => {
      for (const app of APPS) {
        const featured = (await get(`/v1/cms/app/${app}/collections`)).json<Schemas["CollectionSummary"][]>();
        expect(
          featured.map((collection) => collection.id),
          app,
        ).toEqual(DEMO_APP_FEATURED[app]);
        expect(
          featured.every((collection) => collection.isPublic && collection.itemCount > 0),
          app,
        ).toBe(true);
      }
    });

    it("lists only an app's automatic toplists, which have no creator", async () => {
      const toplists = (await get("/v1/cms/app/play/toplists")).json<Schemas["CollectionSummary"][]>();
      const expected = DEMO_COLLECTIONS.filter((collection) => collection.app === "play" && collection.kind === "toplist");
      expect(toplists.map((collection) => collection.id).sort()).toEqual(expected.map((collection) => collection.id).sort());
      expect(toplists.every((collection) => collection.kind === "toplist" && collection.creator === null)).toBe(true);
    });
  });

  describe("GET /v1/pages/app/{play|lashornan|boka}", () => {
    it("gives a visitor the slideshow, featured collections and series of Play, with the reseller's links", async () => {
      const response = await get("/v1/pages/app/play?reseller=kulturskolan-nord");
      expect(response.statusCode).toBe(200);
      const page = response.json<Schemas["AppPage"]>();
      expect(page.app).toBe("play");
      expect(page.title).toBe(DEMO_APP_META.play.title);
      expect(page.blocks.map((block) => block.kind)).toEqual(["SLIDESHOW", "FEATURED_COLLECTIONS", "SERIES"]);
      const slideshow = page.blocks[0] as Schemas["SlideshowBlock"];
      expect(slideshow.settings.slideHeight).toBe("high");
      expect(slideshow.slides[0]?.primaryLink.url).toBe("/kulturskolan-nord/play/search");
      const series = page.blocks[2] as Schemas["SeriesBlock"];
      expect(series.series?.length).toBeGreaterThan(0);
      expect(series.series?.every((one) => one.app === "play")).toBe(true);
    });

    it("adds the signed-in reader's recently viewed collections of that app, newest first", async () => {
      const page = (await get("/v1/pages/app/play", teacher)).json<Schemas["AppPage"]>();
      const recent = page.blocks.find((block) => block.kind === "RECENTLY_VIEWED_COLLECTIONS") as Schemas["RecentlyViewedCollectionsBlock"];
      // The teacher viewed 4 (Läshörnan), 1, 6 (Boka), 3: Play's are 1 and 3.
      expect(recent.collections?.map((collection) => collection.id)).toEqual([1, 3]);
    });

    it("leaves the series block out of an app without series, and answers Boka and Läshörnan", async () => {
      for (const app of ["boka", "lashornan"] as const) {
        const page = (await get(`/v1/pages/app/${app}`)).json<Schemas["AppPage"]>();
        expect(
          page.blocks.map((block) => block.kind),
          app,
        ).toEqual(["SLIDESHOW", "FEATURED_COLLECTIONS"]);
        expect(page.app).toBe(app);
      }
    });

    it("falls back to member for an unknown or badly formed reseller", async () => {
      for (const value of ["okand", "NOT A SLUG!", ""]) {
        const page = await get(`/v1/pages/app/boka?reseller=${encodeURIComponent(value)}`);
        expect(page.statusCode, value).toBe(200);
        const slideshow = page.json<Schemas["AppPage"]>().blocks[0] as Schemas["SlideshowBlock"];
        expect(slideshow.slides[0]?.primaryLink.url, value).toBe("/member/boka/search");
      }
    });
  });

  describe("GET /v1/meta/app/{app}", () => {
    it("answers the app's title, description, picture and the reseller's start path", async () => {
      expect((await get("/v1/meta/app/boka?reseller=sli")).json()).toEqual({
        title: DEMO_APP_META.boka.title,
        description: DEMO_APP_META.boka.description,
        imageUrl: "/images/boka-bibliotek-1440.jpg",
        canonicalPath: "/sli/boka",
      });
      expect((await get("/v1/meta/app/play?reseller=NOT%20A%20SLUG")).json().canonicalPath).toBe("/member/play");
    });
  });
});
