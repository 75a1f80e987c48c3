import { describe, expect, it } from "vitest";
import { shortenRecommended } from "./recommended-label";

describe("'Recommended' shortened", () => {
  it("turns 'Recommended' into 'Rek.'", () => {
    expect(shortenRecommended("Recommended")).toBe("Rek.");
    expect(shortenRecommended("Recommended from 12 years")).toBe("Rek. from 12 years");
  });

  it("shortens the Swedish long forms in any case", () => {
    expect(shortenRecommended("Rekommenderad ålder: 13 år")).toBe("Rek. ålder: 13 år");
    expect(shortenRecommended("REKOMMENDERAS från 7 år")).toBe("Rek. från 7 år");
  });

  it("leaves other words alone", () => {
    expect(shortenRecommended("Recommendedness")).toBe("Recommendedness");
    expect(shortenRecommended("Från 15 år")).toBe("Från 15 år");
  });

  it("does not double the dot", () => {
    expect(shortenRecommended("Recommended.")).toBe("Rek.");
  });
});
