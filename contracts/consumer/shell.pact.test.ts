import { MatchersV3 } from "@pact-foundation/pact";
import { describe, expect, it } from "vitest";
import { DEMO_RESELLERS } from "../../src/fixtures/demo-resellers";
import {
  DEMO_FOOTER_LINKS,
  DEMO_LOGOTYPE_IMAGE,
  DEMO_MENU_LINKS,
  DEMO_SSO_OPTIONS,
  demoFooterLogotypeHref,
  demoMenuLinkTarget,
  demoMenuLogotypeHref,
  type DemoMenuLink,
} from "../../src/fixtures/demo-shell";
import { STATES, TEACHER } from "../provider-states";
import { ACCESS_TOKEN, BEARER_PATTERN, JSON_RESPONSE_HEADERS } from "./examples";
import { createPact, loggedInCookies, restHarness } from "./rest-harness";

const { integer, like, regex } = MatchersV3;

// The shell's per-reseller data (SPEC §3, §7) through the REAL RestShellAdapter: the menu through
// the client with the auth-refresh middleware (a signed-in user's bearer brings the account
// dropdown), the footer and the configurations through the public client.

/** A seeded menu link as the server answers it; ids are the database's own. */
function menuLinkBody(link: DemoMenuLink): object {
  const children = link.kind === "DROPDOWN" ? link.children.map(menuLinkBody) : [];
  return { id: integer(1), title: link.title, kind: link.kind, ...demoMenuLinkTarget("member", link), children };
}

const MENU_LINKS_BODY = DEMO_MENU_LINKS.map(menuLinkBody);
const MENU_LOGOTYPE_BODY = { defaultImageUrl: like(DEMO_LOGOTYPE_IMAGE), transparentImageUrl: null, href: demoMenuLogotypeHref("member") };

