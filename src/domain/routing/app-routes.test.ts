import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  appStartPath,
  cartPath,
  collectionPath,
  collectionsPath,
  favouritesPath,
  feedPath,
  pagePath,
  playPath,
  productPath,
  seriesPath,
} from "./app-routes";
import { parseIdSlug } from "../links/id-slug";
import { pathSegments, splitPath } from "./query-string";

describe("app and catalogue paths", () => {
  it("follow the route table", () => {
    expect(appStartPath("member", "boka")).toBe("/member/boka");
    expect(playPath("sli")).toBe("/sli/play");
    expect(feedPath("member", "play", 12)).toBe("/member/play/feed/12");
    expect(cartPath("member")).toBe("/member/boka/cart");
    expect(cartPath("member", "past")).toBe("/member/boka/cart?orders=past");
    expect(collectionsPath("member")).toBe("/member/collections");
    expect(collectionPath("member", 55)).toBe("/member/collections/55");
    expect(favouritesPath("member")).toBe("/member/collections/my-favorites");
    expect(pagePath("sli", "om-oss")).toBe("/sli/pages/om-oss");
  });

  it("build product paths as {id}[-slug] with an optional query", () => {
    expect(productPath("member", "play", 1234, "Vår gröna ö")).toBe("/member/play/products/1234-var-grona-o");
    expect(productPath("member", "play", 1234)).toBe("/member/play/products/1234");
    expect(productPath("member", "play", 1234, "Ö", { preview: true })).toBe("/member/play/products/1234-o?preview=true");
  });

  it("keep the preview flag only when true", () => {
    expect(productPath("member", "play", 1, "a", { preview: false })).toBe("/member/play/products/1-a");
  });

  it("build series paths with an optional season", () => {
    expect(seriesPath("member", "play", 88, "Bästa serien")).toBe("/member/play/series/88-basta-serien");
    expect(seriesPath("member", "play", 88, null, 2)).toBe("/member/play/series/88?season=2");
  });

  it("put the product id back where it can be read", () => {
    fc.assert(
      fc.property(fc.nat(), fc.string({ unit: "grapheme" }), (id, title) => {
        const segments = pathSegments(splitPath(productPath("member", "play", id, title)).pathname);
        expect(segments.slice(0, 3)).toEqual(["member", "play", "products"]);
        expect(parseIdSlug(segments[3] ?? "")?.id).toBe(String(id));
      }),
    );
  });

  it("encode a page slug so it stays one segment", () => {
    expect(pagePath("member", "a/b c")).toBe("/member/pages/a%2Fb%20c");
    expect(pagePath("member", "..")).toBe("/member/pages/%2E%2E");
    expect(collectionPath("member", ".")).toBe("/member/collections/%2E");
  });
});
