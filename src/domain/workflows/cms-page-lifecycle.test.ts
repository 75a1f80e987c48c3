import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { CMS_PAGE_ERROR_TEXTS, cmsPageTransition, createCmsPage, isPageVisibleToUsers } from "./cms-page-lifecycle";
import type { CmsPageEvent, CmsPageState } from "./cms-page-lifecycle";
import { runTransitions } from "./transition";

const page = (overrides: Partial<CmsPageState> = {}): CmsPageState => ({
  status: "DRAFT",
  name: "Om oss",
  slug: "om-oss",
  visibility: "PUBLIC",
  isSystem: false,
  isCampaign: false,
  ...overrides,
});

describe("CMS page life cycle (SPEC §4)", () => {
  it("publishes a draft", () => {
    expect(cmsPageTransition(page(), { type: "PUBLISH" })).toMatchObject({ ok: true, state: { status: "PUBLISHED" } });
  });

  it("keeps saved edits invisible to others until the changes are published", () => {
    const run = runTransitions(cmsPageTransition, page({ status: "PUBLISHED" }), [{ type: "SAVE_DRAFT" }]);
    expect(run.state.status).toBe("PUBLISHED_WITH_CHANGES");
    expect(cmsPageTransition(run.state, { type: "PUBLISH_CHANGES" })).toMatchObject({ ok: true, state: { status: "PUBLISHED" } });
  });

  it("reverts to the published version, discarding the draft", () => {
    expect(cmsPageTransition(page({ status: "PUBLISHED_WITH_CHANGES" }), { type: "REVERT_TO_PUBLISHED" })).toMatchObject({
      ok: true,
      state: { status: "PUBLISHED" },
    });
  });

  it("refuses to publish or revert changes when there are none", () => {
    expect(cmsPageTransition(page({ status: "PUBLISHED" }), { type: "PUBLISH_CHANGES" })).toMatchObject({
      ok: false,
      error: "CMS_PAGE.NO_CHANGES",
    });
    expect(cmsPageTransition(page(), { type: "REVERT_TO_PUBLISHED" })).toMatchObject({ ok: false, error: "CMS_PAGE.NO_CHANGES" });
  });

  it("hides an unpublished page from users and can publish it again", () => {
    const unpublished = cmsPageTransition(page({ status: "PUBLISHED_WITH_CHANGES" }), { type: "UNPUBLISH" }).state;
    expect(unpublished.status).toBe("UNPUBLISHED");
    expect(isPageVisibleToUsers(unpublished)).toBe(false);
    expect(cmsPageTransition(unpublished, { type: "PUBLISH" }).state.status).toBe("PUBLISHED");
  });

  it("refuses to unpublish a page that is not published", () => {
    expect(cmsPageTransition(page(), { type: "UNPUBLISH" })).toMatchObject({ ok: false, error: "CMS_PAGE.NOT_PUBLISHED" });
  });

  it("deletes an ordinary page and then refuses everything", () => {
    const deleted = cmsPageTransition(page({ status: "PUBLISHED" }), { type: "DELETE" }).state;
    expect(deleted.status).toBe("DELETED");
    expect(cmsPageTransition(deleted, { type: "PUBLISH" })).toMatchObject({ ok: false, error: "CMS_PAGE.DELETED" });
  });

  it("never deletes, renames or relinks a system page (SPEC §6)", () => {
    const system = page({ status: "PUBLISHED", isSystem: true, name: "Villkor", slug: "villkor" });
    expect(cmsPageTransition(system, { type: "DELETE" })).toEqual({
      ok: false,
      error: "CMS_PAGE.SYSTEM_PAGE_CANNOT_BE_DELETED",
      state: system,
    });
    expect(cmsPageTransition(system, { type: "RENAME", name: "Nytt" })).toMatchObject({
      ok: false,
      error: "CMS_PAGE.SYSTEM_PAGE_CANNOT_BE_RENAMED",
    });
    expect(cmsPageTransition(system, { type: "RELINK", slug: "nytt" })).toMatchObject({
      ok: false,
      error: "CMS_PAGE.SYSTEM_PAGE_CANNOT_BE_RELINKED",
    });
  });

  it("still lets a system page's content be edited and published", () => {
    const run = runTransitions(cmsPageTransition, page({ status: "PUBLISHED", isSystem: true }), [
      { type: "SAVE_DRAFT" },
      { type: "PUBLISH_CHANGES" },
    ]);
    expect(run.errors).toEqual([]);
    expect(run.state.status).toBe("PUBLISHED");
  });

  it("keeps a campaign page public (SPEC §6)", () => {
    const campaign = page({ isCampaign: true });
    expect(cmsPageTransition(campaign, { type: "SET_VISIBILITY", visibility: "LOGGED_IN" })).toMatchObject({
      ok: false,
      error: "CMS_PAGE.CAMPAIGN_PAGE_MUST_BE_PUBLIC",
    });
    expect(cmsPageTransition(page({ visibility: "LOGGED_IN" }), { type: "SET_CAMPAIGN", isCampaign: true })).toMatchObject({
      ok: false,
      error: "CMS_PAGE.CAMPAIGN_PAGE_MUST_BE_PUBLIC",
    });
  });

  it("renames with a trimmed name and requires one", () => {
    expect(cmsPageTransition(page(), { type: "RENAME", name: "  Kontakt " }).state.name).toBe("Kontakt");
    expect(cmsPageTransition(page(), { type: "RENAME", name: "  " })).toMatchObject({ ok: false, error: "CMS_PAGE.NAME_REQUIRED" });
    expect(CMS_PAGE_ERROR_TEXTS["CMS_PAGE.NAME_REQUIRED"]).toBe("You must fill in a name.");
  });

  it("creates a page as a draft and refuses a private campaign page or a missing name", () => {
    expect(createCmsPage({ name: "Kampanj", slug: "kampanj", visibility: "PUBLIC", isCampaign: true })).toMatchObject({
      ok: true,
      page: { status: "DRAFT" },
    });
    expect(createCmsPage({ name: "Kampanj", slug: "kampanj", visibility: "LOGGED_IN", isCampaign: true })).toEqual({
      ok: false,
      error: "CMS_PAGE.CAMPAIGN_PAGE_MUST_BE_PUBLIC",
    });
    expect(createCmsPage({ name: "", slug: "x", visibility: "PUBLIC", isCampaign: false })).toEqual({
      ok: false,
      error: "CMS_PAGE.NAME_REQUIRED",
    });
    expect(createCmsPage({ name: "???", slug: "", visibility: "PUBLIC", isCampaign: false })).toEqual({
      ok: false,
      error: "CMS_PAGE.SLUG_REQUIRED",
    });
  });
});

