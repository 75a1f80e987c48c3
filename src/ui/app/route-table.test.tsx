// @vitest-environment jsdom
import { act, cleanup, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { findRoute, ROUTE_PATTERNS, type RouteName } from "../../domain/routing/route-patterns";
import { EAGER_NAMESPACES } from "../i18n/namespaces";
import { createAppRoutes } from "./app-routes";
import { renderApp } from "./render-app.test-helper";
import { PENDING_ROUTES, ROUTE_TABLE, ROUTES_WITH_PAGES, type RouteEntry, type RouteWithPage } from "./route-table";
import { createI18n } from "../i18n/i18n";

afterEach(cleanup);

// An address of each route with a page, and who opens it. Typed by the list, so a route that gets a
// page needs a line here too.
const VISITS: Record<RouteWithPage, { readonly path: string; readonly as?: string }> = {
  home: { path: "/" },
  landingPlay: { path: "/play" },
  loginPlain: { path: "/login" },
  login: { path: "/member/login" },
  profiles: { path: "/profiles", as: "profiler@skolmedia.test" },
  logout: { path: "/member/logout" },
  activateAccount: { path: "/member/activate-account" },
  notFound: { path: "/member/404" },
  appStart: { path: "/member/boka" },
  resellerHome: { path: "/sli" },
  ssoError: { path: "/sso-error/abcdef123456" },
  page: { path: "/member/pages/alla-block" },
  promo: { path: "/promo/kom-igang" },
};

describe("the route table", () => {
  it("decides every SPEC §2 pattern once: a page now, or pending", () => {
    const decided = [...ROUTES_WITH_PAGES, ...PENDING_ROUTES];
    expect(new Set(decided).size).toBe(decided.length);
    expect([...decided].sort()).toEqual((Object.keys(ROUTE_PATTERNS) as RouteName[]).sort());
  });

  it("fails to compile when a route with a page has no entry, or a pending route gets one", () => {
    const { login: _login, ...withoutLogin } = ROUTE_TABLE;
    // @ts-expect-error the login route is in ROUTES_WITH_PAGES, so the table must have it
    const missing: Record<RouteWithPage, RouteEntry> = withoutLogin;
    // @ts-expect-error settings is pending: it is no key of the table until its slice moves it over
    const extra: Record<RouteWithPage, RouteEntry> = { ...ROUTE_TABLE, settings: ROUTE_TABLE.login };
    expect([missing, extra]).toHaveLength(2);
  });

  it("routes each page at its domain pattern, and no pending pattern at all", () => {
    const routes = createAppRoutes(createI18n())
      .flatMap((shell) => shell.children ?? [])
      .flatMap((guard) => guard.children ?? []);
    const paths = routes.map((route) => route.path);
    for (const name of ROUTES_WITH_PAGES) expect(paths).toContain(ROUTE_PATTERNS[name]);
    for (const name of PENDING_ROUTES) expect(paths, name).not.toContain(ROUTE_PATTERNS[name]);
    expect(paths).toContain("*");
  });

  it.each(ROUTES_WITH_PAGES)("opens %s with the texts it declares, and no missing text", async (name) => {
    const visit = VISITS[name];
    expect(findRoute(visit.path)?.name).toBe(name);
    const i18n = createI18n("sv");
    const missing: string[] = [];
    i18n.options.saveMissing = true;
    i18n.on("missingKey", (_languages, namespace, key) => missing.push(`${namespace}:${key}`));
    const app = await renderApp(visit.path, "default", { i18n, signedInAs: visit.as });
    await waitFor(() => expect(screen.getByRole("heading", { level: 1 })).toBeTruthy());
    // Let a page that sends the user on (logout → login) get there.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));

    // What react-i18next saw the rendered components ask for; a page that sends the user on (logout
    // → login) also shows the next route, whose namespaces count too.
    const used = i18n.reportNamespaces?.getUsedNamespaces() ?? [];
    const declared = new Set<string>([...EAGER_NAMESPACES, ...ROUTE_TABLE[name].namespaces]);
    const reached = findRoute(app.location())?.name;
    if (reached !== undefined && reached !== name && reached in ROUTE_TABLE) {
      for (const namespace of ROUTE_TABLE[reached as RouteWithPage].namespaces) declared.add(namespace);
    }
    expect(used.filter((namespace) => !declared.has(namespace))).toEqual([]);
    expect(missing).toEqual([]);
  });
});
