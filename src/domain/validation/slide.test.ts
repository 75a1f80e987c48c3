import { describe, expect, it } from "vitest";
import { isSafeLinkUrl, validateSlide } from "./slide";
import { issueCodes } from "./validation-result";

describe("validateSlide", () => {
  const slide = { title: "Nytt i Play", primaryLink: { text: "Se mer", url: "/member/play" } };

  it("accepts a slide with title, link text and URL", () => {
    expect(validateSlide(slide).ok).toBe(true);
  });

  it("requires title, link text and URL", () => {
    expect(issueCodes(validateSlide({ title: "", primaryLink: { text: "", url: "" } }))).toEqual([
      "SLIDE.TITLE_REQUIRED",
      "SLIDE.LINK_TEXT_REQUIRED",
      "SLIDE.URL_REQUIRED",
    ]);
  });

  it("requires both fields of a secondary link once one is filled in", () => {
    expect(validateSlide({ ...slide, secondaryLink: { text: "", url: "" } }).ok).toBe(true);
    const result = validateSlide({ ...slide, secondaryLink: { text: "Läs mer", url: "" } });
    expect(result.issues).toEqual([expect.objectContaining({ field: "secondaryLink.url", code: "SLIDE.URL_REQUIRED" })]);
  });

  it("refuses script URLs however they are spelled", () => {
    for (const url of ["javascript:alert(1)", " JavaScript:alert(1)", "java\tscript:x", "data:text/html,x", "vbscript:x"]) {
      expect(isSafeLinkUrl(url)).toBe(false);
    }
    for (const url of ["https://skolmedia.se", "/member/play", "mailto:info@skola.se", "sida"]) expect(isSafeLinkUrl(url)).toBe(true);
  });
});
