import { describe, expect, it } from "vitest";
import { initialAssetsOfHtml, staticImportsOfChunk } from "./initial-chunks";

describe("initialAssetsOfHtml", () => {
  it("finds the entry module script, its modulepreloads and stylesheets", () => {
    const html = `<head>
      <link rel="icon" href="/favicon.svg" />
      <script type="module" crossorigin src="/assets/index-A1.js"></script>
      <link rel="modulepreload" crossorigin href="/assets/vendor-B2.js">
      <link rel="stylesheet" crossorigin href="/assets/index-C3.css">
    </head>`;
    expect(initialAssetsOfHtml(html)).toEqual(["/assets/index-A1.js", "/assets/vendor-B2.js", "/assets/index-C3.css"]);
  });

  it("leaves out classic scripts and icons", () => {
    expect(initialAssetsOfHtml(`<script src="/legacy.js"></script><link rel="icon" href="/x.svg">`)).toEqual([]);
  });
});

describe("staticImportsOfChunk", () => {
  it("keeps minified static imports and re-exports", () => {
    const code = `import{a as b,c}from"./vendor-x.js";import"./side-effect.js";export{d}from"./more.js";const e=1;`;
    expect(staticImportsOfChunk(code)).toEqual(["./vendor-x.js", "./side-effect.js", "./more.js"]);
  });

  it("does not count lazy import() chunks as initial", () => {
    const code = `const m=()=>import("./memory.module-D.js");const n=import('./dash-E.js');`;
    expect(staticImportsOfChunk(code)).toEqual([]);
  });
});
