import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { imageBlockSizes, imageTextSizes, PICTURE_SIZES, priorityPicture } from "./priority-picture";

const SLIDE = "/images/play-klassrum-1440.jpg";

describe("priorityPicture: the picture a page's first block shows at once", () => {
  it("is the first slide's picture of a slideshow, as wide as the window", () => {
    const block = { kind: "SLIDESHOW", slides: [{ imageUrl: SLIDE }, { imageUrl: "/images/other-1440.jpg" }] };
    expect(priorityPicture(block)).toEqual({ url: SLIDE, sizes: "100vw" });
  });

  it("is none when the first slide has no picture, even if a later one has", () => {
    expect(priorityPicture({ kind: "SLIDESHOW", slides: [{ imageUrl: null }, { imageUrl: SLIDE }] })).toBeNull();
    expect(priorityPicture({ kind: "SLIDESHOW", slides: [] })).toBeNull();
  });

  it("is an image block's first picture, with the sizes of its layout", () => {
    const one = { kind: "IMAGE", images: [{ url: SLIDE }], settings: {} };
    const two = { kind: "IMAGE", images: [{ url: SLIDE }, { url: "/images/b-1440.jpg" }], settings: { container: "full-width" as const } };
    expect(priorityPicture(one)).toEqual({ url: SLIDE, sizes: PICTURE_SIZES.contained });
    expect(priorityPicture(two)).toEqual({ url: SLIDE, sizes: PICTURE_SIZES.half });
  });

  it("is an image-and-text block's picture and a header's background picture", () => {
    expect(priorityPicture({ kind: "IMAGE_TEXT", image: { url: SLIDE }, settings: { imageAlignment: "top" } })).toEqual({
      url: SLIDE,
      sizes: PICTURE_SIZES.contained,
    });
    expect(priorityPicture({ kind: "HEADER", settings: { backgroundImage: { url: SLIDE } } })).toEqual({ url: SLIDE, sizes: "100vw" });
    expect(priorityPicture({ kind: "HEADER", settings: {} })).toBeNull();
  });

  it("is none for a block kind without a picture of its own, and for a page without blocks", () => {
    expect(priorityPicture({ kind: "TEXT" })).toBeNull();
    expect(priorityPicture(undefined)).toBeNull();
  });
});

describe("picture sizes by layout", () => {
  it("gives two pictures half the width from md up, one the container's or the window's width", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 10 }),
        fc.constantFrom("full-width" as const, "contained" as const, null),
        (count, container) => {
          expect(imageBlockSizes(count, container)).toBe(PICTURE_SIZES.half);
        },
      ),
    );
    expect(imageBlockSizes(1, "full-width")).toBe("100vw");
    expect(imageBlockSizes(1, null)).toBe(PICTURE_SIZES.contained);
  });

  it("puts a picture aligned left (the default) or right beside its text, any other above or below it", () => {
    expect(imageTextSizes(null)).toBe(PICTURE_SIZES.half);
    expect(imageTextSizes("right")).toBe(PICTURE_SIZES.half);
    expect(imageTextSizes("bottom")).toBe(PICTURE_SIZES.contained);
  });
});