describe("CMS page properties", () => {
  const event: fc.Arbitrary<CmsPageEvent> = fc.oneof(
    fc.constantFrom<CmsPageEvent>(
      { type: "SAVE_DRAFT" },
      { type: "PUBLISH" },
      { type: "PUBLISH_CHANGES" },
      { type: "REVERT_TO_PUBLISHED" },
      { type: "UNPUBLISH" },
      { type: "DELETE" },
    ),
    fc.string({ maxLength: 8 }).map((name): CmsPageEvent => ({ type: "RENAME", name })),
    fc.string({ maxLength: 8 }).map((slug): CmsPageEvent => ({ type: "RELINK", slug })),
    fc.constantFrom("PUBLIC" as const, "LOGGED_IN" as const).map((visibility): CmsPageEvent => ({ type: "SET_VISIBILITY", visibility })),
    fc.boolean().map((isCampaign): CmsPageEvent => ({ type: "SET_CAMPAIGN", isCampaign })),
  );
  const start = fc.record({ isSystem: fc.boolean(), isCampaign: fc.boolean() }).map((flags) => page(flags));

  it("never deletes, renames or relinks a system page, whatever happens", () => {
    fc.assert(
      fc.property(fc.array(event, { maxLength: 40 }), (events) => {
        const system = page({ isSystem: true });
        const { state } = runTransitions(cmsPageTransition, system, events);
        expect(state.status).not.toBe("DELETED");
        expect([state.name, state.slug, state.isSystem]).toEqual([system.name, system.slug, true]);
      }),
    );
  });

  it("never makes a campaign page private", () => {
    fc.assert(
      fc.property(start, fc.array(event, { maxLength: 40 }), (initial, events) => {
        let state = initial;
        for (const e of events) {
          state = cmsPageTransition(state, e).state;
          if (state.isCampaign) expect(state.visibility).toBe("PUBLIC");
        }
      }),
    );
  });

  it("leaves the page unchanged when a transition is refused", () => {
    fc.assert(
      fc.property(start, fc.array(event, { maxLength: 40 }), (initial, events) => {
        let state = initial;
        for (const e of events) {
          const result = cmsPageTransition(state, e);
          if (!result.ok) expect(result.state).toBe(state);
          state = result.state;
        }
      }),
    );
  });
});
