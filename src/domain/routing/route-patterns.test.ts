import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { ROUTE_PATTERNS, findRoute, matchRoute, type RouteName } from "./route-patterns";
import * as accountRoutes from "./account-routes";
import * as adminRoutes from "./admin-routes";
import * as appRoutes from "./app-routes";
import * as publicRoutes from "./public-routes";
import * as searchRoutes from "./search-routes";

// Every path builder of the folder, to check each lands on its own pattern.
const build = { ...accountRoutes, ...adminRoutes, ...appRoutes, ...publicRoutes, ...searchRoutes };

describe("route patterns", () => {
  it("match the path every builder makes to the right route", () => {
    const cases: Array<[string, RouteName]> = [
      [build.notFoundPath("member"), "notFound"],
      [build.loginPath("member", "/x"), "login"],
      [build.loginPath("sli"), "loginPlain"],
      [build.signupPath("root"), "signup"],
      [build.signupPath("sli"), "signupPlain"],
      [build.signupSuccessPath("sli", true), "signupSuccess"],
      [build.activationPath("sli"), "activateAccount"],
      [build.setPasswordPath("sli"), "setPassword"],
      [build.resetPasswordPath("sli"), "resetPassword"],
      [build.logoutPath("sli", "/sli/play"), "logout"],
      [build.settingsPath("sli"), "settings"],
      [build.studentAdminPath("sli"), "administrateStudents"],
      [build.collectionsPath("sli"), "collections"],
      [build.collectionPath("sli", 4), "collection"],
      [build.favouritesPath("sli"), "favourites"],
      [build.pagePath("sli", "om"), "page"],
      [build.appStartPath("sli", "lashornan"), "appStart"],
      [build.playPath("sli"), "appStart"],
      [build.productPath("sli", "play", 12, "Hej då", { preview: true }), "product"],
      [build.seriesPath("sli", "play", 12, "Serie", 2), "series"],
      [build.feedPath("sli", "play", 3), "feed"],
      [build.searchPath("sli", "play", { q: "x" }), "search"],
      [build.defaultSearchPath("sli", "boka"), "search"],
      [build.cartPath("sli", "active"), "cart"],
      [build.profilesPath("/x"), "profiles"],
      [build.promoPath("sommar"), "promo"],
      [build.campaignPath("KOD1"), "campaign"],
      [build.campaignSuccessPath(), "campaignSuccess"],
      [build.campaignActivationPath(), "campaignActivateAccount"],
      [build.unsubscribePath(), "unsubscribe"],
      [build.ssoErrorPath("e1"), "ssoError"],
      [build.HOME_PATH, "home"],
      [build.LANDING_PLAY_PATH, "landingPlay"],
      [build.adminAlertsPath("member"), "adminAlerts"],
      [build.adminMenuPath("member"), "adminMenu"],
      [build.adminPagesPath("member"), "adminPages"],
      [build.adminPagePath("member", 3), "adminPage"],
      [build.adminPagePreviewPath("member", 3), "adminPagePreview"],
      [build.adminAppPath("member", "play"), "adminApp"],
      [build.adminAppSlidesPath("member", "play"), "adminAppSlides"],
      [build.adminAppCollectionsPath("member", "play"), "adminAppCollections"],
      ["/sli", "resellerHome"],
    ];
    for (const [path, name] of cases) expect(findRoute(path)?.name, path).toBe(name);
    expect(new Set(cases.map(([, name]) => name))).toEqual(new Set(Object.keys(ROUTE_PATTERNS)));
  });

  it("reads the parameters of a path", () => {
    expect(findRoute("/sli/play/products/12-hej-da?preview=true")).toEqual({
      name: "product",
      params: { reseller: "sli", appSlug: "play", productIdSlug: "12-hej-da" },
    });
    expect(matchRoute(ROUTE_PATTERNS.page, "/member/pages/a%2Fb")).toEqual({ reseller: "member", pageSlug: "a/b" });
  });

  it("matches no route for a deeper unknown path", () => {
    expect(findRoute("/member/play/products/12/extra/more")).toBeNull();
  });

  it("gives back the page slug a page path was built with", () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, unit: "grapheme" }), (slug) => {
        expect(findRoute(build.pagePath("member", slug))).toEqual({ name: "page", params: { reseller: "member", pageSlug: slug } });
      }),
    );
  });
});
