import { MatchersV3 } from "@pact-foundation/pact";
import { describe, expect, it } from "vitest";
import { DEMO_APP_META, DEMO_APP_SLIDESHOWS, demoCmsPagesFor, withReseller } from "../../src/fixtures/demo-cms";
import { DEMO_CONTACT_FORM } from "../../src/fixtures/demo-shell";
import { STATES } from "../provider-states";
import { errorBody, JSON_HEADERS, JSON_RESPONSE_HEADERS } from "./examples";
import { createPact, restHarness } from "./rest-harness";

const { eachLike, integer, like } = MatchersV3;

// The CMS-driven site (issue 8) through the REAL RestCmsContentAdapter and the client with the
// auth-refresh middleware: published pages by slug (SPEC §6 visibility), page and app metadata, the
// Play start page as blocks, and the contact form block. Values come from src/fixtures/demo-cms.ts,
// the facts the provider's seed writes.

const GET_STARTED = demoCmsPagesFor("member").find((page) => page.slug === "kom-igang");
if (!GET_STARTED) throw new Error("src/fixtures/demo-cms.ts has no kom-igang page");
const PLAY_SLIDES = withReseller(DEMO_APP_SLIDESHOWS.play, "member");
const TIMESTAMP = like("2026-08-01T08:00:00.000Z");
const VISITOR_WITH_CONTENT = [{ description: STATES.nobodyLoggedIn }, { description: STATES.cmsDemoContent }];

