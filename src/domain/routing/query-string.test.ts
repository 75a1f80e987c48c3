import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { buildQuery, decodeQueryComponent, parseQuery, splitPath } from "./query-string";

describe("query strings", () => {
  it("leave out null and undefined values", () => {
    expect(
      buildQuery([
        ["a", 1],
        ["b", null],
        ["c", undefined],
        ["d", false],
      ]),
    ).toBe("?a=1&d=false");
    expect(buildQuery([])).toBe("");
  });

  it("read + as a space and keep a broken escape as typed", () => {
    expect(decodeQueryComponent("a+b")).toBe("a b");
    expect(decodeQueryComponent("100%")).toBe("100%");
  });

  it("read back every key and value they write, in order", () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.string({ unit: "grapheme" }), fc.string({ unit: "grapheme" }))), (entries) => {
        expect(parseQuery(buildQuery(entries))).toEqual(entries);
      }),
    );
  });

  it("do not crash on text with a lone surrogate", () => {
    expect(buildQuery([["q", "a\uD800b"]])).toBe("?q=a%EF%BF%BDb");
  });

  it("split a location into path, query and hash", () => {
    expect(splitPath("/a/b?x=1#h?")).toEqual({ pathname: "/a/b", search: "?x=1", hash: "#h?" });
    expect(splitPath("/a")).toEqual({ pathname: "/a", search: "", hash: "" });
  });
});
