import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PriorityPicture } from "../../src/domain/cms/priority-picture";
import { ManualClock } from "../shared/clock";
import { createTestApp, type TestApp } from "../testing/test-app";
import type { BlockFiller } from "./block-filler";
import type { CmsPageRepository, CmsPageRow } from "./cms-page.repository";
import { CmsPageService } from "./cms-page.service";
import { createPagePictures, PagePictures } from "./page-picture";

describe("PagePictures: a page's first picture, remembered a minute", () => {
  const picture: PriorityPicture = { url: "/images/a-1440.jpg", sizes: "100vw" };

  function counting() {
    const calls = { apps: 0, pages: 0 };
    const clock = new ManualClock();
    const pictures = new PagePictures(
      { firstPicture: async () => (calls.apps++, picture) },
      { firstPicture: async () => (calls.pages++, null) },
      clock,
    );
    return { calls, clock, pictures };
  }

  it("asks once a minute per page and reseller, remembering a page without a picture too", async () => {
    const { calls, clock, pictures } = counting();
    expect(await pictures.pictureOf({ kind: "app", app: "play" }, "member")).toEqual(picture);
    expect(await pictures.pictureOf({ kind: "app", app: "play" }, "sli")).toEqual(picture);
    expect(await pictures.pictureOf({ kind: "cms", slug: "om-oss" }, "member")).toBeNull();
    expect(await pictures.pictureOf({ kind: "cms", slug: "om-oss" }, "member")).toBeNull();
    expect(calls).toEqual({ apps: 1, pages: 1 });
    clock.advance(60_001);
    await pictures.pictureOf({ kind: "app", app: "play" }, "member");
    expect(calls.apps).toBe(2);
  });

  it("keeps its memory bounded whatever slugs are asked for", async () => {
    const { calls, pictures } = counting();
    for (let i = 0; i < 1200; i += 1) await pictures.pictureOf({ kind: "cms", slug: `slug-${i}` }, "member");
    expect(calls.pages).toBe(1200);
    expect((pictures as unknown as { remembered: Map<string, unknown> }).remembered.size).toBeLessThanOrEqual(500);
  });
});

describe("createPagePictures on the seeded database", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it("finds the Play start page's first slide picture and the showcase page's first block picture", async () => {
    const pictures = createPagePictures(t.db, t.clock);
    expect(await pictures.pictureOf({ kind: "app", app: "play" }, "member")).toEqual({
      url: expect.stringMatching(/^\/images\/.+-1440\.jpg$/),
      sizes: "100vw",
    });
    expect(await pictures.pictureOf({ kind: "cms", slug: "alla-block" }, "member")).toMatchObject({
      url: expect.stringMatching(/^\/images\//),
    });
  });

  it("finds none for a page that does not exist", async () => {
    const pictures = createPagePictures(t.db, t.clock);
    expect(await pictures.pictureOf({ kind: "cms", slug: "finns-inte-alls" }, "member")).toBeNull();
  });
});

describe("CmsPageService.firstPicture: only what a visitor may read (SPEC §6)", () => {
  const slide = { kind: "SLIDESHOW", slides: [{ title: "x", imageUrl: "/images/a-1440.jpg", primaryLink: { text: "x", url: "/" } }] };
  const service = (row: Partial<CmsPageRow> | null) =>
    new CmsPageService(
      {
        bySlug: async () => (row ? ({ visibility: "public", status: "PUBLISHED", published_blocks: [slide], ...row } as CmsPageRow) : null),
      } as unknown as CmsPageRepository,
      {} as BlockFiller,
      async () => "member",
    );

  it("is the published page's first picture", async () => {
    expect(await service({}).firstPicture("sida", "member")).toEqual({ url: "/images/a-1440.jpg", sizes: "100vw" });
  });

  it("is none for a private page, an unpublished one or none at all", async () => {
    expect(await service({ visibility: "private" }).firstPicture("sida", "member")).toBeNull();
    expect(await service({ status: "DRAFT" }).firstPicture("sida", "member")).toBeNull();
    expect(await service(null).firstPicture("sida", "member")).toBeNull();
  });
});
