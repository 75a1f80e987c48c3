import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { IMAGE_FORMATS, IMAGE_WIDTHS, imageVariantFileName, imageVariants } from "./image-variants";

describe("imageVariants", () => {
  it("gives AVIF, WebP and JPEG candidates in every width for a seeded image address", () => {
    const variants = imageVariants("/images/play-natur-1440.jpg");
    expect(variants?.map((v) => v.format)).toEqual(["avif", "webp", "jpg"]);
    expect(variants?.[0]).toEqual({
      format: "avif",
      mimeType: "image/avif",
      candidates: [
        { url: "/images/play-natur-480.avif", width: 480 },
        { url: "/images/play-natur-960.avif", width: 960 },
        { url: "/images/play-natur-1440.avif", width: 1440 },
      ],
      srcset: "/images/play-natur-480.avif 480w, /images/play-natur-960.avif 960w, /images/play-natur-1440.avif 1440w",
    });
    expect(variants?.[2]?.mimeType).toBe("image/jpeg");
  });

  it("keeps the original JPEG address as the largest JPEG candidate", () => {
    const jpeg = imageVariants("/images/om-oss-1440.jpg")?.find((v) => v.format === "jpg");
    expect(jpeg?.candidates.at(-1)?.url).toBe("/images/om-oss-1440.jpg");
  });

  it("returns null for foreign and other addresses, so they are shown as they are", () => {
    for (const url of [
      "https://cdn.example.com/images/a-1440.jpg",
      "/images/a-960.jpg",
      "/images/a-1440.png",
      "/images/../secret-1440.jpg",
      "/images/A-1440.jpg",
      "/favicon.svg",
      "",
    ]) {
      expect(imageVariants(url)).toBeNull();
    }
  });

  it("names one candidate per width and format for any key", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z0-9]{1,8}(-[a-z0-9]{1,8}){0,3}$/), (key) => {
        const variants = imageVariants(`/images/${key}-1440.jpg`);
        expect(variants).toHaveLength(IMAGE_FORMATS.length);
        for (const set of variants ?? []) {
          expect(set.candidates.map((c) => c.width)).toEqual([...IMAGE_WIDTHS]);
          expect(set.candidates.map((c) => c.url)).toEqual(IMAGE_WIDTHS.map((w) => `/images/${imageVariantFileName(key, w, set.format)}`));
        }
      }),
    );
  });
});
