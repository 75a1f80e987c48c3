import { describe, expect, it } from "vitest";
import { menuLinkAddress, menuLinkKind } from "./menu-link";

describe("menu link addresses", () => {
  it("sends an app link to the app start page", () => {
    expect(menuLinkAddress({ kind: "APP_LINK", app: "play" }, "member")).toEqual({ kind: "internal", href: "/member/play" });
    expect(menuLinkAddress({ kind: "app", app: "boka" }, "sli")).toEqual({ kind: "internal", href: "/sli/boka" });
  });

  it("sends a page link to the CMS page by slug", () => {
    expect(menuLinkAddress({ kind: "PAGE_LINK", pageSlug: "om-oss" }, "member")).toEqual({
      kind: "internal",
      href: "/member/pages/om-oss",
    });
    expect(menuLinkAddress({ kind: "page", url: "villkor" }, "sli")).toEqual({ kind: "internal", href: "/sli/pages/villkor" });
    expect(menuLinkAddress({ kind: "page", url: "/sli/pages/villkor" }, "sli")).toEqual({ kind: "internal", href: "/sli/pages/villkor" });
  });

  it("uses the given url for any other kind, opening other sites in a new tab", () => {
    expect(menuLinkAddress({ kind: "EXTERNAL_LINK", url: "https://example.se/a" }, "member")).toEqual({
      kind: "external",
      href: "https://example.se/a",
      newTab: true,
    });
    expect(menuLinkAddress({ kind: "SEARCH_FILTER_LINK", url: "/member/play/search?type=6" }, "member")).toEqual({
      kind: "internal",
      href: "/member/play/search?type=6",
    });
  });

  it("gives no address for a link with nowhere safe to go", () => {
    expect(menuLinkAddress({ kind: "APP_LINK", app: "" }, "member")).toBeNull();
    expect(menuLinkAddress({ kind: "PAGE_LINK" }, "member")).toBeNull();
    expect(menuLinkAddress({ kind: "URL", url: "javascript:alert(1)" }, "member")).toBeNull();
    expect(menuLinkAddress({ kind: "URL", url: "//evil.test" }, "member")).toBeNull();
    expect(menuLinkAddress({ kind: "DROPDOWN" }, "member")).toBeNull();
  });

  it("reads link kinds in any spelling", () => {
    expect(menuLinkKind("App-link")).toBe("APP");
    expect(menuLinkKind("PAGE_LINK")).toBe("PAGE");
    expect(menuLinkKind("dropdown")).toBe("OTHER");
  });
});
