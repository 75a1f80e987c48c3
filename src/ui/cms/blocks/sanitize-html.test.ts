// @vitest-environment jsdom
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { SHOWCASE_PAGE } from "../../../fixtures/demo-cms";
import { sanitizeCode, sanitizeRichText } from "./sanitize-html";

/** What a sanitised string would do once inserted: no element may run anything. */
function runsSomething(html: string): boolean {
  const box = document.createElement("div");
  box.innerHTML = html;
  for (const element of box.querySelectorAll("*")) {
    if (["SCRIPT", "IFRAME", "OBJECT", "EMBED", "STYLE", "FORM"].includes(element.tagName)) return true;
    for (const attribute of element.attributes) {
      if (/^on/i.test(attribute.name)) return true;
      if (
        ["href", "src", "action", "formaction", "xlink:href"].includes(attribute.name) &&
        /^\s*(javascript|vbscript):/i.test(attribute.value)
      )
        return true;
    }
  }
  return false;
}

const code = SHOWCASE_PAGE.blocks.find((block) => block.kind === "CODE");

describe("sanitising CMS HTML (issue 8: no script ever runs)", () => {
  it("strips the showcase CODE block's script and onerror handler but keeps its markup", () => {
    if (code?.kind !== "CODE") throw new Error("the showcase page has a CODE block");
    const clean = sanitizeCode(code.html);
    expect(clean).not.toMatch(/<script|onerror|alert\(/i);
    expect(clean).toContain("<h3>Egen HTML</h3>");
    expect(clean).toContain("<mark>Rymden på 10 minuter</mark>");
    expect(clean).toMatch(/<img[^>]*alt="Trasig bild"/);
  });

  it("keeps tables in own HTML, never iframes, forms or inline styles", () => {
    const clean = sanitizeCode(
      '<table><caption>Tider</caption><tr><th scope="col">Dag</th></tr><tr><td>Mån</td></tr></table>' +
        '<iframe src="https://example.com"></iframe><form action="/x"><input name="a"></form><p style="position:fixed">Hej</p>',
    );
    expect(clean).toContain("<caption>Tider</caption>");
    expect(clean).toContain('<th scope="col">Dag</th>');
    expect(clean).not.toMatch(/iframe|<form|<input|style=/);
    expect(clean).toContain("<p>Hej</p>");
  });

  it("drops javascript: links and event handlers from a text box", () => {
    const clean = sanitizeRichText(
      '<p onclick="alert(1)">Hej <a href="javascript:alert(1)">klicka</a> <a href=" JaVaScRiPt:alert(2)">igen</a></p>',
    );
    expect(runsSomething(clean)).toBe(false);
    expect(clean).toContain("klicka");
  });

  it("keeps a text box's typography and safe links", () => {
    const clean = sanitizeRichText(
      '<h2>Rubrik</h2><p><strong>Fet</strong> <a href="https://www.skolverket.se/">länk</a></p><ul><li>Ett</li></ul>',
    );
    expect(clean).toBe('<h2>Rubrik</h2><p><strong>Fet</strong> <a href="https://www.skolverket.se/">länk</a></p><ul><li>Ett</li></ul>');
  });

  it("makes a link that opens a new tab safe from the opened page", () => {
    expect(sanitizeRichText('<a href="https://example.com" target="_blank">x</a>')).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });

  it("leaves nothing that runs, whatever HTML an editor stores", () => {
    const attack = fc.constantFrom(
      "<script>alert(1)</script>",
      '<img src=x onerror="alert(1)">',
      '<a href="javascript:alert(1)">x</a>',
      '<svg onload="alert(1)"></svg>',
      '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
      '<details open ontoggle="alert(1)">',
      '<body onload="alert(1)">',
      '<math><mtext><table><mglyph><style><img src=x onerror="alert(1)">',
      '<a href="vbscript:msgbox(1)">x</a>',
      '<object data="javascript:alert(1)"></object>',
    );
    const filler = fc.constantFrom("<p>", "</p>", "<div>", "text", "<table><tr><td>", "<!--", "-->", "<b>", "<noscript>", "<template>");
    fc.assert(
      fc.property(fc.array(fc.oneof(attack, filler), { maxLength: 8 }), (parts) => {
        const html = parts.join("");
        expect(runsSomething(sanitizeCode(html))).toBe(false);
        expect(runsSomething(sanitizeRichText(html))).toBe(false);
      }),
    );
  });
});
