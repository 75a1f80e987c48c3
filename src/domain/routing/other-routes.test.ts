import { describe, expect, it } from "vitest";
import {
  adminAlertsPath,
  adminAppCollectionsPath,
  adminAppPath,
  adminAppSlidesPath,
  adminMenuPath,
  adminPagePath,
  adminPagePreviewPath,
  adminPagesPath,
} from "./admin-routes";
import {
  HOME_PATH,
  LANDING_PLAY_PATH,
  campaignActivationPath,
  campaignPath,
  campaignSuccessPath,
  promoPath,
  ssoErrorPath,
  unsubscribePath,
} from "./public-routes";
import { defaultSearchPath, searchPath } from "./search-routes";

describe("routes without a reseller", () => {
  it("follow the route table", () => {
    expect(HOME_PATH).toBe("/");
    expect(LANDING_PLAY_PATH).toBe("/play");
    expect(promoPath("sommar")).toBe("/promo/sommar");
    expect(campaignPath("ABC123")).toBe("/campaign/ABC123");
    expect(campaignSuccessPath()).toBe("/campaign/success");
    expect(campaignActivationPath()).toBe("/campaign/activate-account");
    expect(unsubscribePath()).toBe("/unsubscribe");
    expect(unsubscribePath({ token: "a b" })).toBe("/unsubscribe?token=a%20b");
    expect(ssoErrorPath("e1")).toBe("/sso-error/e1");
  });
});

describe("admin routes", () => {
  it("live under the reseller", () => {
    expect(adminAlertsPath("member")).toBe("/member/admin/alerts");
    expect(adminMenuPath("member")).toBe("/member/admin/menu");
    expect(adminPagesPath("member")).toBe("/member/admin/pages");
    expect(adminPagePath("member", 4)).toBe("/member/admin/pages/4");
    expect(adminPagePreviewPath("member", 4)).toBe("/member/admin/pages/4/preview");
    expect(adminAppPath("member", "play")).toBe("/member/admin/play");
    expect(adminAppSlidesPath("member", "lashornan")).toBe("/member/admin/lashornan/slides");
    expect(adminAppCollectionsPath("member", "boka")).toBe("/member/admin/boka/collections");
  });
});

describe("search paths", () => {
  it("build the default search link with listView=false, page=1, type=5", () => {
    expect(defaultSearchPath("member", "play")).toBe("/member/play/search?listView=false&page=1&type=5");
  });

  it("build a search path with its parameters", () => {
    expect(searchPath("sli", "boka")).toBe("/sli/boka/search");
    expect(searchPath("member", "play", { q: "vikingar", page: 2, filters: { category: ["11"] } })).toBe(
      "/member/play/search?category=11&page=2&q=vikingar",
    );
  });
});
