import { describe, expect, it } from "vitest";
import type { MenuLink } from "../../../ports/shell/shell-gateway.port";
import { fallbackMenuItems, menuItems } from "./menu-items";

const link = (id: number, fields: Partial<MenuLink>): MenuLink => ({
  id,
  title: `L${id}`,
  kind: "APP",
  app: null,
  pageSlug: null,
  url: null,
  children: [],
  ...fields,
});

describe("menuItems (SPEC §2 link kinds)", () => {
  it("sends an app link to the app's start page, a page link to its CMS page, a filter link to its search address", () => {
    const items = menuItems(
      [
        link(1, { kind: "APP", app: "boka" }),
        link(2, { kind: "PAGE", pageSlug: "om-oss" }),
        link(3, { kind: "SEARCH_FILTER", url: "/sli/play/search?type=29" }),
      ],
      "sli",
    );
    expect(items.map((item) => (item.kind === "dropdown" ? null : [item.kind, item.href]))).toEqual([
      ["internal", "/sli/boka"],
      ["internal", "/sli/pages/om-oss"],
      ["internal", "/sli/play/search?type=29"],
    ]);
  });

  it("opens another site's link in a new tab and drops an unsafe one", () => {
    const items = menuItems(
      [link(1, { kind: "EXTERNAL", url: "https://www.skolverket.se/" }), link(2, { kind: "EXTERNAL", url: "javascript:alert(1)" })],
      "member",
    );
    expect(items).toEqual([{ kind: "external", key: "https://www.skolverket.se/", title: "L1", href: "https://www.skolverket.se/" }]);
  });

  it("keeps a dropdown's links, flattening a dropdown inside it, and drops an empty dropdown", () => {
    const nested = link(3, { kind: "DROPDOWN", children: [link(4, { kind: "PAGE", pageSlug: "a" })] });
    const items = menuItems(
      [
        link(1, { kind: "DROPDOWN", title: "Mer", children: [link(2, { kind: "APP", app: "play" }), nested] }),
        link(5, { kind: "DROPDOWN", children: [link(6, { kind: "APP", app: null })] }),
      ],
      "member",
    );
    expect(items).toEqual([
      {
        kind: "dropdown",
        key: "dropdown:Mer",
        title: "Mer",
        children: [
          { kind: "internal", key: "/member/play", title: "L2", href: "/member/play" },
          { kind: "internal", key: "/member/pages/a", title: "L4", href: "/member/pages/a" },
        ],
      },
    ]);
  });
});

describe("menu item keys", () => {
  it("follow the address, so a link keeps its element when the menu data replaces the fallback links", () => {
    const fromData = menuItems([link(7, { kind: "APP", app: "play", title: "Play" })], "member");
    const fallback = fallbackMenuItems("member", () => "Play");
    expect(fromData[0]?.key).toBe(fallback[0]?.key);
  });

  it("stay unique when two links share an address", () => {
    const items = menuItems([link(1, { kind: "APP", app: "play" }), link(2, { kind: "APP", app: "play" })], "member");
    expect(items.map((item) => item.key)).toEqual(["/member/play", "/member/play#2"]);
  });
});

describe("fallbackMenuItems", () => {
  it("offers each app's start page in the fixed order (SPEC §9)", () => {
    expect(fallbackMenuItems("member", (app) => app.toUpperCase()).map((item) => item.kind !== "dropdown" && item.href)).toEqual([
      "/member/play",
      "/member/boka",
      "/member/lashornan",
    ]);
  });
});
