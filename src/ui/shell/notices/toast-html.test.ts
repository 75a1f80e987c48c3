// @vitest-environment jsdom
// ARCHITECTURE §5: DOMPurify is tested under jsdom, never happy-dom (which lets XSS through).
import { describe, expect, it } from "vitest";
import { sanitizeToastHtml } from "./toast-html";

describe("sanitizeToastHtml (SPEC §3 toast text is HTML)", () => {
  it("keeps links and inline formatting", () => {
    expect(sanitizeToastHtml('Sparat i <a href="/member/collections">Mina samlingar</a>, <strong>klart</strong>!')).toBe(
      'Sparat i <a href="/member/collections">Mina samlingar</a>, <strong>klart</strong>!',
    );
  });

  it("removes scripts, event handlers and styles", () => {
    expect(sanitizeToastHtml('<script>alert(1)</script><img src=x onerror="alert(1)">Hej')).toBe("Hej");
    expect(sanitizeToastHtml('<b onclick="alert(1)" style="color:red">Hej</b>')).toBe("<b>Hej</b>");
    expect(sanitizeToastHtml('<svg><animate onbegin="alert(1)"/></svg><iframe src="//evil"></iframe>x')).toBe("x");
  });

  it("drops hrefs that would run code, and every attribute but href", () => {
    expect(sanitizeToastHtml('<a href="javascript:alert(1)">x</a>')).toBe("<a>x</a>");
    expect(sanitizeToastHtml('<a href="data:text/html,<script>alert(1)</script>">x</a>')).toBe("<a>x</a>");
    expect(sanitizeToastHtml('<a href="https://skolverket.se" target="_blank" id="x" data-x="1">x</a>')).toBe(
      '<a href="https://skolverket.se">x</a>',
    );
  });

  it("keeps text that only looks like markup as text", () => {
    expect(sanitizeToastHtml("1 &lt; 2 &amp; 3")).toBe("1 &lt; 2 &amp; 3");
  });
});
