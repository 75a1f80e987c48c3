import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_FOOTER_LINKS, DEMO_SSO_OPTIONS } from "../../src/fixtures/demo-shell";
import { bearer, loginAs } from "../testing/auth-helpers";
import { createTestApp, type TestApp } from "../testing/test-app";

const HOUR = 60 * 60 * 1000;

describe("the shell data of a reseller (SPEC §3)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const get = async (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: "GET", url, headers });

  describe("SPEC §1: an unknown or badly formed reseller falls back to member, never a 400", () => {
    const values = ["okand-aterforsaljare", "NOT A SLUG!", "../etc", "%3Cscript%3E", "x".repeat(300), ""];

    it("answers member's configuration and SSO options", async () => {
      for (const value of values.filter((v) => v !== "")) {
        const config = await get(`/v1/config/${encodeURIComponent(value)}`);
        expect(config.statusCode, value).toBe(200);
        expect(config.json().resellerSlug, value).toBe("member");
        const sso = await get(`/v1/config/${encodeURIComponent(value)}/sso`);
        expect(sso.statusCode, value).toBe(200);
        expect(sso.json().resellerSlug, value).toBe("member");
      }
    });

    it("answers member's menu, footer and alert strips", async () => {
      const member = { menu: (await get("/v1/cms/menu?reseller=member")).json(), footer: (await get("/v1/cms/footer")).json() };
      for (const value of values) {
        const query = `reseller=${encodeURIComponent(value)}`;
        const menu = await get(`/v1/cms/menu?${query}`);
        expect(menu.statusCode, value).toBe(200);
        expect(menu.json(), value).toEqual(member.menu);
        expect((await get(`/v1/cms/footer?${query}`)).json(), value).toEqual(member.footer);
        const strips = await get(`/v1/cms/alert-strips?${query}`);
        expect(strips.statusCode, value).toBe(200);
        for (const strip of strips.json()) expect(strip.resellerSlug).toBe("member");
      }
    });

    it("finds a known reseller whatever its case (the domain's resolveReseller)", async () => {
      expect((await get("/v1/config/SLI")).json().resellerSlug).toBe("sli");
    });
  });

  describe("GET /v1/config/{reseller}", () => {
    it("answers the reseller's analytics ids, brand, consent context and login buttons", async () => {
      expect((await get("/v1/config/kulturskolan-nord")).json()).toEqual({
        resellerSlug: "kulturskolan-nord",
        name: "Kulturskolan Nord Filmbibliotek",
        brand: "film-library",
        contextType: "customer_reseller",
        googleAnalyticsId: "G-KSN4Q7DEMO",
        metaPixelId: "381204557721903",
        // SPEC §6: the login buttons show on two brands; film-library sites log in from their portal.
        showLoginButtons: false,
      });
      expect((await get("/v1/config/sli")).json()).toMatchObject({
        brand: "education-streaming",
        contextType: "sli",
        showLoginButtons: true,
      });
      expect((await get("/v1/config/root")).json()).toMatchObject({ brand: "default", contextType: "member", googleAnalyticsId: null });
    });
  });

  it("GET /v1/config/{reseller}/sso answers the reseller's options in order", async () => {
    const response = await get("/v1/config/sli/sso");
    expect(response.json()).toEqual({
      resellerSlug: "sli",
      ssoOptions: DEMO_SSO_OPTIONS.map((option) => ({ ...option, iconUrl: null })),
    });
  });

  it("GET /v1/enums answers every value list with Swedish titles", async () => {
    const response = await get("/v1/enums");
    expect(response.statusCode).toBe(200);
    const enums = response.json();
    expect(enums.alertKinds.map((option: { value: string }) => option.value)).toEqual(["COOKIE", "DANGER", "NETWORK", "WARNING", "INFO"]);
    expect(enums.apps).toEqual([
      { value: "play", title: "Play" },
      { value: "boka", title: "Boka" },
      { value: "lashornan", title: "Läshörnan" },
    ]);
    // SPEC §9: default type 5, series mode 29, Play's extra type 99 'Serier'; category option 11.
    expect(enums.searchTypes.map((option: { value: string }) => option.value)).toEqual(["5", "29", "99"]);
    expect(enums.categories.map((option: { value: string; title: string }) => option.title)).toEqual([
      "Alla filmer",
      "Klipp",
      "Filmer",
      "Dokumentärer",
      "Serier",
      "Radio & poddar",
      "Debatt & föreläsningar",
    ]);
    expect(enums.categories[0]?.value).toBe("11");
    for (const [name, list] of Object.entries(enums)) expect((list as unknown[]).length, name).toBeGreaterThan(0);
  });

  it("GET /v1/cms/footer answers the page links and the logotype to the about page", async () => {
    const response = await get("/v1/cms/footer?reseller=sli");
    expect(response.json()).toEqual({
      links: DEMO_FOOTER_LINKS.map((link) => ({ kind: "PAGE_LINK", ...link })),
      logotype: { defaultImageUrl: "/favicon.svg", transparentImageUrl: null, href: "/sli/pages/om-oss" },
    });
  });

  describe("GET /v1/cms/menu", () => {
    it("gives a visitor the links with a dropdown's children, the logotype, and no account data", async () => {
      const menu = (await get("/v1/cms/menu?reseller=sli")).json();
      expect(menu.accountDropdown).toBeNull();
      expect(menu.appShortcuts).toEqual([]);
      expect(menu.displayCart).toBe(false);
      expect(menu.logotype.href).toBe("/sli/play");
      expect(menu.links.map((link: { kind: string }) => link.kind)).toEqual(["APP", "APP", "APP", "PAGE", "DROPDOWN", "EXTERNAL"]);
      expect(menu.links[0]).toMatchObject({ title: "Play", app: "play", pageSlug: null, url: null, children: [] });
      expect(menu.links[3]).toMatchObject({ kind: "PAGE", pageSlug: "om-oss", app: null, url: null });
      const dropdown = menu.links[4];
      expect(dropdown.children.map((link: { kind: string }) => link.kind)).toEqual(["SEARCH_FILTER", "PAGE", "EXTERNAL"]);
      expect(dropdown.children[0].url).toMatch(/^\/sli\/play\/search\?.*type=29/);
      expect(dropdown.children[2].url).toMatch(/^https:\/\//);
    });

    it("gives a teacher the account dropdown with student admin, a collections shortcut and the cart (licence 8)", async () => {
      const { accessToken } = await loginAs(t.app, "larare@skolmedia.test");
      const menu = (await get("/v1/cms/menu?reseller=member", bearer(accessToken))).json();
      expect(menu.accountDropdown.user).toEqual({ name: expect.stringMatching(/\S/), school: expect.any(String) });
      expect(menu.accountDropdown.links.map((link: { type: string }) => link.type)).toEqual([
        "SETTINGS",
        "STUDENT_ADMIN",
        "divider",
        "LOGOUT",
      ]);
      expect(menu.accountDropdown.pendingStudentsCount).toBe(0);
      expect(menu.appShortcuts).toEqual([{ title: "Mina samlingar", url: "/member/collections" }]);
      expect(menu.displayCart).toBe(true);
    });

    it("gives an admin the admin link, a teacher with two profiles the profile chooser, a student favourites and no cart (licence 2)", async () => {
      const types = async (email: string) => {
        const { accessToken } = await loginAs(t.app, email);
        return (await get("/v1/cms/menu", bearer(accessToken))).json();
      };
      expect((await types("admin@skolmedia.test")).accountDropdown.links.map((link: { type: string }) => link.type)).toContain("ADMIN");
      expect((await types("profiler@skolmedia.test")).accountDropdown.links.map((link: { type: string }) => link.type)).toContain(
        "PROFILES",
      );
      const student = await types("elev@skolmedia.test");
      expect(student.accountDropdown.links.map((link: { type: string }) => link.type)).toEqual(["SETTINGS", "divider", "LOGOUT"]);
      expect(student.appShortcuts).toEqual([{ title: "Mina favoriter", url: "/member/collections/my-favorites" }]);
      expect(student.displayCart).toBe(false);
    });

    it("answers 401 for a token that is sent but not valid (the client refreshes and asks again)", async () => {
      const response = await get("/v1/cms/menu", { authorization: "Bearer not.a.token" });
      expect(response.statusCode).toBe(401);
      expect(response.json().code).toBe("AUTH.UNAUTHENTICATED");
    });
  });

  describe("GET /v1/cms/alert-strips: SPEC §4 visibility window", () => {
    it("hands out the seeded current strips and the one due within 2 hours, not the later or expired ones", async () => {
      const kinds = (await get("/v1/cms/alert-strips?reseller=member")).json().map((strip: { kind: string }) => strip.kind);
      expect(kinds.sort()).toEqual(["COOKIE", "INFO", "WARNING"]);
    });

    it("shows a strip from displayFrom − 2 h until expiresAt, following the server's clock", async () => {
      await t.db.query("DELETE FROM alert_strips WHERE reseller_slug = 'root'", []);
      const displayFrom = new Date(t.clock.now().getTime() + 5 * HOUR);
      const expiresAt = new Date(displayFrom.getTime() + 3 * HOUR);
      await t.db.query(
        "INSERT INTO alert_strips (reseller_slug, kind, message, url, display_from, expires_at) VALUES ('root', 'DANGER', 'Driftstopp', NULL, $1, $2)",
        [displayFrom, expiresAt],
      );
      const ids = async () => (await get("/v1/cms/alert-strips?reseller=root")).json().map((strip: { message: string }) => strip.message);
      expect(await ids()).toEqual([]);
      t.clock.advance(3 * HOUR - 1); // 1 ms before displayFrom − 2 h
      expect(await ids()).toEqual([]);
      t.clock.advance(1);
      expect(await ids()).toEqual(["Driftstopp"]);
      const [strip] = (await get("/v1/cms/alert-strips?reseller=root")).json();
      expect(strip).toEqual({
        id: expect.any(Number),
        kind: "DANGER",
        message: "Driftstopp",
        url: null,
        displayFrom: displayFrom.toISOString(),
        expiresAt: expiresAt.toISOString(),
        resellerSlug: "root",
      });
      t.clock.advance(5 * HOUR - 1); // 1 ms before expiresAt
      expect(await ids()).toEqual(["Driftstopp"]);
      t.clock.advance(1);
      expect(await ids()).toEqual([]);
    });
  });
});
