import { describe, expect, it } from "vitest";
import { compositionOf, ownerOfSource } from "./chunk-composition";

describe("ownerOfSource", () => {
  it("names scoped and plain packages", () => {
    expect(ownerOfSource("../node_modules/@chakra-ui/react/dist/esm/index.js")).toBe("@chakra-ui/react");
    expect(ownerOfSource("../node_modules/react-dom/cjs/react-dom.production.js")).toBe("react-dom");
  });

  it("charges a nested copy to the package it is", () => {
    expect(ownerOfSource("../node_modules/a/node_modules/@zag-js/menu/dist/index.mjs")).toBe("@zag-js/menu");
  });

  it("groups our own code by layer folder", () => {
    expect(ownerOfSource("../src/ui/auth/login-page.tsx")).toBe("src/ui");
    expect(ownerOfSource("../src/domain/links/slugify.ts")).toBe("src/domain");
  });

  it("says so when a mapping has no source", () => {
    expect(ownerOfSource(undefined)).toBe("(no source)");
  });
});

describe("compositionOf", () => {
  it("charges each generated character to the source mapped at or before it", () => {
    // "aaabb": columns 0-2 map to a.js, 3-4 to node_modules/b/x.js (VLQ: A=0, G=3, C=+1 source).
    const map = JSON.stringify({ version: 3, sources: ["../src/ui/a.js", "../node_modules/b/x.js"], names: [], mappings: "AAAA,GCAA" });
    const sizes = compositionOf("aaabb", map);
    expect(sizes.get("src/ui")).toBe(3);
    // The line's newline is charged to the last owner.
    expect(sizes.get("b")).toBe(3);
  });
});