describe("the shell's data (Pact consumer)", () => {
  const pact = createPact();

  it("reads a visitor's menu: the links of every kind, no account dropdown, no shortcuts, no cart", async () => {
    pact.addInteraction({
      states: [{ description: STATES.nobodyLoggedIn }, { description: STATES.memberDemoShell }],
      uponReceiving: "a visitor's request for member's menu",
      withRequest: { method: "GET", path: "/v1/cms/menu", query: { reseller: "member" } },
      willRespondWith: {
        status: 200,
        headers: JSON_RESPONSE_HEADERS,
        body: { links: MENU_LINKS_BODY, logotype: MENU_LOGOTYPE_BODY, accountDropdown: null, appShortcuts: [], displayCart: false },
      },
    });
    await pact.executeTest(async (mock) => {
      const result = await restHarness(mock.url).shell.menu("member");
      expect(result.ok).toBe(true);
      if (!result.ok) return;
      expect(result.value.accountDropdown).toBeNull();
      expect(result.value.links.map((link) => link.kind)).toEqual(DEMO_MENU_LINKS.map((link) => link.kind));
    });
  });

  it("sends a signed-in teacher's bearer token and reads the account dropdown, the collections shortcut and the cart", async () => {
    pact.addInteraction({
      states: [{ description: STATES.teacherLoggedIn }, { description: STATES.memberDemoShell }],
      uponReceiving: "a signed-in teacher's request for member's menu",
      withRequest: {
        method: "GET",
        path: "/v1/cms/menu",
        query: { reseller: "member" },
        headers: { Authorization: regex(BEARER_PATTERN, `Bearer ${ACCESS_TOKEN}`) },
      },
      willRespondWith: {
        status: 200,
        headers: JSON_RESPONSE_HEADERS,
        body: {
          links: MENU_LINKS_BODY,
          logotype: MENU_LOGOTYPE_BODY,
          accountDropdown: {
            user: { name: like(`${TEACHER.firstName} ${TEACHER.lastName}`), school: like(TEACHER.school?.name ?? "Norra Real") },
            // SPEC §3 account link types; a teacher with one profile has no PROFILES link.
            links: [
              { type: "SETTINGS", title: like("Inställningar"), href: "/member/settings" },
              { type: "STUDENT_ADMIN", title: like("Elevadministration"), href: "/member/administrate-students" },
              { type: "divider", title: null, href: null },
              { type: "LOGOUT", title: like("Logga ut"), href: "/member/logout" },
            ],
            pendingStudentsCount: integer(0),
          },
          appShortcuts: [{ title: like("Mina samlingar"), url: "/member/collections" }],
          displayCart: true,
        },
      },
    });
    await pact.executeTest(async (mock) => {
      const harness = restHarness(mock.url, undefined, loggedInCookies());
      harness.tokens.setAccessToken(ACCESS_TOKEN);
      const result = await harness.shell.menu("member");
      expect(result.ok).toBe(true);
      if (!result.ok) return;
      expect(result.value.accountDropdown?.links.map((link) => link.type)).toEqual(["SETTINGS", "STUDENT_ADMIN", "divider", "LOGOUT"]);
      expect(result.value.appShortcuts).toEqual([{ title: "Mina samlingar", url: "/member/collections" }]);
      expect(result.value.displayCart).toBe(true);
      expect(harness.sessionExpiredCalls()).toBe(0);
    });
  });

  it("reads the footer: links to CMS pages and the logotype to the about page", async () => {
    pact.addInteraction({
      states: [{ description: STATES.memberDemoShell }],
      uponReceiving: "a request for member's footer",
      withRequest: { method: "GET", path: "/v1/cms/footer", query: { reseller: "member" } },
      willRespondWith: {
        status: 200,
        headers: JSON_RESPONSE_HEADERS,
        body: {
          links: DEMO_FOOTER_LINKS.map((link) => ({ kind: "PAGE_LINK", title: like(link.title), pageSlug: link.pageSlug })),
          logotype: { defaultImageUrl: like(DEMO_LOGOTYPE_IMAGE), transparentImageUrl: null, href: demoFooterLogotypeHref("member") },
        },
      },
    });
    await pact.executeTest(async (mock) => {
      const result = await restHarness(mock.url).shell.footer("member");
      expect(result.ok).toBe(true);
      if (!result.ok) return;
      expect(result.value.links.map((link) => link.pageSlug)).toEqual(DEMO_FOOTER_LINKS.map((link) => link.pageSlug));
      expect(result.value.logotype.href).toBe("/member/pages/om-oss");
    });
  });

  it("reads a reseller's config: brand, consent context, tracker ids and whether the login buttons show", async () => {
    const reseller = DEMO_RESELLERS.find((candidate) => candidate.brandVariant === "film-library")!;
    pact.addInteraction({
      states: [{ description: STATES.nobodyLoggedIn }],
      uponReceiving: "a request for a film-library reseller's config",
      withRequest: { method: "GET", path: `/v1/config/${reseller.slug}` },
      willRespondWith: {
        status: 200,
        headers: JSON_RESPONSE_HEADERS,
        body: {
          resellerSlug: reseller.slug,
          name: like(reseller.name),
          brand: "film-library",
          contextType: "customer_reseller",
          googleAnalyticsId: like(reseller.googleAnalyticsId ?? "G-XXXX"),
          metaPixelId: like(reseller.metaPixelId ?? "1"),
          // SPEC §6: film-library resellers show no login and signup buttons.
          showLoginButtons: false,
        },
      },
    });
    await pact.executeTest(async (mock) => {
      const result = await restHarness(mock.url).shell.resellerConfig(reseller.slug);
      expect(result.ok).toBe(true);
      if (!result.ok) return;
      expect(result.value).toMatchObject({ brand: "film-library", showLoginButtons: false, contextType: "customer_reseller" });
    });
  });

  it("reads member's config for an unknown reseller (SPEC §1 fallback)", async () => {
    pact.addInteraction({
      states: [{ description: STATES.nobodyLoggedIn }],
      uponReceiving: "a request for the config of a reseller that does not exist",
      withRequest: { method: "GET", path: "/v1/config/no-such-reseller" },
      willRespondWith: {
        status: 200,
        headers: JSON_RESPONSE_HEADERS,
        body: {
          resellerSlug: "member",
          name: like("Skolmedia"),
          brand: "default",
          contextType: "member",
          googleAnalyticsId: null,
          metaPixelId: null,
          showLoginButtons: true,
        },
      },
    });
    await pact.executeTest(async (mock) => {
      const result = await restHarness(mock.url).shell.resellerConfig("no-such-reseller");
      expect(result.ok && result.value.resellerSlug).toBe("member");
    });
  });

  it("reads the single-sign-on options", async () => {
    const [first] = DEMO_SSO_OPTIONS;
    pact.addInteraction({
      states: [{ description: STATES.memberDemoShell }],
      uponReceiving: "a request for member's single-sign-on options",
      withRequest: { method: "GET", path: "/v1/config/member/sso" },
      willRespondWith: {
        status: 200,
        headers: JSON_RESPONSE_HEADERS,
        body: {
          resellerSlug: "member",
          ssoOptions: DEMO_SSO_OPTIONS.map((option) => ({
            id: option.id,
            name: like(option.name),
            loginUrl: like(option.loginUrl),
            iconUrl: null,
          })),
        },
      },
    });
    await pact.executeTest(async (mock) => {
      const result = await restHarness(mock.url).shell.ssoConfig("member");
      expect(result.ok).toBe(true);
      if (!result.ok) return;
      expect(result.value.ssoOptions[0]).toMatchObject({ id: first?.id, iconUrl: null });
    });
  });
});