describe("the CMS content calls (Pact consumer)", () => {
  const pact = createPact();

  it("reads a public page's published blocks by slug, without a token", async () => {
    pact.addInteraction({
      states: VISITOR_WITH_CONTENT,
      uponReceiving: "a visitor's request for member's public CMS page kom-igang",
      withRequest: { method: "GET", path: "/v1/cms/pages/kom-igang", query: { reseller: "member" } },
      willRespondWith: {
        status: 200,
        headers: JSON_RESPONSE_HEADERS,
        body: {
          id: integer(4),
          name: GET_STARTED.name,
          slug: "kom-igang",
          visibility: "public",
          status: "PUBLISHED",
          resellerSlug: "member",
          updatedAt: TIMESTAMP,
          createdAt: TIMESTAMP,
          // SPEC §4: a reader never gets the draft.
          draft: null,
          published: { blocks: GET_STARTED.blocks, savedAt: TIMESTAMP },
        },
      },
    });
    await pact.executeTest(async (mock) => {
      const result = await restHarness(mock.url).cms.page("kom-igang", "member");
      expect(result.ok).toBe(true);
      if (!result.ok) return;
      expect(result.value.published?.blocks.map((block) => block.kind)).toEqual(GET_STARTED.blocks.map((block) => block.kind));
    });
  });

  it("gets a 401 for a page for logged-in users only, when no one is signed in (SPEC §6)", async () => {
    pact.addInteraction({
      states: VISITOR_WITH_CONTENT,
      uponReceiving: "a visitor's request for member's private CMS page for-larare",
      withRequest: { method: "GET", path: "/v1/cms/pages/for-larare", query: { reseller: "member" } },
      willRespondWith: { status: 401, headers: JSON_RESPONSE_HEADERS, body: errorBody("AUTH.UNAUTHENTICATED") },
    });
    await pact.executeTest(async (mock) => {
      const harness = restHarness(mock.url);
      const result = await harness.cms.page("for-larare", "member");
      expect(result).toMatchObject({ ok: false, error: { kind: "unauthorized", status: 401 } });
      // A visitor has no session to renew or to end.
      expect(harness.sessionExpiredCalls()).toBe(0);
    });
  });

  it("reads a CMS page's metadata for its head", async () => {
    pact.addInteraction({
      states: VISITOR_WITH_CONTENT,
      uponReceiving: "a request for the metadata of member's CMS page kom-igang",
      withRequest: { method: "GET", path: "/v1/meta/pages/kom-igang", query: { reseller: "member" } },
      willRespondWith: {
        status: 200,
        headers: JSON_RESPONSE_HEADERS,
        body: {
          title: like(GET_STARTED.name),
          description: like("Tre steg till din första lektion med film."),
          imageUrl: like("/images/kom-igang-stig-1440.jpg"),
          canonicalPath: like("/member/pages/kom-igang"),
        },
      },
    });
    await pact.executeTest(async (mock) => {
      const result = await restHarness(mock.url).cms.pageMeta("kom-igang", "member");
      expect(result).toMatchObject({ ok: true, value: { title: GET_STARTED.name } });
    });
  });

  it("reads the Play start page as blocks: its slideshow, then the featured collections", async () => {
    pact.addInteraction({
      states: VISITOR_WITH_CONTENT,
      uponReceiving: "a visitor's request for member's Play start page",
      withRequest: { method: "GET", path: "/v1/pages/app/play", query: { reseller: "member" } },
      willRespondWith: {
        status: 200,
        headers: JSON_RESPONSE_HEADERS,
        body: {
          app: "play",
          title: DEMO_APP_META.play.title,
          blocks: [
            {
              id: like("play-slideshow"),
              kind: "SLIDESHOW",
              slides: PLAY_SLIDES.slides,
              settings: { slideHeight: PLAY_SLIDES.height, container: PLAY_SLIDES.container },
            },
            {
              id: like("play-featured"),
              kind: "FEATURED_COLLECTIONS",
              collectionIds: eachLike(1),
              collections: eachLike({
                id: integer(1),
                name: like("Rymden och universum"),
                itemCount: integer(8),
                imageUrl: like("/images/play-rymden-1440.jpg"),
              }),
              settings: {},
            },
          ],
        },
      },
    });
    await pact.executeTest(async (mock) => {
      const result = await restHarness(mock.url).cms.appPage("play", "member");
      expect(result.ok).toBe(true);
      if (!result.ok) return;
      expect(result.value.blocks.map((block) => block.kind)).toEqual(["SLIDESHOW", "FEATURED_COLLECTIONS"]);
    });
  });

  it("reads an app start page's metadata", async () => {
    pact.addInteraction({
      states: VISITOR_WITH_CONTENT,
      uponReceiving: "a request for the metadata of member's Play start page",
      withRequest: { method: "GET", path: "/v1/meta/app/play", query: { reseller: "member" } },
      willRespondWith: {
        status: 200,
        headers: JSON_RESPONSE_HEADERS,
        body: {
          title: DEMO_APP_META.play.title,
          description: DEMO_APP_META.play.description,
          imageUrl: like("/images/play-klassrum-1440.jpg"),
          canonicalPath: "/member/play",
        },
      },
    });
    await pact.executeTest(async (mock) => {
      const result = await restHarness(mock.url).cms.appMeta("play", "member");
      expect(result).toMatchObject({ ok: true, value: { title: DEMO_APP_META.play.title, canonicalPath: "/member/play" } });
    });
  });

  it("reads the reseller's contact form: title, intro and subjects", async () => {
    pact.addInteraction({
      states: VISITOR_WITH_CONTENT,
      uponReceiving: "a request for member's contact form",
      withRequest: { method: "GET", path: "/v1/cms/forms/contact", query: { reseller: "member" } },
      willRespondWith: {
        status: 200,
        headers: JSON_RESPONSE_HEADERS,
        body: {
          resellerSlug: "member",
          title: like(DEMO_CONTACT_FORM.title),
          description: like(DEMO_CONTACT_FORM.description),
          subjects: [...DEMO_CONTACT_FORM.subjects],
        },
      },
    });
    await pact.executeTest(async (mock) => {
      const result = await restHarness(mock.url).cms.contactForm("member");
      expect(result).toMatchObject({ ok: true, value: { resellerSlug: "member", subjects: DEMO_CONTACT_FORM.subjects } });
    });
  });

  it("sends a contact message and takes the 204 as sent", async () => {
    const message = {
      resellerSlug: "member",
      name: "Anna Lärare",
      email: "anna.larare@skola.example",
      subject: DEMO_CONTACT_FORM.subjects[1] ?? null,
      message: "Hur förnyar vi skolans licens?",
    };
    pact.addInteraction({
      states: VISITOR_WITH_CONTENT,
      uponReceiving: "a visitor's contact message to member",
      withRequest: { method: "POST", path: "/v1/forms/contact", headers: JSON_HEADERS, body: message },
      willRespondWith: { status: 204 },
    });
    await pact.executeTest(async (mock) => {
      expect(await restHarness(mock.url).cms.submitContact(message)).toEqual({ ok: true, value: undefined });
    });
  });
});
