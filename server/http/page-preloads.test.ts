import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../testing/test-app";
import type { PriorityPicture } from "../../src/domain/cms/priority-picture";
import { pagePreloadElements, pagePreloadPlan, preloadLinks, withPreloadElements, type PagePictureSource } from "./page-preloads";

const PICTURE: PriorityPicture = { url: "/images/play-klassrum-1440.jpg", sizes: "100vw" };
const pictures = (picture: PriorityPicture | null = PICTURE): PagePictureSource => ({ pictureOf: async () => picture });

describe("pagePreloadPlan: what a visitor's first load of a page fetches", () => {
  it("plans the Play start page for / and /play, with member's data and only the config (SPEC §2 cached route)", () => {
    expect(pagePreloadPlan("/")).toEqual({
      route: "home",
      page: { kind: "app", app: "play" },
      reseller: "member",
      data: ["/v1/pages/app/play?reseller=member", "/v1/meta/app/play?reseller=member", "/v1/config/member"],
      laterData: [],
    });
    expect(pagePreloadPlan("/play")?.data).toContain("/v1/cms/alert-strips?reseller=member");
  });

  it("plans an app start page with the page's reseller and the shell's calls, as the web app writes them", () => {
    const plan = pagePreloadPlan("/sli/boka?x=1");
    expect(plan?.page).toEqual({ kind: "app", app: "boka" });
    expect(plan?.data).toEqual([
      "/v1/pages/app/boka?reseller=sli",
      "/v1/meta/app/boka?reseller=sli",
      "/v1/config/sli",
      "/v1/cms/alert-strips?reseller=sli",
    ]);
    expect(plan?.laterData).toEqual(["/v1/cms/menu?reseller=sli", "/v1/cms/footer?reseller=sli", "/v1/config/sli/sso"]);
  });

  it("plans the bare reseller page as its Play start page", () => {
    expect(pagePreloadPlan("/sli")).toMatchObject({ route: "resellerHome", page: { kind: "app", app: "play" }, reseller: "sli" });
  });

  it("plans a CMS page by slug, and a promotion page with the query's reseller (SPEC §1)", () => {
    expect(pagePreloadPlan("/member/pages/alla-block")?.data.slice(0, 2)).toEqual([
      "/v1/cms/pages/alla-block?reseller=member",
      "/v1/meta/pages/alla-block?reseller=member",
    ]);
    expect(pagePreloadPlan("/promo/sommar?reseller=sli")).toMatchObject({
      route: "promo",
      page: { kind: "cms", slug: "sommar" },
      reseller: "sli",
    });
  });

  it("plans nothing for other pages: login, an unknown app, a deeper path, an API or file path", () => {
    for (const url of ["/member/login", "/member/okand-app", "/member/play/products/1-film", "/profiles", "/v1/cms/menu", "/a/b/c/d"]) {
      expect(pagePreloadPlan(url), url).toBeNull();
    }
  });

  it("only ever plans same-origin API addresses of the page's own reseller, whatever the path", () => {
    fc.assert(
      fc.property(fc.webPath(), fc.webQueryParameters(), (path, query) => {
        const plan = pagePreloadPlan(`${path}?${query}`);
        if (plan === null) return;
        for (const url of [...plan.data, ...plan.laterData]) {
          expect(url.startsWith("/v1/")).toBe(true);
          expect(url).not.toMatch(/[\s"<>]/);
        }
        expect(plan.reseller).toMatch(/^[a-z0-9][a-z0-9_-]*$/);
      }),
    );
  });
});

describe("preloadLinks", () => {
  const plan = pagePreloadPlan("/member/play")!;

  it("preloads the page's code in the head, its data and the first picture's AVIF sources at the end", () => {
    const links = preloadLinks(plan, ["assets/public-pages-abc.js"], PICTURE);
    expect(links.head).toBe('<link rel="modulepreload" crossorigin href="/assets/public-pages-abc.js">');
    expect(links.body).toContain('<link rel="preload" as="fetch" crossorigin href="/v1/pages/app/play?reseller=member">');
    expect(links.body).toContain(
      '<link rel="preload" as="image" type="image/avif" imagesrcset="/images/play-klassrum-480.avif 480w, ' +
        '/images/play-klassrum-960.avif 960w, /images/play-klassrum-1440.avif 1440w" imagesizes="100vw" fetchpriority="high">',
    );
    expect(links.body).toContain('<link rel="preload" as="fetch" crossorigin fetchpriority="low" href="/v1/cms/menu?reseller=member">');
  });

  it("preloads no picture for an address that has no variants, and escapes what it writes", () => {
    const links = preloadLinks(pagePreloadPlan('/member/pages/a"b')!, [], { url: "https://example.org/x.jpg", sizes: "100vw" });
    expect(links.body).not.toContain('as="image"');
    expect(links.body).toContain("/v1/cms/pages/a%22b?reseller=member");
  });
});

describe("withPreloadElements", () => {
  const html = '<html><head><title>x</title></head><body><div id="root"></div></body></html>';

  it("puts the code before </head> and the data after the app's root", () => {
    const out = withPreloadElements(html, { head: "<link a>", body: "<link b>" });
    expect(out.indexOf("<link a>")).toBeLessThan(out.indexOf("</head>"));
    expect(out.indexOf("<link b>")).toBeGreaterThan(out.indexOf('<div id="root">'));
    expect(out.indexOf("<link b>")).toBeLessThan(out.indexOf("</body>"));
  });

  it("leaves the page as it is without elements", () => {
    expect(withPreloadElements(html, { head: "", body: "" })).toBe(html);
  });
});

describe("pagePreloadElements", () => {
  const input = {
    url: "/member/play",
    cookies: {},
    sessionCookies: ["accessToken", "skolmedia_session"],
    modulesFor: () => ["assets/p.js"],
  };

  it("preloads nothing for a signed-in reader: their calls carry the bearer, which a preload cannot", async () => {
    expect(await pagePreloadElements({ ...input, cookies: { skolmedia_session: "1" }, pictures: pictures() })).toEqual({
      head: "",
      body: "",
    });
    expect(await pagePreloadElements({ ...input, cookies: { accessToken: "x.y.z" }, pictures: pictures() })).toEqual({
      head: "",
      body: "",
    });
  });

  it("leaves the picture out when its lookup fails or is slow, never the page", async () => {
    const failing: PagePictureSource = { pictureOf: () => Promise.reject(new Error("database down")) };
    const slow: PagePictureSource = { pictureOf: () => new Promise(() => undefined) };
    for (const source of [failing, slow]) {
      const elements = await pagePreloadElements({ ...input, pictures: source });
      expect(elements.head).toContain("/assets/p.js");
      expect(elements.body).toContain("/v1/pages/app/play?reseller=member");
      expect(elements.body).not.toContain('as="image"');
    }
  });

  it("asks for the picture of the planned page and reseller", async () => {
    const asked: unknown[] = [];
    await pagePreloadElements({ ...input, url: "/sli/pages/om-oss", pictures: { pictureOf: async (...args) => (asked.push(args), null) } });
    expect(asked).toEqual([[{ kind: "cms", slug: "om-oss" }, "sli"]]);
  });
});

describe("the HTML of a page, as the server answers it", () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), "skolmedia-preload-"));
    mkdirSync(join(dist, ".vite"));
    writeFileSync(join(dist, "index.html"), '<!doctype html><html><head><title>S</title></head><body><div id="root"></div></body></html>');
    const manifest = {
      "index.html": { file: "assets/index-1.js", isEntry: true },
      "_public-pages-1.js": { file: "assets/public-pages-1.js", name: "public-pages", imports: ["index.html"] },
      "src/ui/cms/i18n/sv.json": { file: "assets/sv-1.js" },
    };
    writeFileSync(join(dist, ".vite", "manifest.json"), JSON.stringify(manifest));
    t = await createTestApp({ config: { distDir: dist } });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it("preloads the Play start page's code, data and seeded first picture for a visitor", async () => {
    const response = await t.app.inject({ method: "GET", url: "/member/play" });
    expect(response.headers.vary).toBe("Cookie");
    expect(response.body).toContain('<link rel="modulepreload" crossorigin href="/assets/public-pages-1.js">');
    expect(response.body).toContain('<link rel="preload" as="fetch" crossorigin href="/v1/pages/app/play?reseller=member">');
    expect(response.body).toMatch(/<link rel="preload" as="image" type="image\/avif" imagesrcset="\/images\/[a-z0-9-]+-480\.avif 480w/);
  });

  it("preloads nothing for a reader with a session, and no page data on other pages", async () => {
    const signedIn = await t.app.inject({ method: "GET", url: "/member/play", headers: { cookie: "skolmedia_session=1" } });
    expect(signedIn.body).not.toContain('rel="preload"');
    expect(signedIn.body).not.toContain("modulepreload");
    const login = await t.app.inject({ method: "GET", url: "/member/login" });
    expect(login.body).not.toContain('rel="preload"');
  });

  it("keeps the build's manifest to itself", async () => {
    expect((await t.app.inject({ method: "GET", url: "/.vite/manifest.json" })).statusCode).toBe(404);
  });

  it("serves the preload addresses it names, and serves them without a token", async () => {
    const html = (await t.app.inject({ method: "GET", url: "/member/pages/alla-block" })).body;
    const urls = [...html.matchAll(/as="fetch" crossorigin (?:fetchpriority="low" )?href="([^"]+)"/g)].map((match) =>
      match[1]!.replace(/&amp;/g, "&"),
    );
    expect(urls.length).toBeGreaterThan(4);
    for (const url of urls) expect((await t.app.inject({ method: "GET", url })).statusCode, url).toBe(200);
  });
});
